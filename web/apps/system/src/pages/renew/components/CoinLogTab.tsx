// 车币划拨记录 (§2.7): 选择日期, 搜索 (160403), 导出; the caller's coin transfers (公司名, 账号, 划拨币数,
// 操作人[划拨时间], 可使用币数).
import { useEffect, useState } from 'react';
import { Button, DatePicker, Space, Table, Typography } from 'antd';
import { ExportOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { Access } from '@chelian/ui';
import { BUTTON_COIN_LOG_SEARCH } from '../../../access';
import { rechargeLogParams } from '../model/logQuery';
import type { RechargeLogRow, RenewApi } from '../service';
import { renewPageTexts as texts } from '../../../texts';

const DATE = 'YYYY-MM-DD';

export function CoinLogTab({ api }: { api: RenewApi }) {
  const [days, setDays] = useState<[string, string]>();
  const [filter, setFilter] = useState<{ days?: [string, string] }>({});
  const [page, setPage] = useState(createPagination());
  const params = rechargeLogParams(filter, pageQuery(page));
  const list = useQuery({ queryKey: ['system', 'renew', 'rechargeLog', params], queryFn: () => api.rechargeLog(params) });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  return (
    <div data-testid="renew-transfer-log">
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{texts.logDate}</span>
        <DatePicker.RangePicker
          placeholder={[texts.startDate, texts.endDate]}
          onChange={(r) => setDays(r?.[0] && r[1] ? [r[0].format(DATE), r[1].format(DATE)] : undefined)}
        />
        <Access button={BUTTON_COIN_LOG_SEARCH}>
          <Button
            type="primary"
            icon={<SearchOutlined />}
            onClick={() => {
              setFilter(days ? { days } : {});
              setPage((p) => ({ ...p, current: 1 }));
            }}
          >
            {texts.search}
          </Button>
        </Access>
        <Button icon={<ExportOutlined />} onClick={() => api.exportRechargeLog(rechargeLogParams(filter))}>{texts.export}</Button>
      </Space>
      <Typography.Paragraph strong>{texts.transferLogSummary(list.data?.chargeSum ?? 0)}</Typography.Paragraph>
      <Table<RechargeLogRow>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.logList ?? []}
        locale={{ emptyText: texts.transferLogEmpty }}
        columns={[
          { title: texts.corpName, dataIndex: 'userBCorpName' },
          { title: texts.account, dataIndex: 'userB' },
          { title: texts.transferMoney, dataIndex: 'money', width: 100 },
          { title: texts.transferOperator, dataIndex: 'operTime' },
          { title: texts.moneyAfter, dataIndex: 'moneyAfter', width: 110 },
        ]}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (n) => texts.total(n),
          onChange: (current, pageSize) => setPage((p) => ({ ...p, current, pageSize })),
        }}
      />
    </div>
  );
}

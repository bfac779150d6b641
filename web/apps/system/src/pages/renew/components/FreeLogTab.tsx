// 续费记录 (§2.7): 车辆 keyword, 选择日期, 搜索, 导出; the totals line and the renewals with the coins
// each took.
import { useEffect, useState } from 'react';
import { Button, DatePicker, Input, Space, Table, Typography } from 'antd';
import { ExportOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { freeLogParams } from '../model/logQuery';
import type { FreeLogRow, RenewApi } from '../service';
import { renewPageTexts as texts } from '../../../texts';

const DATE = 'YYYY-MM-DD';

export function FreeLogTab({ api }: { api: RenewApi }) {
  const [keyword, setKeyword] = useState('');
  const [days, setDays] = useState<[string, string]>();
  const [filter, setFilter] = useState<{ keyword: string; days?: [string, string] }>({ keyword: '' });
  const [page, setPage] = useState(createPagination());
  const params = freeLogParams(filter, pageQuery(page));
  const list = useQuery({ queryKey: ['system', 'renew', 'freeLog', params], queryFn: () => api.freeLog(params) });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  const search = () => {
    setFilter({ keyword, ...(days ? { days } : {}) });
    setPage((p) => ({ ...p, current: 1 }));
  };
  return (
    <div data-testid="renew-free-log">
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{texts.logVehicle}</span>
        <Input allowClear style={{ width: 220 }} placeholder={texts.logVehiclePlaceholder} value={keyword} onChange={(e) => setKeyword(e.target.value)} onPressEnter={search} />
        <span>{texts.logDate}</span>
        <DatePicker.RangePicker
          placeholder={[texts.startDate, texts.endDate]}
          onChange={(r) => setDays(r?.[0] && r[1] ? [r[0].format(DATE), r[1].format(DATE)] : undefined)}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>{texts.search}</Button>
        <Button icon={<ExportOutlined />} onClick={() => api.exportFreeLog(freeLogParams(filter))}>{texts.export}</Button>
      </Space>
      <Typography.Paragraph strong data-testid="free-log-summary">{texts.logSummary(list.data?.plateCount ?? 0, list.data?.moneyAll ?? 0)}</Typography.Paragraph>
      <Table<FreeLogRow>
        rowKey={(r) => `${r.vehId}-${r.operTime}-${r.newExpire}`}
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: texts.logEmpty }}
        columns={[
          { title: texts.logGroup, dataIndex: 'groupName' },
          { title: texts.plate, dataIndex: 'plate' },
          { title: texts.terminalNo, dataIndex: 'terminalNo' },
          { title: texts.logNewExpire, dataIndex: 'newExpire' },
          { title: texts.logMoney, dataIndex: 'money', width: 100 },
          { title: texts.logOperator, dataIndex: 'operTime' },
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

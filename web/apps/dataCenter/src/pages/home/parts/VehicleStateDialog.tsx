// 车辆状态 › 查看详情: the offline vehicles by how long they have been silent (five tabs), all or
// wired / wireless devices only, 50 a page from 离线统计's list call (with the caller's 关注度 and its
// remark on each row; 操作 sets them), the last position in words, and its file export.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Modal, Radio, Table, Tabs, Tag, Tooltip } from 'antd';
import { rowNumber, useReportExport } from '@chelian/reports';
import { AddressText, ConcernMenu, concernOf, createConcernApi } from '@chelian/tracking';
import { BUTTON_CONCERN } from '../../../access';
import { useDataCenterServices } from '../../../services/dataCenterServices';
import { OFFLINE_EXPORT, fetchOffline, offlineParams, type OfflineFilter, type OfflineRow } from '../service';
import { detailTexts as texts } from '../../../texts';

export const DETAIL_PAGE_SIZE = 50;

/** The tabs' offline windows in minutes, [min, max) (0: open end), as the previous console's. */
export const OFFLINE_WINDOWS: ReadonlyArray<readonly [number, number]> = [
  [0, 1440],
  [1440, 4320],
  [4320, 10080],
  [10080, 43200],
  [43200, 0],
];

/** 关注度等级: a coloured badge with the remark as its tooltip; 未关注 when the user does not follow it. */
function ConcernBadge({ r }: { r: OfflineRow }) {
  const c = concernOf(r.concernLevel ?? 0);
  if (!c) return <span>{texts.notFollowed}</span>;
  return (
    <Tooltip title={r.remark || undefined}>
      <Tag color={c.color}>{c.name}</Tag>
    </Tooltip>
  );
}

function Position({ r }: { r: OfflineRow }) {
  return r.O || r.A ? <AddressText lon={r.O} lat={r.A} /> : <span>—</span>;
}

export function VehicleStateDialog({ open, onClose, u }: { open: boolean; onClose: () => void; u: number }) {
  const { http } = useDataCenterServices();
  const concerns = useMemo(() => createConcernApi(http), [http]);
  const runExport = useReportExport();
  const [tab, setTab] = useState(0);
  const [longStay, setLongStay] = useState<OfflineFilter['longStay']>(0);
  const [page, setPage] = useState(1);
  const [minMinutes, maxMinutes] = OFFLINE_WINDOWS[tab] ?? [0, 0];
  const filter: OfflineFilter = { minMinutes, maxMinutes, longStay };
  const list = useQuery({
    queryKey: ['dataCenter', 'offline', minMinutes, maxMinutes, longStay, page],
    queryFn: () => fetchOffline(http, { minMinutes, maxMinutes, longStay }, { pageNumber: page, pageSize: DETAIL_PAGE_SIZE }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const rows = { list: list.data?.rows ?? [], total: list.data?.total ?? 0 };

  return (
    <Modal open={open} onCancel={onClose} footer={null} width="72vw" title={texts.title} destroyOnHidden>
      <Tabs
        activeKey={String(tab)}
        onChange={(k) => {
          setTab(Number(k));
          setPage(1);
        }}
        items={texts.tabs.map((label, i) => ({ key: String(i), label }))}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        <Radio.Group
          value={longStay}
          onChange={(e) => {
            setLongStay(e.target.value as OfflineFilter['longStay']);
            setPage(1);
          }}
          options={[
            { value: 0, label: texts.all },
            { value: 2, label: texts.wired },
            { value: 1, label: texts.wireless },
          ]}
        />
        <Button onClick={() => void runExport(OFFLINE_EXPORT, rows.total > 0 ? offlineParams(filter) : undefined, texts.nothingToExport)}>{texts.export}</Button>
      </div>
      <Table<OfflineRow>
        size="small"
        rowKey={(r) => `${r.vehicleId}-${r.N}`}
        loading={list.isFetching}
        dataSource={rows.list}
        scroll={{ y: '52vh' }}
        pagination={{ current: page, pageSize: DETAIL_PAGE_SIZE, total: rows.total, showSizeChanger: false, showTotal: texts.total, onChange: setPage }}
        columns={[
          { title: texts.index, key: 'i', width: Math.round(64 * u), render: (_v, _r, i) => rowNumber(page, DETAIL_PAGE_SIZE, i) },
          { title: texts.plate, dataIndex: 'P' },
          { title: texts.sim, dataIndex: 'M' },
          { title: texts.terminalNo, dataIndex: 'N' },
          { title: texts.group, dataIndex: 'G' },
          { title: texts.vehicleType, dataIndex: 'Y' },
          { title: texts.lastOnline, dataIndex: 'T' },
          { title: texts.offlineTime, dataIndex: 'S' },
          { title: texts.position, key: 'pos', render: (_v, r) => <Position r={r} /> },
          { title: texts.concernLevel, key: 'concern', render: (_v, r) => <ConcernBadge r={r} /> },
          { title: texts.concernRemark, dataIndex: 'remark', render: (v?: string) => v || '—' },
          {
            title: texts.actions,
            key: 'actions',
            render: (_v, r) =>
              r.vehicleId ? (
                <ConcernMenu
                  button={BUTTON_CONCERN}
                  vehicleId={r.vehicleId}
                  level={r.concernLevel ?? 0}
                  remark={r.remark ?? ''}
                  api={concerns}
                  onChanged={() => void list.refetch()}
                  trigger={<Button size="small" type="link" data-testid="detail-concern">{texts.follow}</Button>}
                />
              ) : null,
          },
        ]}
      />
    </Modal>
  );
}

// 区域查车: the vehicles inside the drawn rectangle — 总数, 在线数, 离线数 and a table with the
// address of each (looked up for the rows on the current page).
import { Modal, Table } from 'antd';
import { AddressText } from '@chelian/tracking';
import type { AreaResult } from '../service';
import { areaSearchDialogTexts as texts } from '../../../texts';

export function AreaSearchDialog({ result, onClose }: { result: AreaResult | undefined; onClose: () => void }) {
  return (
    <Modal title={texts.title} open={result !== undefined} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {result && (
        <>
          <p data-testid="area-counts">{texts.total} <b>{result.C}</b>{texts.online} <b style={{ color: '#16a34a' }}>{result.Z}</b>{texts.offline} <b>{result.L}</b>
          </p>
          <Table
            size="small"
            rowKey="V"
            dataSource={result.vehData}
            pagination={{ defaultPageSize: 100, pageSizeOptions: [100, 200, 500], showSizeChanger: true }}
            scroll={{ y: 360 }}
            columns={[
              { title: texts.index, width: 60, render: (_v, _r, i) => i + 1 },
              { title: texts.plate, dataIndex: 'P', width: 110 },
              { title: texts.time, dataIndex: 'D', width: 160 },
              { title: texts.speed, dataIndex: 'S', width: 90, render: (s: number) => `${s.toFixed(1)} km/h` },
              { title: texts.address, render: (_v, r) => <AddressText lon={r.J} lat={r.W} /> },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

// 物流锁操作记录 (1515): 选择时间, 选择车辆, 查询类型 (0–3), 查询状态 (0–3); who opened or closed the
// lock, how and with what result (an honest empty text without a lock); export = the same call as a file.
import { useState } from 'react';
import { Select } from 'antd';
import { BUTTON_LOCK_OPERATION_EXPORT, BUTTON_LOCK_OPERATION_SEARCH } from '../../access';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import { UNLOCK_HISTORY_EXPORT, fetchLockOperations, lockOperationParams, type LockOperationFilter, type LockOperationRow } from './service';
import { commonTexts as common, lockOperationTexts as texts } from '../../texts';

const options = (labels: string[]) => labels.map((label, value) => ({ value, label }));

export function LockOperationPage() {
  const [queryType, setQueryType] = useState(0);
  const [type, setType] = useState(0);
  return (
    <TargetRangeReport<LockOperationRow, LockOperationFilter>
      testId="report-lockOperationRecord"
      listKey="lockOperation"
      options={{ vehicleOnly: true }}
      extraFields={[
        { label: texts.queryType, node: <Select value={queryType} onChange={setQueryType} options={options(texts.queryTypes)} style={{ width: 140 }} /> },
        { label: texts.state, node: <Select value={type} onChange={setType} options={options(texts.states)} style={{ width: 160 }} /> },
      ]}
      toFilter={({ target, range }) => (target ? { target, range, queryType, type } : undefined)}
      fetch={fetchLockOperations}
      searchButton={BUTTON_LOCK_OPERATION_SEARCH}
      exportButton={BUTTON_LOCK_OPERATION_EXPORT}
      exportHow={UNLOCK_HISTORY_EXPORT}
      exportParams={lockOperationParams}
      emptyText={texts.empty}
      columns={[
        { title: texts.operator, dataIndex: 'operater' },
        { title: texts.platformType, dataIndex: 'platformType' },
        { title: texts.operateType, dataIndex: 'operateType' },
        { title: texts.result, key: 'state', render: (_v, r) => (r.state === 'success' ? texts.success : r.state === 'failure' ? texts.failure : r.state) },
        { title: common.address, key: 'addr', render: (_v, r) => r.address || common.none },
        { title: texts.time, dataIndex: 'operateTime' },
      ]}
    />
  );
}

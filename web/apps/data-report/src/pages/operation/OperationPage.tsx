// 操作记录 (1510): 选择时间, 操作类型 用户操作记录 (0) / 车辆操作记录 (1, optionally one vehicle or
// group); the operation log's rows (who, what, when, on what); file export.
import { useState } from 'react';
import { Radio } from 'antd';
import { BUTTON_OPERATION_EXPORT, BUTTON_OPERATION_SEARCH } from '../../access';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import { OPER_RECORD_EXPORT, fetchOperations, operationParams, type OperationFilter, type OperationRow } from './service';
import { commonTexts as common, operationTexts as texts } from '../../texts';

export function OperationPage() {
  const [flag, setFlag] = useState<0 | 1>(0);
  return (
    <TargetRangeReport<OperationRow, OperationFilter>
      testId="report-operationRecord"
      listKey="operation"
      options={{ optionalTarget: true }}
      extraFields={[
        {
          label: texts.kind,
          node: <Radio.Group value={flag} onChange={(e) => setFlag(e.target.value as 0 | 1)} options={[{ value: 0, label: texts.userOps }, { value: 1, label: texts.vehicleOps }]} />,
        },
      ]}
      toFilter={({ target, range }) => ({ range, flag, target })}
      fetch={fetchOperations}
      searchButton={BUTTON_OPERATION_SEARCH}
      exportButton={BUTTON_OPERATION_EXPORT}
      exportHow={OPER_RECORD_EXPORT}
      exportParams={operationParams}
      columns={[
        { title: texts.operUser, dataIndex: 'operUserName' },
        { title: texts.operType, dataIndex: 'operType' },
        { title: texts.operTime, dataIndex: 'operTime' },
        { title: texts.name, dataIndex: 'name' },
        { title: common.remark, dataIndex: 'remark' },
      ]}
    />
  );
}

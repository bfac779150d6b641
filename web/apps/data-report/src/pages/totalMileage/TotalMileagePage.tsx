// 总里程查询 (1508): 车辆车组 only; each vehicle's odometer total with its last time; file export.
import type { ReportTarget } from '@chelian/reports';
import { BUTTON_TOTAL_MILEAGE_EXPORT, BUTTON_TOTAL_MILEAGE_SEARCH } from '../../access';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import { TOTAL_MILEAGE_EXPORT, fetchTotalMileage, totalMileageParams, type TotalMileageRow } from './service';
import { commonTexts as common, totalMileageTexts as texts } from '../../texts';

export function TotalMileagePage() {
  return (
    <TargetRangeReport<TotalMileageRow, ReportTarget>
      testId="report-totalMileage"
      listKey="totalMileage"
      options={{ noRange: true }}
      toFilter={({ target }) => target}
      fetch={fetchTotalMileage}
      searchButton={BUTTON_TOTAL_MILEAGE_SEARCH}
      exportButton={BUTTON_TOTAL_MILEAGE_EXPORT}
      exportHow={TOTAL_MILEAGE_EXPORT}
      exportParams={totalMileageParams}
      columns={[
        { title: common.plate, dataIndex: 'PL' },
        { title: common.groupName, dataIndex: 'GN' },
        { title: texts.lastTime, dataIndex: 'TI' },
        { title: texts.terminalType, dataIndex: 'TY' },
        { title: common.terminalNo, dataIndex: 'TE' },
        { title: texts.total, dataIndex: 'MI' },
      ]}
    />
  );
}

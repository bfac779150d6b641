// 保养报表 (1511): 选择时间, 车辆车组; the vehicles' maintenance plan and reminders; file export.
import { BUTTON_MAINTAIN_EXPORT, BUTTON_MAINTAIN_SEARCH } from '../../access';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import type { TargetRange } from '../../shared/useTargetRange';
import { MAINTAIN_EXPORT, fetchMaintain, idTypeParams, type MaintainRow } from './service';
import { commonTexts as common, maintainTexts as texts } from '../../texts';

export function MaintainPage() {
  return (
    <TargetRangeReport<MaintainRow, TargetRange>
      testId="report-maintainReport"
      listKey="maintain"
      toFilter={({ target, range }) => (target ? { target, range } : undefined)}
      fetch={fetchMaintain}
      searchButton={BUTTON_MAINTAIN_SEARCH}
      exportButton={BUTTON_MAINTAIN_EXPORT}
      exportHow={MAINTAIN_EXPORT}
      exportParams={idTypeParams}
      columns={[
        { title: common.plate, dataIndex: 'plate' },
        { title: common.owner, dataIndex: 'owner' },
        { title: common.phone, dataIndex: 'phone' },
        { title: texts.currentMileage, dataIndex: 'currentMileage' },
        { title: texts.advance, dataIndex: 'advanceKilometers' },
        { title: texts.lastTime, dataIndex: 'lastMaintainTime' },
        { title: texts.nextTime, dataIndex: 'nextTimeMaintainTime' },
        { title: texts.lastMileage, dataIndex: 'lastMileage' },
        { title: texts.nextMileage, dataIndex: 'nextCurrentMileage' },
        { title: texts.leadDays, dataIndex: 'leadTime' },
        { title: common.tips, dataIndex: 'tips' },
        { title: common.remark, dataIndex: 'remark' },
      ]}
    />
  );
}

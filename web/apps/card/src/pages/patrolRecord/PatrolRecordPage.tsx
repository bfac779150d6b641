// 巡更记录: for a day, every patrol point with every person of its group subtree — the first fix
// inside the point's circle within its window (打卡时间) or 未巡更; 导出 (110701) through the download center.
import { Tag } from 'antd';
import { PATROL_RECORD_EXPORT_BUTTON } from '../../access';
import { CardReport } from '../../shared/CardReport';
import { patrolTexts as texts } from '../../texts';

export const PATROL_RECORD_PATH = '/car/v4/api/card/patrol/record.json';
export const PATROL_RECORD_EXPORT_PATH = '/car/v4/api/card/patrol/exportRecord.json';

export interface PatrolRecordRow {
  pointId: number;
  pointName: string;
  window: string;
  personId: number;
  name: string;
  personNo: string;
  department: string;
  checkInTime: string;
  checked: number;
}

export function PatrolRecordPage() {
  return (
    <CardReport<PatrolRecordRow>
      testId="patrol-record-page"
      period="day"
      periodLabel={texts.day}
      path={PATROL_RECORD_PATH}
      exportPath={PATROL_RECORD_EXPORT_PATH}
      exportButton={PATROL_RECORD_EXPORT_BUTTON}
      rowKey={(r) => `${r.pointId}-${r.personId}`}
      emptyText={texts.emptyRecords}
      columns={[
        { title: texts.pointName, dataIndex: 'pointName' },
        { title: texts.window, dataIndex: 'window' },
        { title: texts.person, dataIndex: 'name' },
        { title: texts.personNo, dataIndex: 'personNo' },
        { title: texts.department, dataIndex: 'department' },
        { title: texts.checkInTime, dataIndex: 'checkInTime' },
        { title: texts.status, dataIndex: 'checked', render: (c: number) => <Tag color={c ? 'success' : 'error'}>{c ? texts.checked : texts.missed}</Tag> },
      ]}
    />
  );
}

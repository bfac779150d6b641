// 考勤日报: each person's day under their group's rule — 到岗 / 离岗 times, minutes late or early, and
// the status (正常, 迟到, 早退, 缺勤, 未设置规则, 统计中); 导出 (110401) through the download center.
import { Tag } from 'antd';
import { ATTENDANCE_DAY_EXPORT_BUTTON } from '../../access';
import { CardReport } from '../../shared/CardReport';
import { statusTone } from '../../shared/attendanceStatus';
import { attendanceTexts as texts } from '../../texts';

export const ATTENDANCE_DAY_PATH = '/car/v4/api/card/attendance/day.json';
export const ATTENDANCE_DAY_EXPORT_PATH = '/car/v4/api/card/attendance/exportDay.json';

export interface AttendanceDayRow {
  personId: number;
  name: string;
  personNo: string;
  department: string;
  groupName: string;
  ruleName: string;
  shift: string;
  arriveTime: string;
  leaveTime: string;
  lateMinutes: number;
  earlyMinutes: number;
  status: number;
  statusName: string;
}

export function AttendanceDayPage() {
  return (
    <CardReport<AttendanceDayRow>
      testId="attendance-day-page"
      period="day"
      periodLabel={texts.day}
      path={ATTENDANCE_DAY_PATH}
      exportPath={ATTENDANCE_DAY_EXPORT_PATH}
      exportButton={ATTENDANCE_DAY_EXPORT_BUTTON}
      rowKey={(r) => r.personId}
      emptyText={texts.empty}
      columns={[
        { title: texts.name, dataIndex: 'name' },
        { title: texts.personNo, dataIndex: 'personNo' },
        { title: texts.department, dataIndex: 'department' },
        { title: texts.groupName, dataIndex: 'groupName' },
        { title: texts.ruleName, dataIndex: 'ruleName' },
        { title: texts.shift, dataIndex: 'shift' },
        { title: texts.arriveTime, dataIndex: 'arriveTime' },
        { title: texts.leaveTime, dataIndex: 'leaveTime' },
        { title: texts.lateMinutes, dataIndex: 'lateMinutes' },
        { title: texts.earlyMinutes, dataIndex: 'earlyMinutes' },
        { title: texts.status, dataIndex: 'statusName', render: (name: string, r) => <Tag color={statusTone(r.status)}>{name}</Tag> },
      ]}
    />
  );
}

// 考勤月报: per person the month's ended days counted as 正常, 迟到, 早退 and 缺勤 with the minutes late
// and early; 导出 (110501) through the download center.
import { ATTENDANCE_MONTH_EXPORT_BUTTON } from '../../access';
import { CardReport } from '../../shared/CardReport';
import { attendanceTexts as texts } from '../../texts';

export const ATTENDANCE_MONTH_PATH = '/car/v4/api/card/attendance/month.json';
export const ATTENDANCE_MONTH_EXPORT_PATH = '/car/v4/api/card/attendance/exportMonth.json';

export interface AttendanceMonthRow {
  personId: number;
  name: string;
  personNo: string;
  department: string;
  groupName: string;
  ruleName: string;
  days: number;
  normalDays: number;
  lateDays: number;
  earlyDays: number;
  absentDays: number;
  lateMinutes: number;
  earlyMinutes: number;
}

export function AttendanceMonthPage() {
  return (
    <CardReport<AttendanceMonthRow>
      testId="attendance-month-page"
      period="month"
      periodLabel={texts.month}
      path={ATTENDANCE_MONTH_PATH}
      exportPath={ATTENDANCE_MONTH_EXPORT_PATH}
      exportButton={ATTENDANCE_MONTH_EXPORT_BUTTON}
      rowKey={(r) => r.personId}
      emptyText={texts.empty}
      columns={[
        { title: texts.name, dataIndex: 'name' },
        { title: texts.personNo, dataIndex: 'personNo' },
        { title: texts.department, dataIndex: 'department' },
        { title: texts.groupName, dataIndex: 'groupName' },
        { title: texts.ruleName, dataIndex: 'ruleName' },
        { title: texts.days, dataIndex: 'days' },
        { title: texts.normalDays, dataIndex: 'normalDays' },
        { title: texts.lateDays, dataIndex: 'lateDays' },
        { title: texts.earlyDays, dataIndex: 'earlyDays' },
        { title: texts.absentDays, dataIndex: 'absentDays' },
        { title: texts.lateMinutes, dataIndex: 'lateMinutes' },
        { title: texts.earlyMinutes, dataIndex: 'earlyMinutes' },
      ]}
    />
  );
}

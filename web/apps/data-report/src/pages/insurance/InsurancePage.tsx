// 保险报表 (1512): 选择时间, 车辆车组; the vehicles' insurance and renewal reminders; file export.
import { BUTTON_INSURANCE_EXPORT, BUTTON_INSURANCE_SEARCH } from '../../access';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import type { TargetRange } from '../../shared/useTargetRange';
import { idTypeParams } from '../maintain/service';
import { INSURANCE_EXPORT, fetchInsurance, type InsuranceRow } from './service';
import { commonTexts as common, insuranceTexts as texts } from '../../texts';

export function InsurancePage() {
  return (
    <TargetRangeReport<InsuranceRow, TargetRange>
      testId="report-insuranceReport"
      listKey="insurance"
      toFilter={({ target, range }) => (target ? { target, range } : undefined)}
      fetch={fetchInsurance}
      searchButton={BUTTON_INSURANCE_SEARCH}
      exportButton={BUTTON_INSURANCE_EXPORT}
      exportHow={INSURANCE_EXPORT}
      exportParams={idTypeParams}
      columns={[
        { title: common.plate, dataIndex: 'plate' },
        { title: common.owner, dataIndex: 'owner' },
        { title: common.phone, dataIndex: 'phone' },
        { title: texts.first, key: 'first', render: (_v, r) => (Number(r.type) === 1 ? texts.firstYes : texts.firstNo) },
        { title: texts.amount, dataIndex: 'amountMoney' },
        { title: texts.company, dataIndex: 'insuranceCompany' },
        { title: texts.kinds, dataIndex: 'insuranceType' },
        { title: common.leadTime, dataIndex: 'leadTime' },
        { title: texts.loginTime, dataIndex: 'loginTime' },
        { title: texts.next, dataIndex: 'nestTimeInsuranceTime' },
        { title: common.tips, dataIndex: 'tips' },
        { title: common.remark, dataIndex: 'remark' },
      ]}
    />
  );
}

// The bike's contract in the live map's info window: number and state, rider and phone, overdue
// days and the disposal grade already executed (contract/page.json by the bike's plate).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MonitorRow } from '@chelian/tracking';
import { useLeaseServices } from '../../services/leaseServices';
import { createContractListApi } from '../../shared/contracts';
import { StatusTag } from '../../shared/StatusTag';
import { contractPanelTexts as texts, contractTexts } from '../../texts';
import { bikeContract } from './bikeContract';

export function ContractPanel({ row }: { row: Pick<MonitorRow, 'V' | 'P'> }) {
  const { http } = useLeaseServices();
  const api = useMemo(() => createContractListApi(http), [http]);
  const found = useQuery({ queryKey: ['lease', 'contract-of', row.V, row.P], queryFn: () => api.contracts({ status: 0, keyword: row.P, pageNumber: 1, pageSize: 20 }) });
  if (!found.data) return null;
  const c = bikeContract(found.data.data, row.V);
  if (!c || c.status > 2) return <div data-testid="contract-panel">{texts.none}</div>;
  return (
    <div data-testid="contract-panel">
      <div>
        {contractTexts.contractNo}：{c.contractNo} <StatusTag status={c.status} />
      </div>
      <div>
        {contractTexts.rider}：{c.riderName} {c.riderPhone}
      </div>
      <div>
        {c.overdueDays > 0 ? texts.overdue(c.overdueDays) : texts.onTime}
        {c.overdueDays > 0 ? `，${contractTexts.overdueAmount}${c.overdueAmount}` : ''}
      </div>
      {c.grade > 0 && (
        <div>
          {contractTexts.grade}：{c.gradeText}
        </div>
      )}
    </div>
  );
}

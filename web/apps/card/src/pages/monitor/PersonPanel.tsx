// The person's part of the live map's info window: name, badge number and department from 人员管理's
// record (looked up by the badge's terminal number), and the badge's battery from the live row.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MonitorRow } from '@chelian/tracking';
import { useCardServices } from '../../services/cardServices';
import { createPersonApi } from '../../shared/personService';
import { personPanelTexts as texts } from '../../texts';

export function PersonPanel({ row }: { row: Pick<MonitorRow, 'V' | 'P' | 'N' | 'E'> }) {
  const { http } = useCardServices();
  const api = useMemo(() => createPersonApi(http), [http]);
  const people = useQuery({ queryKey: ['card', 'person', 'of', row.N], queryFn: () => api.list({ keyword: row.N, pageNumber: 1, pageSize: 5 }) });
  const person = people.data?.data.find((p) => p.terminalNo === row.N);
  const lines: Array<[string, string]> = [
    [texts.name, person?.name ?? row.P],
    [texts.personNo, person?.personNo || '--'],
    [texts.department, person?.department || '--'],
    [texts.battery, row.E !== undefined ? `${row.E}%` : texts.unknown],
  ];
  return (
    <div data-testid="person-panel">
      {lines.map(([k, v]) => (
        <div key={k}>
          {k}：{v}
        </div>
      ))}
    </div>
  );
}

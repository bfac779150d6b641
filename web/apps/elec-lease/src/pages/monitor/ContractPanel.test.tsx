// The bike's contract in the live map's info window: found by the bike's plate, its rider, overdue
// days and the disposal grade; a bike without a running contract says it is not rented.
import '../../../../../packages/ui/src/test/setupDom';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderInSubApp } from '../../../../../packages/ui/src/test/renderInSubApp';
import { ContractPanel } from './ContractPanel';

const contract = { id: 1, contractNo: 'HT-001', vehicleId: 9, plate: '沪E租009', riderName: '王五', riderPhone: '13900000000', status: 2, startTime: '2026-10-01', overdueDays: 12, overdueAmount: '300.00', grade: 2, gradeText: '语音警告' };

describe('ContractPanel', () => {
  it('issue 25 shows the bike’s contract, rider, overdue days and grade', async () => {
    const { http, get } = fakeHttp({ '/elec-lease/v1/api/contract/page.json': { data: [contract], total: 1 } });
    renderInSubApp(<ContractPanel row={{ V: 9, P: '沪E租009' }} />, { http });
    const panel = await screen.findByTestId('contract-panel');
    expect(panel.textContent).toContain('HT-001');
    expect(panel.textContent).toContain('逾期');
    expect(panel.textContent).toContain('王五 13900000000');
    expect(panel.textContent).toContain('逾期12天');
    expect(panel.textContent).toContain('语音警告');
    expect(get.mock.calls[0]?.[1]).toMatchObject({ keyword: '沪E租009' });
  });

  it('issue 25 says 未出租 for a bike whose contracts ended', async () => {
    const { http } = fakeHttp({ '/elec-lease/v1/api/contract/page.json': { data: [{ ...contract, status: 3, overdueDays: 0 }], total: 1 } });
    renderInSubApp(<ContractPanel row={{ V: 9, P: '沪E租009' }} />, { http });
    await waitFor(() => expect(screen.getByTestId('contract-panel').textContent).toContain('未出租'));
  });
});

// 车辆资料's 状态 offers only the ways the server would accept (issue 21: before, the select offered
// both and the server refused the save).
import { describe, expect, it } from 'vitest';
import { settleRights } from './settleRights';

const holding = (...ids: number[]) => (id: number) => ids.includes(id);

describe('settleRights', () => {
  it('follows the server: 130108 both ways, 160501 to 结清, 160503 back to 未结清, nothing else', () => {
    expect(settleRights(holding(130108))).toEqual({ settle: true, withdraw: true });
    expect(settleRights(holding(160501))).toEqual({ settle: true, withdraw: false });
    expect(settleRights(holding(160503))).toEqual({ settle: false, withdraw: true });
    expect(settleRights(holding(160502, 160209))).toEqual({ settle: false, withdraw: false });
  });
});

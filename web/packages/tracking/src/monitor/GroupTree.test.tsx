// The group tree's header controls (#30 item 6): collapse the tree to its header, reopen it, and
// collapse the whole left column; closed, the tree's rows are gone.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GroupNode } from '../groups/groups';
import { assetProfile } from '../profile/assetProfile';
import { GroupTree } from './GroupTree';

const CAR = assetProfile({ kind: 1, nouns: { asset: '车辆', group: '车组', label: '车牌', searchFields: '车牌', pickFields: '车牌', name: '车牌号', unit: '辆', counted: '车' } });

const GROUPS: GroupNode[] = [
  { gi: 1, pi: 0, gn: '顺达物流', tt: 2, an: 5, on: 1 },
  { gi: 2, pi: 1, gn: '一车队', tt: 3, an: 3, on: 1 },
];

function Harness({ onHideColumn }: { onHideColumn: () => void }) {
  const [open, setOpen] = useState(true);
  return <GroupTree profile={CAR} groups={GROUPS} selected={[]} onChange={() => undefined} height={300} open={open} onOpen={setOpen} onHideColumn={onHideColumn} />;
}

describe('GroupTree collapse', () => {
  it('收起车组 leaves the header only, 展开车组 brings the rows back, 收起左栏 asks to hide the column', async () => {
    const onHideColumn = vi.fn();
    render(<Harness onHideColumn={onHideColumn} />);
    expect(await screen.findByText('一车队 (3)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '收起车组' }));
    expect(screen.queryByText('一车队 (3)')).toBeNull();
    expect(screen.getByText('车组列表')).toBeTruthy();
    expect(screen.getByRole('button', { name: '展开车组' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '展开车组' }));
    expect(await screen.findByText('一车队 (3)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '收起左栏' }));
    expect(onHideColumn).toHaveBeenCalledTimes(1);
  });

  it('without the callbacks (as elsewhere) shows no collapse buttons', () => {
    render(<GroupTree profile={CAR} groups={GROUPS} selected={[]} onChange={() => undefined} height={300} />);
    expect(screen.queryByRole('button', { name: '收起车组' })).toBeNull();
    expect(screen.queryByRole('button', { name: '收起左栏' })).toBeNull();
  });
});

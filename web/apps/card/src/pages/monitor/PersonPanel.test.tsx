// The person's part of the live map's info window: the record of 人员管理 found by the badge's
// number (not another person's whose fields merely contain it) and the badge's battery.
import '../../../../../packages/ui/src/test/setupDom';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderInSubApp } from '../../../../../packages/ui/src/test/renderInSubApp';
import { PersonPanel } from './PersonPanel';

const person = (name: string, personNo: string, terminalNo: string) => ({ id: 1, name, personNo, department: '安保部', phone: '', groupId: 2, groupName: '一车队', terminalNo, terminalType: '3G*', createTime: '' });

describe('PersonPanel', () => {
  it('issue 24 shows the badge holder’s name, number and department, and the battery', async () => {
    const { http, postJson } = fakeHttp({
      '/car/v4/api/card/person/list.json': { data: [person('李四', 'E-0099', '88620011'), person('张三', 'E-0001', '8862001')], total: 2 },
    });
    renderInSubApp(<PersonPanel row={{ V: 5, P: '张三', N: '8862001', E: 64 }} />, { http });
    const panel = await screen.findByTestId('person-panel');
    await waitFor(() => expect(panel.textContent).toContain('工号/学号：E-0001'));
    expect(panel.textContent).toContain('部门：安保部');
    expect(panel.textContent).toContain('电量：64%');
    expect(postJson.mock.calls[0]?.[1]).toMatchObject({ keyword: '8862001' });
  });
});

// 车辆续费 (§2.7): the header with the coin balance (加钱币, queryMyState) and the rule that the
// expiry starts at the first report; the 温馨提示 on first entry; tabs 车辆续费 / 续费记录 / 车币划拨 /
// 车币划拨记录. Calls in service.ts, filters and tags in model/, texts in ../../texts.ts.
import { useMemo, useState } from 'react';
import { Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSystemServices } from '../../services/systemServices';
import { PageHeader } from '../../shared/PageHeader';
import { CoinLogTab } from './components/CoinLogTab';
import { CoinTransferTab } from './components/CoinTransferTab';
import { ExpireTab } from './components/ExpireTab';
import { FreeLogTab } from './components/FreeLogTab';
import { RenewNotice } from './components/RenewNotice';
import { createRenewApi } from './service';
import styles from '../../shared/ListPage.module.css';
import { renewPageTexts as texts, routeTexts } from '../../texts';

type TabKey = 'expire' | 'freeLog' | 'transfer' | 'transferLog';

export function RenewPage() {
  const { http } = useSystemServices();
  const api = useMemo(() => createRenewApi(http), [http]);
  const [tab, setTab] = useState<TabKey>('expire');
  const state = useQuery({ queryKey: ['system', 'renew', 'myState'], queryFn: () => api.myState() });
  // undefined while unknown or unlimited (an administrator): the dialogs then leave the check to the server.
  const balance = state.data && !state.data.unlimited ? state.data.money : undefined;
  return (
    <div className={styles.page} data-testid="renew-page">
      <PageHeader
        title={routeTexts.renew}
        tips={texts.tips}
        extra={
          <span>
            <Typography.Text type="secondary">{texts.coins}：</Typography.Text>
            <Typography.Text strong type="warning" data-testid="renew-balance">{state.data?.unlimited ? texts.coinsUnlimited : balance === undefined ? texts.unknown : texts.coinsValue(balance)}</Typography.Text>
          </span>
        }
      />
      <div className={styles.body}>
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as TabKey)}
          items={[
            { key: 'expire', label: texts.tabs.expire, children: <ExpireTab api={api} balance={balance} /> },
            { key: 'freeLog', label: texts.tabs.freeLog, children: <FreeLogTab api={api} /> },
            { key: 'transfer', label: texts.tabs.transfer, children: <CoinTransferTab api={api} balance={balance} /> },
            { key: 'transferLog', label: texts.tabs.transferLog, children: <CoinLogTab api={api} /> },
          ]}
        />
      </div>
      <RenewNotice />
    </div>
  );
}

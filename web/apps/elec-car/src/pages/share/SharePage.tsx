// 分享: make a read-only, expiring link of one bike for a family member, copy it, see the links
// made (views, expiry) and revoke one at once.
import { useMemo, useState } from 'react';
import { App, Button, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useElecCarServices } from '../../services/elecCarServices';
import { BikeSelect } from '../../shared/BikeSelect';
import { BIKES_QUERY_KEY, listBikes } from '../../shared/bikesService';
import { shareTexts as texts } from '../../texts';
import { createShareApi, SHARE_HOURS, shareAddress, type ShareLink } from './service';

const LINKS_KEY = ['elec-car', 'shares'] as const;

export function SharePage() {
  const { http } = useElecCarServices();
  const { message } = App.useApp();
  const api = useMemo(() => createShareApi(http), [http]);
  const queryClient = useQueryClient();
  const bikes = useQuery({ queryKey: BIKES_QUERY_KEY, queryFn: () => listBikes(http) });
  const links = useQuery({ queryKey: LINKS_KEY, queryFn: () => api.list() });
  const [bike, setBike] = useState<number>();
  const [hours, setHours] = useState<number>(24);
  const [made, setMade] = useState<ShareLink>();

  const create = async () => {
    if (bike === undefined) return;
    const link = await api.create(bike, hours);
    setMade(link);
    void message.success(texts.created);
    void queryClient.invalidateQueries({ queryKey: LINKS_KEY });
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(shareAddress(window.location.origin, url));
      void message.success(texts.copied);
    } catch {
      void message.warning(texts.copyFailed);
    }
  };
  const revoke = async (id: number) => {
    await api.revoke(id);
    void message.success(texts.revoked);
    if (made?.id === id) setMade(undefined);
    void queryClient.invalidateQueries({ queryKey: LINKS_KEY });
  };

  return (
    <div style={{ padding: 16 }}>
      <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }} wrap>
        <BikeSelect bikes={bikes.data ?? []} value={bike} onChange={setBike} />
        <Select<number> style={{ width: 120 }} value={hours} onChange={setHours} options={SHARE_HOURS.map((h) => ({ value: h, label: texts.hourOption(h) }))} aria-label={texts.hours} />
        <Button type="primary" disabled={bike === undefined} onClick={() => void create()}>
          {texts.create}
        </Button>
      </Space>
      {made?.url ? (
        <Typography.Paragraph copyable={false} data-testid="share-made">
          <Typography.Text code>{shareAddress(window.location.origin, made.url)}</Typography.Text>
          <Button type="link" onClick={() => void copy(made.url!)}>
            {texts.copy}
          </Button>
        </Typography.Paragraph>
      ) : null}
      <Table<ShareLink>
        size="small"
        rowKey="id"
        loading={links.isFetching}
        dataSource={links.data ?? []}
        locale={{ emptyText: texts.empty }}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: texts.plate, dataIndex: 'plate' },
          { title: texts.createdAt, dataIndex: 'createdAt' },
          { title: texts.expiresAt, dataIndex: 'expiresAt' },
          { title: texts.views, dataIndex: 'views' },
          { title: texts.state, dataIndex: 'state', render: (s: string, r) => <Tag color={r.active ? 'green' : 'default'}>{s}</Tag> },
          {
            title: texts.actions,
            render: (_: unknown, r) =>
              r.active && r.url ? (
                <Space>
                  <Button type="link" size="small" onClick={() => void copy(r.url!)}>
                    {texts.copy}
                  </Button>
                  <Popconfirm title={texts.revokeConfirm} okText={texts.revoke} cancelText={texts.cancel} onConfirm={() => void revoke(r.id)}>
                    <Button type="link" size="small" danger>
                      {texts.revoke}
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
    </div>
  );
}

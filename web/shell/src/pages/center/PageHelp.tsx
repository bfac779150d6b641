// 帮助: the help messages of the current page (pageHelpMessage with the route as pageKey) in a
// drawer; opening one marks it read (markRead).
import { useState } from 'react';
import { Badge, Button, Collapse, Drawer, Empty, Spin } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useShellServices } from '../../services/ShellServicesContext';
import { pageHelpTexts as texts } from '../../texts';

export function PageHelp() {
  const { center } = useShellServices();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const key = ['help', pathname] as const;
  const help = useQuery({ queryKey: key, queryFn: () => center.pageHelp({ pageKey: pathname, pageNumber: 1, pageSize: 20 }) });
  const items = help.data?.data ?? [];
  const unread = items.filter((h) => !h.read).length;
  const markRead = (ids: string[]) => {
    const fresh = ids.map(Number).filter((id) => items.some((h) => h.id === id && !h.read));
    if (fresh.length) void center.markHelpRead(fresh).then(() => queryClient.invalidateQueries({ queryKey: key }));
  };
  return (
    <>
      <Badge dot={unread > 0}>
        <Button icon={<QuestionCircleOutlined />} onClick={() => setOpen(true)}>{texts.help}</Button>
      </Badge>
      <Drawer title={texts.title} open={open} onClose={() => setOpen(false)} width={420}>
        {help.isLoading ? (
          <Spin />
        ) : items.length ? (
          <Collapse
            activeKey={expanded}
            onChange={(keys) => {
              const list = Array.isArray(keys) ? keys : [keys];
              setExpanded(list);
              markRead(list);
            }}
            items={items.map((h) => ({
              key: String(h.id),
              label: (
                <span>
                  {!h.read && <Badge status="processing" />} {h.title}
                </span>
              ),
              children: <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{h.content}</p>,
            }))}
          />
        ) : (
          <Empty description={texts.empty} />
        )}
      </Drawer>
    </>
  );
}

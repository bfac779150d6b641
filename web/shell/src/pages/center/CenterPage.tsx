// The frame of a system-center page: a white card with the page title, the page's help and
// optional actions.
import type { ReactNode } from 'react';
import { Card, Space } from 'antd';
import { PageHelp } from './PageHelp';

export function CenterPage({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      title={title}
      variant="borderless"
      style={{ flex: 1 }}
      extra={
        <Space>
          {extra}
          <PageHelp />
        </Space>
      }
    >
      {children}
    </Card>
  );
}

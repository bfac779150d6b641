// 巡更点: the patrol points of the caller's groups (a circle and a daily window); 新增 / 修改 / 删除
// behind 编辑巡更点 (110601). The people of a point's group subtree check in there (巡更记录).
import { useMemo, useState } from 'react';
import { Button, Popconfirm, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Access } from '@chelian/ui';
import { PATROL_POINT_EDIT_BUTTON } from '../../access';
import { useCardServices } from '../../services/cardServices';
import { useCardList } from '../../shared/useCardList';
import { PointDialog } from './PointDialog';
import { createPointApi, type PointRow } from './service';
import styles from '../../shared/ListPage.module.css';
import { patrolTexts as texts, sharedTexts } from '../../texts';

export function PatrolPointPage() {
  const { http } = useCardServices();
  const api = useMemo(() => createPointApi(http), [http]);
  const [editing, setEditing] = useState<PointRow | 'new' | undefined>();
  const { list: points, refresh, removeWith } = useCardList(['card', 'points'], ['card', 'points'], () => api.list());
  const remove = (id: number) => removeWith(() => api.remove(id));
  return (
    <div className={styles.page} data-testid="patrol-point-page">
      <div className={styles.body}>
        <Space className={styles.toolbar}>
          <Access button={PATROL_POINT_EDIT_BUTTON}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {sharedTexts.add}
            </Button>
          </Access>
        </Space>
        <Table<PointRow>
          rowKey="id"
          size="middle"
          loading={points.isFetching}
          dataSource={points.data ?? []}
          locale={{ emptyText: texts.emptyPoints }}
          columns={[
            { title: texts.name, dataIndex: 'name' },
            { title: texts.groupName, dataIndex: 'groupName' },
            { title: texts.window, dataIndex: 'window' },
            { title: sharedTexts.lat, dataIndex: 'lat' },
            { title: sharedTexts.lon, dataIndex: 'lon' },
            { title: sharedTexts.radius, dataIndex: 'radius' },
            {
              title: sharedTexts.actions,
              key: 'actions',
              width: 120,
              render: (_, row) => (
                <Access button={PATROL_POINT_EDIT_BUTTON}>
                  <Space size={4}>
                    <Button type="link" size="small" onClick={() => setEditing(row)}>
                      {sharedTexts.edit}
                    </Button>
                    <Popconfirm title={texts.confirmDelete(row.name)} okText={sharedTexts.delete} cancelText={sharedTexts.cancel} onConfirm={() => remove(row.id)}>
                      <Button type="link" size="small" danger>
                        {sharedTexts.delete}
                      </Button>
                    </Popconfirm>
                  </Space>
                </Access>
              ),
            },
          ]}
        />
      </div>
      {editing !== undefined && (
        <PointDialog
          api={api}
          row={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
    </div>
  );
}

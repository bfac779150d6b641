// The 围栏 slide panel (v3-console-inventory §2.3): the fences the user may see, searched by name,
// shown or hidden on the map; 添加 (多边形 / 圆形), and per fence 绑车, 修改, 删除 ("是否删除该围栏？").
import { useMemo, useState } from 'react';
import { Button, Dropdown, Input, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { CloseOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Access } from '@chelian/ui';
import { BUTTON_FENCE } from '../../../access';
import type { FenceRow } from '../../../shared/fences';
import { FENCE_KINDS } from './placeModel';
import styles from './Places.module.css';

export interface FencePanelProps {
  fences: readonly FenceRow[];
  visible: boolean;
  selectedId?: number;
  onVisible: (on: boolean) => void;
  onSelect: (fence: FenceRow) => void;
  onAdd: (shape: 1 | 3) => void;
  onEdit: (fence: FenceRow) => void;
  onBind: (fence: FenceRow) => void;
  onDelete: (fence: FenceRow) => void;
  onClose: () => void;
}

export function kindLabel(param: number): string {
  return FENCE_KINDS.find((k) => k.value === param)?.label ?? '其他区域';
}

export function FencePanel(p: FencePanelProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => p.fences.filter((f) => !search.trim() || f.pathName.includes(search.trim())), [p.fences, search]);
  return (
    <div className={styles.panel} data-testid="fence-panel">
      <div className={styles.head}>
        <span>围栏（{p.fences.length}）</span>
        <Space size={2}>
          <Access button={BUTTON_FENCE}>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: '3', label: '多边形围栏' },
                  { key: '1', label: '圆形围栏' },
                ],
                onClick: ({ key }) => p.onAdd(key === '1' ? 1 : 3),
              }}
            >
              <Button size="small" type="text" icon={<PlusOutlined />} aria-label="添加围栏">
                添加
              </Button>
            </Dropdown>
          </Access>
          <Tooltip title={p.visible ? '隐藏' : '显示'}>
            <Button size="small" type="text" icon={p.visible ? <EyeOutlined /> : <EyeInvisibleOutlined />} onClick={() => p.onVisible(!p.visible)} aria-label={p.visible ? '隐藏围栏' : '显示围栏'} />
          </Tooltip>
          <Button size="small" type="text" icon={<CloseOutlined />} onClick={p.onClose} aria-label="关闭围栏" />
        </Space>
      </div>
      <div className={styles.body}>
        <Input size="small" allowClear placeholder="搜索围栏名称" value={search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 6 }} />
        {shown.length === 0 && <div className={styles.hint}>暂无围栏</div>}
        {shown.map((f) => (
          <div key={f.pathId} className={`${styles.row} ${f.pathId === p.selectedId ? styles.selected : ''}`} onClick={() => p.onSelect(f)} data-testid="fence-row">
            <span className={styles.name} title={`${f.pathName}（${f.groupName}）`}>
              {f.pathName}
              {f.vehicleNum + f.groupNum > 0 && <span className={styles.count}>（已绑 {f.vehicleNum} 车 {f.groupNum} 组）</span>}
            </span>
            <Tag style={{ marginInlineEnd: 0 }} color={f.param === 1 ? 'red' : f.param === 0 ? 'orange' : 'blue'}>
              {f.pathType === 1 ? '圆形·' : ''}
              {kindLabel(f.param).replace('区域', '')}
            </Tag>
            <Access button={BUTTON_FENCE}>
              <Space size={0} className={styles.actions} onClick={(e) => e.stopPropagation()}>
                <Button size="small" type="link" onClick={() => p.onBind(f)}>
                  绑车
                </Button>
                <Button size="small" type="link" onClick={() => p.onEdit(f)}>
                  修改
                </Button>
                <Popconfirm title="是否删除该围栏？" onConfirm={() => p.onDelete(f)} okText="删除" cancelText="取消">
                  <Button size="small" type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            </Access>
          </div>
        ))}
      </div>
    </div>
  );
}

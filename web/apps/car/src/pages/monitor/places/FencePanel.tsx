// The 围栏 slide panel (v3-console-inventory §2.3): the fences the user may see, searched by name,
// shown or hidden on the map; 添加 (多边形 / 圆形), and per fence 绑车, 修改, 删除 ("是否删除该围栏？").
import { useMemo, useState } from 'react';
import { Button, Dropdown, Input, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { CloseOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Access } from '@chelian/ui';
import { BUTTON_FENCE } from '../../../access';
import type { FenceRow } from '@chelian/tracking';
import { FENCE_KINDS } from './placeModel';
import styles from './Places.module.css';
import { fencePanelTexts as texts } from '../../../texts';

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
  return FENCE_KINDS.find((k) => k.value === param)?.label ?? texts.otherKind;
}

export function FencePanel(p: FencePanelProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => p.fences.filter((f) => !search.trim() || f.pathName.includes(search.trim())), [p.fences, search]);
  return (
    <div className={styles.panel} data-testid="fence-panel">
      <div className={styles.head}>
        <span>{texts.titleOpen}{p.fences.length}）</span>
        <Space size={2}>
          <Access button={BUTTON_FENCE}>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: '3', label: texts.polygon },
                  { key: '1', label: texts.circle },
                ],
                onClick: ({ key }) => p.onAdd(key === '1' ? 1 : 3),
              }}
            >
              <Button size="small" type="text" icon={<PlusOutlined />} aria-label={texts.addLabel}>{texts.add}</Button>
            </Dropdown>
          </Access>
          <Tooltip title={p.visible ? texts.hide : texts.show}>
            <Button size="small" type="text" icon={p.visible ? <EyeOutlined /> : <EyeInvisibleOutlined />} onClick={() => p.onVisible(!p.visible)} aria-label={p.visible ? texts.hideLabel : texts.showLabel} />
          </Tooltip>
          <Button size="small" type="text" icon={<CloseOutlined />} onClick={p.onClose} aria-label={texts.closeLabel} />
        </Space>
      </div>
      <div className={styles.body}>
        <Input size="small" allowClear placeholder={texts.searchPlaceholder} value={search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 6 }} />
        {shown.length === 0 && <div className={styles.hint}>{texts.empty}</div>}
        {shown.map((f) => (
          <div key={f.pathId} className={`${styles.row} ${f.pathId === p.selectedId ? styles.selected : ''}`} onClick={() => p.onSelect(f)} data-testid="fence-row">
            <span className={styles.name} title={`${f.pathName}（${f.groupName}）`}>
              {f.pathName}
              {f.vehicleNum + f.groupNum > 0 && <span className={styles.count}>{texts.boundCount(f.vehicleNum, f.groupNum)}</span>}
            </span>
            <Tag style={{ marginInlineEnd: 0 }} color={f.param === 1 ? 'red' : f.param === 0 ? 'orange' : 'blue'}>
              {f.pathType === 1 ? texts.circlePrefix : ''}
              {kindLabel(f.param).replace(texts.area, '')}
            </Tag>
            <Access button={BUTTON_FENCE}>
              <Space size={0} className={styles.actions} onClick={(e) => e.stopPropagation()}>
                <Button size="small" type="link" onClick={() => p.onBind(f)}>{texts.bind}</Button>
                <Button size="small" type="link" onClick={() => p.onEdit(f)}>{texts.edit}</Button>
                <Popconfirm title={texts.deleteConfirm} onConfirm={() => p.onDelete(f)} okText={texts.delete} cancelText={texts.cancel}>
                  <Button size="small" type="link" danger>{texts.delete}</Button>
                </Popconfirm>
              </Space>
            </Access>
          </div>
        ))}
      </div>
    </div>
  );
}

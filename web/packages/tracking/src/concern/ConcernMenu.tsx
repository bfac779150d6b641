// 关注: set the follow level (高 / 中 / 低) with a remark (preset buttons joined with "/"), change the
// remark, or clear it — in the car monitor's vehicle window, 风控中心's rows and the big screen's
// vehicle-state detail. Guarded by the app's button permission 关注度设置 (`button`).
import { useState, type ReactNode } from 'react';
import { App, Button, Dropdown, Input, Modal, Space, Tag } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Access } from '@chelian/ui';
import { reportError } from '@chelian/core';
import { CONCERN_LEVELS } from '../vehicle/vehicleTexts';
import type { ConcernApi } from './concernApi';
import { concernMenuTexts as texts } from '../texts';

export interface ConcernMenuProps {
  /** The app's button id of 关注度设置: without it the menu is not shown. */
  button: number;
  vehicleId: number;
  /** 0 not followed, 1 高, 2 中, 3 低. */
  level: number;
  remark: string;
  api: ConcernApi;
  onChanged: (vehicleId: number, level: number, remark: string) => void;
  /** What opens the menu (a small 关注 button by default). */
  trigger?: ReactNode;
}

export function ConcernMenu({ button, vehicleId, level, remark: savedRemark, api, onChanged, trigger }: ConcernMenuProps) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const [remark, setRemark] = useState('');
  const presets = useQuery({ queryKey: ['concern-presets'], queryFn: () => api.remarkPresets(), enabled: editing !== undefined });

  const open = (level: number) => {
    setRemark(savedRemark);
    setEditing(level);
  };
  const save = async () => {
    if (editing === undefined) return;
    try {
      await api.saveConcern(vehicleId, editing, remark);
      onChanged(vehicleId, editing, remark);
      setEditing(undefined);
      void message.success(texts.saved);
    } catch (error) {
      reportError(error);
    }
  };
  const clear = async () => {
    try {
      await api.deleteConcern(vehicleId);
      onChanged(vehicleId, 0, '');
      void message.success(texts.cleared);
    } catch (error) {
      reportError(error);
    }
  };
  const items = [
    ...CONCERN_LEVELS.map((c) => ({ key: String(c.level), label: <span style={{ color: c.color }}>{c.name}</span> })),
    ...(level > 0 ? [{ key: 'remark', label: texts.editRemark }, { key: 'clear', label: texts.clear }] : []),
  ];
  return (
    <Access button={button}>
      <Dropdown
        menu={{
          items,
          onClick: ({ key }) => (key === 'clear' ? void clear() : open(key === 'remark' ? level : Number(key))),
        }}
      >
        {trigger ?? <Button size="small" icon={<StarOutlined />}>{texts.follow}</Button>}
      </Dropdown>
      <Modal title={texts.remarkTitle} open={editing !== undefined} onOk={() => void save()} onCancel={() => setEditing(undefined)} okText={texts.ok} cancelText={texts.cancel} destroyOnHidden>
        <Space wrap style={{ marginBottom: 8 }}>
          {(presets.data ?? []).map((p) => (
            <Tag.CheckableTag key={p} checked={remark.split('/').includes(p)} onChange={() => setRemark((r) => (r ? `${r}/${p}` : p))}>
              {p}
            </Tag.CheckableTag>
          ))}
        </Space>
        <Input.TextArea rows={3} maxLength={200} value={remark} onChange={(e) => setRemark(e.target.value)} placeholder={texts.remarkPlaceholder} />
      </Modal>
    </Access>
  );
}

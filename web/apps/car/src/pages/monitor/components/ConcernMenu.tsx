// 关注: set the follow level (高 / 中 / 低) with a remark (preset buttons joined with "/"), change the
// remark, or clear it. Guarded by the button permission 关注度设置 (130105).
import { useState } from 'react';
import { App, Button, Dropdown, Input, Modal, Space, Tag } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Access } from '@chelian/ui';
import { CONCERN_LEVELS, type MonitorRow } from '@chelian/tracking';
import { reportError } from '@chelian/core';
import { BUTTON_CONCERN } from '../../../access';
import type { MonitorApi } from '../service';
import { concernMenuTexts as texts } from '../../../texts';

export interface ConcernMenuProps {
  row: MonitorRow;
  api: MonitorApi;
  onChanged: (vehicleId: number, level: number, remark: string) => void;
}

export function ConcernMenu({ row, api, onChanged }: ConcernMenuProps) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const [remark, setRemark] = useState('');
  const presets = useQuery({ queryKey: ['concern-presets'], queryFn: () => api.remarkPresets(), enabled: editing !== undefined });

  const open = (level: number) => {
    setRemark(row.remark ?? '');
    setEditing(level);
  };
  const save = async () => {
    if (editing === undefined) return;
    try {
      await api.saveConcern(row.V, editing, remark);
      onChanged(row.V, editing, remark);
      setEditing(undefined);
      void message.success(texts.saved);
    } catch (error) {
      reportError(error);
    }
  };
  const clear = async () => {
    try {
      await api.deleteConcern(row.V);
      onChanged(row.V, 0, '');
      void message.success(texts.cleared);
    } catch (error) {
      reportError(error);
    }
  };
  const items = [
    ...CONCERN_LEVELS.map((c) => ({ key: String(c.level), label: <span style={{ color: c.color }}>{c.name}</span> })),
    ...(row.CL > 0 ? [{ key: 'remark', label: texts.editRemark }, { key: 'clear', label: texts.clear }] : []),
  ];
  return (
    <Access button={BUTTON_CONCERN}>
      <Dropdown
        menu={{
          items,
          onClick: ({ key }) => (key === 'clear' ? void clear() : open(key === 'remark' ? row.CL : Number(key))),
        }}
      >
        <Button size="small" icon={<StarOutlined />}>{texts.follow}</Button>
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

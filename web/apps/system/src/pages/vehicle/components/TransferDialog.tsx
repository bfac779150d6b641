// 车辆转移 (§2.7): 转移到 (a group), 转移方式 根据车牌号 / 根据设备号 and the pasted list with its count
// "将要转移N台车辆" → transVehicle. With `vehicles` (转移选中项 or a row's 转移) the list is those
// vehicles: one goes through singleVehTran, several through transVehicle by terminal number.
import { useState } from 'react';
import { App, Button, Form, Input, Modal, Radio, Space, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { GroupSelect } from '../../../shared/GroupSelect';
import { batchDeleteRows, countByStatus } from '../model/batchDeleteResult';
import { parseEntries } from '../model/entryList';
import type { TransferType, VehicleApi, VehicleRow } from '../service';
import { transferDialogTexts as texts } from '../../../texts';

export interface TransferDialogProps {
  api: VehicleApi;
  /** The vehicles chosen in the table (their group is `fromGroupId`); undefined: the pasted list. */
  vehicles: VehicleRow[] | undefined;
  fromGroupId: number | undefined;
  onClose: () => void;
  onDone: () => void;
}

export function TransferDialog({ api, vehicles, fromGroupId, onClose, onDone }: TransferDialogProps) {
  const { message } = App.useApp();
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const [mode, setMode] = useState<TransferType>('plate');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const entries = vehicles ? vehicles.map((v) => v.terminalNo) : parseEntries(text);
  const run = useMutation({
    mutationFn: async (target: number) => {
      const first = vehicles?.[0];
      if (vehicles && vehicles.length === 1 && first) {
        await api.transferOne(Number(first.vehicleId), target, Number(first.groupId ?? fromGroupId ?? 0));
        return undefined;
      }
      return countByStatus(batchDeleteRows(entries, await api.transfer(vehicles ? 'terminalNo' : mode, target, entries)));
    },
    onSuccess: (counts) => {
      if (!counts || (counts.noPermission === 0 && counts.nonexistent === 0)) void message.success(texts.done(counts?.success ?? 1));
      else void message.warning(texts.partly(counts.success, counts.noPermission, counts.nonexistent));
      onDone();
    },
    onError: (e) => reportError(e),
  });
  const submit = () => {
    setTouched(true);
    if (groupId === undefined || entries.length === 0) return;
    run.mutate(groupId);
  };
  return (
    <Modal open title={vehicles ? texts.moveTitle(vehicles.length) : texts.title} width={560} onCancel={onClose} footer={null} destroyOnHidden>
      <Form layout="horizontal" labelCol={{ flex: '84px' }} data-testid="transfer-dialog">
        <Form.Item label={texts.target} required validateStatus={touched && groupId === undefined ? 'error' : undefined} help={touched && groupId === undefined ? texts.targetRequired : undefined}>
          <GroupSelect value={groupId} onChange={setGroupId} aria-label={texts.target} style={{ width: '100%' }} />
        </Form.Item>
        {vehicles ? (
          <Form.Item label={texts.vehicles}>
            <div style={{ maxHeight: 160, overflow: 'auto' }}>
              {vehicles.map((v) => (
                <Tag key={v.vehicleId}>{v.plate || v.terminalNo}</Tag>
              ))}
            </div>
          </Form.Item>
        ) : (
          <>
            <Form.Item label={texts.mode}>
              <Radio.Group
                value={mode}
                onChange={(e) => setMode(e.target.value as TransferType)}
                options={[
                  { value: 'plate', label: texts.byPlate },
                  { value: 'terminalNo', label: texts.byTerminal },
                ]}
              />
            </Form.Item>
            <Form.Item label=" " colon={false} validateStatus={touched && entries.length === 0 ? 'error' : undefined} help={touched && entries.length === 0 ? texts.listRequired : undefined}>
              <Input.TextArea rows={8} placeholder={texts.listPlaceholder} aria-label={texts.listPlaceholder} value={text} onChange={(e) => setText(e.target.value)} />
            </Form.Item>
          </>
        )}
        <Typography.Text type="secondary" data-testid="transfer-count">{texts.count(entries.length)}</Typography.Text>
        <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="primary" loading={run.isPending} onClick={submit}>{texts.save}</Button>
        </Space>
      </Form>
    </Modal>
  );
}

// 批量导入 step 3 (提交): the right rows, 目标车组 (required), then the renewal length (the price
// slider) before insertBatchVeh {groupId, addMonth}.
import { useState } from 'react';
import { Button, Form, Modal, Table, Typography } from 'antd';
import { GroupSelect } from '../../../shared/GroupSelect';
import { RenewalLengthField } from '../../../shared/renewal/RenewalLengthField';
import { DEFAULT_RENEWAL_INDEX, renewalOption } from '../../../shared/renewal/renewalPrice';
import type { ImportData, ImportRow } from '../service';
import styles from '../ImportPage.module.css';
import { importPageTexts as texts } from '../../../texts';

export interface SubmitStepProps {
  data: ImportData;
  submitting: boolean;
  onPrevious: () => void;
  onSubmit: (groupId: number, addMonth: number) => Promise<void>;
}

export function SubmitStep({ data, submitting, onPrevious, onSubmit }: SubmitStepProps) {
  const [groupId, setGroupId] = useState<number>();
  const [missingGroup, setMissingGroup] = useState(false);
  const [asking, setAsking] = useState(false);
  const [lengthIndex, setLengthIndex] = useState(DEFAULT_RENEWAL_INDEX);
  const open = () => {
    if (groupId === undefined) return setMissingGroup(true);
    setAsking(true);
  };
  return (
    <div data-testid="import-submit">
      <div className={styles.toolbar}>
        <Typography.Text strong type="success">{texts.rightCount(data.rightNum)}</Typography.Text>
      </div>
      <Table<ImportRow>
        rowKey={(r) => String(r.id ?? r.terminalNo)}
        size="small"
        dataSource={data.rightData}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: texts.plate, dataIndex: 'plate' },
          { title: texts.sim, dataIndex: 'sim' },
          { title: texts.terminalNo, dataIndex: 'terminalNo' },
          { title: texts.terminalType, dataIndex: 'terminalType' },
        ]}
      />
      <Form layout="inline" style={{ justifyContent: 'center', marginTop: 16 }}>
        <Form.Item label={texts.targetGroup} required validateStatus={missingGroup ? 'error' : undefined} help={missingGroup ? texts.targetGroupRequired : undefined}>
          <GroupSelect
            aria-label={texts.targetGroup}
            value={groupId}
            style={{ width: 260 }}
            onChange={(v) => {
              setGroupId(v);
              setMissingGroup(false);
            }}
          />
        </Form.Item>
      </Form>
      <div className={styles.footer}>
        <Button onClick={onPrevious}>{texts.previous}</Button>
        <Button type="primary" onClick={open} disabled={data.rightNum === 0}>{texts.submit}</Button>
      </div>
      {asking && groupId !== undefined && (
        <Modal
          open
          title={texts.renewTitle}
          okText={texts.submitOk}
          cancelText={texts.cancel}
          confirmLoading={submitting}
          onCancel={() => setAsking(false)}
          onOk={() => void onSubmit(groupId, renewalOption(lengthIndex).months).then(() => setAsking(false), () => undefined)}
          destroyOnHidden
        >
          <Typography.Paragraph>{texts.renewNote(data.rightNum)}</Typography.Paragraph>
          <RenewalLengthField index={lengthIndex} onChange={setLengthIndex} vehicles={data.rightNum} now={new Date()} />
        </Modal>
      )}
    </div>
  );
}

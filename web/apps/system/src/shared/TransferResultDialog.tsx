// 转移详情: the per-terminal result of a custom action (成功 / 无权限 / 无设备) with its counts.
import { Modal, Table, Tag, Typography } from 'antd';
import { transferCounts, transferRows, type TransferOutcome, type TransferReply, type TransferResultRow } from './transferResult';
import { transferResultTexts as texts } from '../texts';

const OUTCOME_COLOR: Record<TransferOutcome, string> = { success: 'success', noPermission: 'warning', nonexistent: 'error' };

/** `reply.tipMessage`, when the server sends one, is shown above the counts. */
export function TransferResultDialog({ reply, onClose }: { reply: TransferReply & { tipMessage?: string }; onClose: () => void }) {
  const counts = transferCounts(reply);
  return (
    <Modal open title={texts.title} width={520} onCancel={onClose} onOk={onClose} okText={texts.close} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      {reply.tipMessage ? <Typography.Paragraph strong>{reply.tipMessage}</Typography.Paragraph> : null}
      <Typography.Paragraph data-testid="transfer-summary">{texts.summary(counts.success, counts.noPermission, counts.nonexistent)}</Typography.Paragraph>
      <Table<TransferResultRow>
        rowKey={(r) => `${r.outcome}:${r.terminalNo}`}
        size="small"
        dataSource={transferRows(reply)}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: texts.terminalNo, dataIndex: 'terminalNo' },
          { title: texts.outcome, dataIndex: 'outcome', width: 120, render: (o: TransferOutcome) => <Tag color={OUTCOME_COLOR[o]}>{texts[o]}</Tag> },
        ]}
      />
    </Modal>
  );
}

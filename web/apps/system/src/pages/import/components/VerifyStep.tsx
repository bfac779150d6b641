// 批量导入 step 2 (验证): the wrong rows with their reason, each correctable in place (修改 → 保存 /
// 取消; one row at a time), the counts, 上一步 and 下一步 (which asks while wrong rows remain).
import { Button, Input, Space, Table, Tag, Typography } from 'antd';
import { EDITABLE_FIELDS, canGoNext, type EditableField, type ImportState } from '../model/importState';
import type { ImportRow } from '../service';
import styles from '../ImportPage.module.css';
import { importPageTexts as texts } from '../../../texts';

export interface VerifyStepProps {
  state: ImportState;
  saving: boolean;
  onEdit: (index: number) => void;
  onChange: (field: EditableField, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

const FIELD_TITLE: Record<EditableField, string> = {
  plate: texts.plate,
  sim: texts.sim,
  terminalNo: texts.terminalNo,
  terminalType: texts.terminalType,
  iccid: texts.iccid,
};

export function VerifyStep({ state, saving, onEdit, onChange, onSave, onCancel, onPrevious, onNext }: VerifyStepProps) {
  const { data, editing } = state;
  const rows = data.errorData.map((row, index) => ({ row, index }));
  const cell = (field: EditableField) => (_: unknown, { row, index }: { row: ImportRow; index: number }) =>
    editing?.index === index ? (
      <Input
        size="small"
        aria-label={FIELD_TITLE[field]}
        value={String(editing.draft[field] ?? '')}
        onChange={(e) => onChange(field, e.target.value)}
        onPressEnter={onSave}
      />
    ) : (
      String(row[field] ?? '')
    );
  return (
    <div data-testid="import-verify">
      <div className={styles.toolbar}>
        <Typography.Text strong className={styles.error} data-testid="import-error-count">{texts.errorCount(data.errorNum)}</Typography.Text>
        <Typography.Text type="success" data-testid="import-right-count">{texts.rightCount(data.rightNum)}</Typography.Text>
      </div>
      <Table
        rowKey={({ row, index }) => String(row.id ?? `i${index}`)}
        size="small"
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: texts.noErrors }}
        columns={[
          { title: texts.index, key: 'index', width: 64, render: (_, { index }) => index + 1 },
          ...EDITABLE_FIELDS.map((field) => ({ title: FIELD_TITLE[field], key: field, render: cell(field) })),
          {
            title: texts.errorMessage,
            key: 'errorMessage',
            render: (_, { row }) => <Tag color="error" style={{ whiteSpace: 'normal' }}>{String(row.errorMessage ?? '')}</Tag>,
          },
          {
            title: texts.actions,
            key: 'actions',
            width: 130,
            render: (_, { index }) =>
              editing?.index === index ? (
                <Space size={4}>
                  <Button type="link" size="small" loading={saving} onClick={onSave}>{texts.save}</Button>
                  <Button type="link" size="small" onClick={onCancel}>{texts.cancel}</Button>
                </Space>
              ) : (
                <Button type="link" size="small" disabled={editing !== null} onClick={() => onEdit(index)}>{texts.edit}</Button>
              ),
          },
        ]}
      />
      <div className={styles.footer}>
        <Button onClick={onPrevious}>{texts.previous}</Button>
        <Button type="primary" disabled={!canGoNext(state)} onClick={onNext}>{texts.next}</Button>
      </div>
      {data.rightNum === 0 ? <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>{texts.noRightRows}</Typography.Paragraph> : null}
    </div>
  );
}

// 批量导入 step 1 (上传): the drag-and-drop area (上传, 160302), 下载模板 (160301) and the tips.
import { useState } from 'react';
import { Alert, Button, Space, Spin, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Access } from '@chelian/ui';
import { BUTTON_IMPORT_TEMPLATE, BUTTON_IMPORT_UPLOAD } from '../../../access';
import styles from '../ImportPage.module.css';
import { importPageTexts as texts } from '../../../texts';

export interface UploadStepProps {
  onUpload: (file: File) => Promise<void>;
  onTemplate: () => void;
}

export function UploadStep({ onUpload, onTemplate }: UploadStepProps) {
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setBusy(true);
    try {
      await onUpload(file);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.upload} data-testid="import-upload">
      <Access button={BUTTON_IMPORT_UPLOAD}>
        <Spin spinning={busy} description={texts.uploading}>
          <Upload.Dragger
            accept=".xlsx"
            multiple={false}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{texts.dragHint}</p>
            <p className="ant-upload-hint">{texts.fileHint}</p>
            <Button type="primary" icon={<UploadOutlined />} style={{ marginTop: 8 }}>{texts.upload}</Button>
          </Upload.Dragger>
        </Spin>
      </Access>
      <Space style={{ marginTop: 16 }}>
        <Access button={BUTTON_IMPORT_TEMPLATE}>
          <Button icon={<DownloadOutlined />} onClick={onTemplate}>{texts.template}</Button>
        </Access>
      </Space>
      <Alert
        className={styles.tips}
        type="info"
        showIcon
        title={texts.tipsTitle}
        description={<ol style={{ margin: 0, paddingInlineStart: 18 }}>{texts.tipList.map((t) => <li key={t}>{t}</li>)}</ol>}
      />
    </div>
  );
}

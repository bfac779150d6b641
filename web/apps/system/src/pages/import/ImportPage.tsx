// 批量导入 (§2.7): 上传 → 验证 → 提交. On entry an import left unfinished on the server is offered
// again ("你有未完成的进度是否继续？"; 取消 drops it); the upload is validated by the server and read
// back; wrong rows are corrected in place; the right rows go into the chosen group with a renewal
// length; the success panel links to the group in 车辆管理.
import { useEffect, useMemo, useReducer, useState } from 'react';
import { App, Button, Result, Steps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { reportError } from '@chelian/core';
import { useSystemServices } from '../../services/systemServices';
import { PageHeader } from '../../shared/PageHeader';
import { useGroupTree } from '../../shared/groupTree';
import { SubmitStep } from './components/SubmitStep';
import { UploadStep } from './components/UploadStep';
import { VerifyStep } from './components/VerifyStep';
import { STEP_INDEX, correctedRow, hasUnfinishedImport, importReducer, initialImportState, missingField, needsIgnoreConfirm } from './model/importState';
import { createImportApi } from './service';
import styles from './ImportPage.module.css';
import { importPageTexts as texts, routeTexts } from '../../texts';

const FIELD_NAMES = { plate: texts.plate, terminalNo: texts.terminalNo, terminalType: texts.terminalType } as const;

export function ImportPage() {
  const { http } = useSystemServices();
  const api = useMemo(() => createImportApi(http), [http]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const { byId } = useGroupTree();
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const [saving, setSaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // The resume prompt: once, when the page opens on an import the server still holds.
  useEffect(() => {
    let live = true;
    api.importData({ silent: true }).then(
      (data) => {
        if (!live || !hasUnfinishedImport(data)) return;
        modal.confirm({
          title: texts.resumeTitle,
          content: texts.resume,
          okText: texts.resumeOk,
          cancelText: texts.resumeCancel,
          onOk: () => dispatch({ type: 'loaded', data }),
          onCancel: () =>
            api.discard().then(
              () => void message.success(texts.discarded),
              (e) => reportError(e),
            ),
        });
      },
      () => undefined, // no import to resume: the page starts at 上传
    );
    return () => {
      live = false;
    };
  }, [api, modal, message]);

  const upload = async (file: File) => {
    try {
      await api.upload(file);
      const data = await api.importData();
      void message.success(texts.uploaded(data.rightNum, data.errorNum));
      dispatch({ type: 'loaded', data });
    } catch (e) {
      reportError(e);
    }
  };

  const saveRow = async () => {
    if (!state.editing) return;
    const missing = missingField(state.editing.draft);
    if (missing) return void message.warning(texts.required(FIELD_NAMES[missing]));
    setSaving(true);
    try {
      await api.updateErrorRow(correctedRow(state.editing.draft));
      dispatch({ type: 'refreshed', data: await api.importData() });
      void message.success(texts.rowSaved);
    } catch (e) {
      reportError(e);
    } finally {
      setSaving(false);
    }
  };

  const next = () => {
    if (!needsIgnoreConfirm(state)) return dispatch({ type: 'next' });
    modal.confirm({ title: texts.ignoreTitle, content: texts.ignoreConfirm, okText: texts.ok, cancelText: texts.cancel, onOk: () => dispatch({ type: 'next' }) });
  };

  const submit = async (groupId: number, addMonth: number) => {
    setSubmitting(true);
    try {
      const result = await api.submit(groupId, addMonth);
      dispatch({ type: 'submitted', count: result.successNum, groupId, groupName: result.groupName ?? byId.get(groupId)?.gn ?? String(groupId) });
      void queryClient.invalidateQueries({ queryKey: ['system'] });
    } catch (e) {
      reportError(e);
      throw e;
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page} data-testid="import-page">
      <PageHeader title={routeTexts.import} tips={texts.tips} />
      <div className={styles.body}>
        <Steps className={styles.steps} current={STEP_INDEX[state.step]} items={texts.steps.map((title) => ({ title }))} />
        {state.step === 'upload' && <UploadStep onUpload={upload} onTemplate={() => api.downloadTemplate()} />}
        {state.step === 'verify' && (
          <VerifyStep
            state={state}
            saving={saving}
            onEdit={(index) => dispatch({ type: 'edit', index })}
            onChange={(field, value) => dispatch({ type: 'change', field, value })}
            onSave={() => void saveRow()}
            onCancel={() => dispatch({ type: 'cancelEdit' })}
            onPrevious={() => dispatch({ type: 'reset' })}
            onNext={next}
          />
        )}
        {state.step === 'submit' && <SubmitStep data={state.data} submitting={submitting} onPrevious={() => dispatch({ type: 'back' })} onSubmit={submit} />}
        {state.step === 'done' && state.done && (
          <Result
            status="success"
            title={texts.successTitle}
            subTitle={
              <span data-testid="import-success">
                {texts.successCount(state.done.count)}　{texts.successGroup(state.done.groupName)}
              </span>
            }
            extra={[
              <Button type="primary" key="view" onClick={() => navigate('/vehicle')}>{texts.view}</Button>,
              <Button key="again" onClick={() => dispatch({ type: 'reset' })}>{texts.again}</Button>,
            ]}
          />
        )}
      </div>
    </div>
  );
}

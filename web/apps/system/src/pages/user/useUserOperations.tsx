// The two-step operations of 用户管理: 删除 (the coins warning, type 0, then — when the account has
// sub-accounts — the server's question and type 1 to delete them all) and 重置密码 (the server's
// question with type 0, then type 1 and the new password shown once).
import { App } from 'antd';
import { reportError } from '@chelian/core';
import type { UserApi, UserRow } from './service';
import { userPageTexts as texts } from '../../texts';

export function useUserOperations(api: UserApi, onChanged: (removed?: UserRow) => void) {
  const { modal, message } = App.useApp();

  const finishDelete = async (row: UserRow, force: boolean): Promise<void> => {
    const step = await api.deleteUser(Number(row.userId), force);
    if (step.kind === 'hasSubUsers') {
      modal.confirm({
        title: texts.removeSubTitle,
        content: step.msg,
        okText: texts.ok,
        cancelText: texts.cancel,
        okButtonProps: { danger: true },
        onOk: () => finishDelete(row, true).catch(reportError),
      });
      return;
    }
    void message.success(texts.removed(step.result.deleted, step.result.money));
    onChanged(row);
  };

  const remove = (row: UserRow) => {
    modal.confirm({
      title: texts.removeTitle,
      content: (
        <>
          <div>{texts.removeConfirm(row.name)}</div>
          <div style={{ color: '#ff4d4f', marginTop: 8 }}>{texts.removeWarning}</div>
        </>
      ),
      okText: texts.ok,
      cancelText: texts.cancel,
      okButtonProps: { danger: true },
      onOk: () => finishDelete(row, false).catch(reportError),
    });
  };

  const resetPassword = async (row: UserRow) => {
    try {
      const question = await api.resetPassword(Number(row.userId), false);
      modal.confirm({
        title: texts.resetTitle,
        content: question,
        okText: texts.ok,
        cancelText: texts.cancel,
        onOk: async () => {
          try {
            const done = await api.resetPassword(Number(row.userId), true);
            modal.info({
              title: texts.resetDoneTitle,
              content: (
                <>
                  <div data-testid="reset-password-result">{done}</div>
                  <div style={{ color: '#8c8c8c', marginTop: 8 }}>{texts.resetDoneNote}</div>
                </>
              ),
              okText: texts.ok,
            });
          } catch (e) {
            reportError(e);
          }
        },
      });
    } catch (e) {
      reportError(e);
    }
  };

  return { remove, resetPassword };
}

// 温馨提示 (§2.7), shown the first time 车辆续费 opens in a browser session: renewals and coin
// transfers cannot be undone, coins of a vehicle deleted before expiry are lost, and the price.
import { useState } from 'react';
import { Modal, Typography } from 'antd';
import { renewPageTexts as texts } from '../../../texts';

/** sessionStorage key: the notice was acknowledged in this session. */
export const RENEW_NOTICE_KEY = 'chelian.system.renewNoticeSeen';

function seen(): boolean {
  try {
    return window.sessionStorage.getItem(RENEW_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

export function RenewNotice() {
  const [open, setOpen] = useState(() => !seen());
  const close = () => {
    try {
      window.sessionStorage.setItem(RENEW_NOTICE_KEY, '1');
    } catch {
      // storage refused (private mode): the notice shows again next time
    }
    setOpen(false);
  };
  return (
    <Modal open={open} title={texts.noticeTitle} onOk={close} onCancel={close} okText={texts.noticeOk} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      <div data-testid="renew-notice">
        {texts.noticeLines.map((line, i) => (
          <Typography.Paragraph key={line}>{i + 1}. {line}</Typography.Paragraph>
        ))}
        <Typography.Paragraph strong type="danger">{texts.noticeLines.length + 1}. {texts.noticePrice}</Typography.Paragraph>
      </div>
    </Modal>
  );
}

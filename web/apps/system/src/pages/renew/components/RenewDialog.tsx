// 车辆续费 dialog (§2.7): 车牌号码, 到期时间 (one vehicle), 车辆数 and the 续费时长 slider with the coins
// it costs and "续费后到期时间：…"; refuses before sending when the balance is short.
import { useState } from 'react';
import { Descriptions, Modal, Typography } from 'antd';
import { RenewalLengthField } from '../../../shared/renewal/RenewalLengthField';
import { DEFAULT_RENEWAL_INDEX, renewalCoins, renewalOption } from '../../../shared/renewal/renewalPrice';
import { renewPageTexts as texts } from '../../../texts';

const PLATES_SHOWN = 5;

export interface RenewDialogProps {
  /** Plates (or terminal numbers) of the vehicles renewed. */
  names: string[];
  /** The expiry of the one vehicle renewed. */
  expireDate?: string;
  /** The caller's coins (undefined while unknown: the server decides). */
  balance: number | undefined;
  busy: boolean;
  onSubmit: (addMonth: number) => void;
  onClose: () => void;
}

export function RenewDialog({ names, expireDate, balance, busy, onSubmit, onClose }: RenewDialogProps) {
  const [index, setIndex] = useState(DEFAULT_RENEWAL_INDEX);
  const option = renewalOption(index);
  const need = renewalCoins(option, names.length);
  const short = balance !== undefined && need > balance;
  const shown = names.slice(0, PLATES_SHOWN).join('、') + (names.length > PLATES_SHOWN ? texts.renewMore(names.length) : '');
  return (
    <Modal
      open
      title={texts.renewTitle}
      width={560}
      okText={texts.renewOk}
      cancelText={texts.cancel}
      okButtonProps={{ disabled: short }}
      confirmLoading={busy}
      onOk={() => onSubmit(option.months)}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="renew-dialog">
        <Descriptions
          column={1}
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            { key: 'plates', label: texts.renewPlates, children: shown },
            ...(names.length === 1 ? [{ key: 'expire', label: texts.renewExpire, children: expireDate || texts.tips }] : []),
            { key: 'count', label: texts.renewCount, children: texts.renewCountValue(names.length) },
          ]}
        />
        <RenewalLengthField
          index={index}
          onChange={setIndex}
          vehicles={names.length}
          {...(names.length === 1 ? { expireDate: expireDate ?? '' } : {})}
          now={new Date()}
        />
        {short ? <Typography.Paragraph type="danger" style={{ marginTop: 8 }}>{texts.notEnoughCoins(need, balance)}</Typography.Paragraph> : null}
      </div>
    </Modal>
  );
}

// 续费时长: the slider over the price table (1月 … 4年) with the coins it costs and, for one vehicle,
// "续费后到期时间：…" (for several, each is extended from its own expiry). Controlled by the slider
// position; the caller sends renewalOption(index).months as addMonth.
import { Slider, Typography } from 'antd';
import { RENEWAL_OPTIONS, expiryAfterRenewal, renewalCoins, renewalOption } from './renewalPrice';
import { renewalLengthTexts as texts } from '../../texts';

export interface RenewalLengthFieldProps {
  index: number;
  onChange: (index: number) => void;
  vehicles: number;
  /** The expiry of the one vehicle renewed (omit for several). */
  expireDate?: string;
  /** Today (the renewal counts from it once the vehicle has expired). */
  now: Date;
}

const MARKS = Object.fromEntries(RENEWAL_OPTIONS.map((o, i) => [i, o.label]));

export function RenewalLengthField({ index, onChange, vehicles, expireDate, now }: RenewalLengthFieldProps) {
  const option = renewalOption(index);
  const single = vehicles === 1 && expireDate !== undefined;
  const after = single ? expiryAfterRenewal(expireDate, option.months, now) : undefined;
  return (
    <div data-testid="renewal-length">
      <Typography.Text strong>{texts.length}</Typography.Text>
      <div style={{ padding: '0 12px' }}>
        <Slider
          aria-label={texts.length}
          min={0}
          max={RENEWAL_OPTIONS.length - 1}
          step={null}
          marks={MARKS}
          value={index}
          onChange={onChange}
          tooltip={{ formatter: (i) => renewalOption(i ?? 0).label }}
        />
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Typography.Text type="secondary">{texts.coinsEach(option.coins)}</Typography.Text>
        <Typography.Text strong data-testid="renewal-coins">{texts.coinsTotal(renewalCoins(option, vehicles), vehicles)}</Typography.Text>
      </div>
      <div style={{ marginTop: 8 }} data-testid="renewal-expiry">
        {texts.expiryAfter}
        <Typography.Text type="danger">{single ? (after ?? texts.expiryFromFirstReport) : texts.expiryEach(option.label)}</Typography.Text>
      </div>
    </div>
  );
}

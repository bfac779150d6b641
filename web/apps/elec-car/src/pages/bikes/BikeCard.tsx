// One bike's card: plate, online and armed state, battery with its range, last report, and the
// one-tap buttons (设防/撤防 for everyone with the page, 锁车/解锁 only with the 远程锁车 button).
import { Button, Card, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { Access } from '@chelian/ui';
import { BUTTON_LOCK } from '../../access';
import { armAction, armedText, BATTERY_COLORS, batteryLevel, batteryText, lastSeenText, rangeBasisText, rangeText, type Bike } from '../../model/bikeView';
import { bikesTexts as texts, bikeViewTexts as viewTexts } from '../../texts';
import type { BikeCommand } from '../../shared/bikeCommands';

export function BikeCard({ bike, onCommand, onFind }: { bike: Bike; onCommand: (c: BikeCommand) => void; onFind: () => void }) {
  const level = batteryLevel(bike.batteryPct);
  const arm = armAction(bike);
  return (
    <Card
      size="small"
      style={{ width: 300 }}
      data-testid={`bike-card-${bike.vehicleId}`}
      title={
        <Space>
          <span>{bike.plate}</span>
          <Tag color={bike.online ? 'green' : 'default'}>{bike.online ? viewTexts.online : viewTexts.offline}</Tag>
        </Space>
      }
      extra={<Tag color={bike.armed === 1 ? 'blue' : 'default'}>{armedText(bike)}</Tag>}
      actions={[
        <Button key="arm" type="link" onClick={() => onCommand(arm)}>
          {arm === 'arm' ? texts.arm : texts.disarm}
        </Button>,
        <Access key="lock" button={BUTTON_LOCK}>
          <Button type="link" danger={!bike.locked} onClick={() => onCommand(bike.locked ? 'unlock' : 'lock')}>
            {bike.locked ? texts.unlock : texts.lock}
          </Button>
        </Access>,
        <Button key="find" type="link" onClick={onFind}>
          {texts.find}
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={4}>
        <div>
          <Typography.Text type="secondary">{texts.battery}：</Typography.Text>
          {batteryText(bike)}
          {bike.locked ? <Tag color="red" style={{ marginLeft: 8 }}>{viewTexts.locked}</Tag> : null}
        </div>
        <Progress percent={level === 'unknown' ? 0 : bike.batteryPct} showInfo={false} strokeColor={BATTERY_COLORS[level]} size="small" />
        <div>
          <Typography.Text type="secondary">{texts.range}：</Typography.Text>
          <Tooltip title={rangeBasisText(bike)}>
            <span data-testid="bike-range">{rangeText(bike)}</span>
          </Tooltip>
        </div>
        <div>
          <Typography.Text type="secondary">{texts.lastSeen}：</Typography.Text>
          {lastSeenText(bike)}
          {bike.speed !== undefined && bike.speed > 0 ? <span style={{ marginLeft: 8 }}>{texts.speed(bike.speed)}</span> : null}
        </div>
      </Space>
    </Card>
  );
}

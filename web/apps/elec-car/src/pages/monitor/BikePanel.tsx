// The bike's part of the live map's info window: battery, range and armed state as 我的车辆 shows
// them, and its one-tap commands (设防/撤防, 锁车/解锁 with the 远程锁车 button) and 找车.
import { Button, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Access } from '@chelian/ui';
import { BUTTON_LOCK } from '../../access';
import { armAction, armedText, batteryText, rangeText, type Bike } from '../../model/bikeView';
import { useElecCarServices } from '../../services/elecCarServices';
import type { BikeCommand } from '../../shared/bikeCommands';
import { BIKES_QUERY_KEY, listBikes } from '../../shared/bikesService';
import { bikePanelTexts, bikesTexts as texts, bikeViewTexts } from '../../texts';

export function BikePanel({ vehicleId, onCommand }: { vehicleId: number; onCommand: (bike: Bike, command: BikeCommand) => void }) {
  const { http } = useElecCarServices();
  const navigate = useNavigate();
  const bikes = useQuery({ queryKey: BIKES_QUERY_KEY, queryFn: () => listBikes(http) });
  const bike = bikes.data?.find((b) => b.vehicleId === vehicleId);
  if (!bike) return null;
  const arm = armAction(bike);
  return (
    <div data-testid="bike-panel">
      <div>
        {texts.battery}：{batteryText(bike)}
        <span style={{ marginLeft: 12 }}>
          {texts.range}：{rangeText(bike)}
        </span>
      </div>
      <div>
        {bikePanelTexts.armState}：<Tag color={bike.armed === 1 ? 'blue' : 'default'}>{armedText(bike)}</Tag>
        {bike.locked ? <Tag color="red">{bikeViewTexts.locked}</Tag> : null}
      </div>
      <Space size={0} wrap>
        <Button type="link" size="small" onClick={() => onCommand(bike, arm)}>
          {arm === 'arm' ? texts.arm : texts.disarm}
        </Button>
        <Access button={BUTTON_LOCK}>
          <Button type="link" size="small" danger={!bike.locked} onClick={() => onCommand(bike, bike.locked ? 'unlock' : 'lock')}>
            {bike.locked ? texts.unlock : texts.lock}
          </Button>
        </Access>
        <Button type="link" size="small" onClick={() => navigate(`/find?vehicleId=${bike.vehicleId}`)}>
          {texts.find}
        </Button>
      </Space>
    </div>
  );
}

// The columns of 风控中心's detail lists (v3-console-inventory §2.5), by list kind.
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { concernOf } from '@chelian/tracking';
import { AddressText } from '@chelian/tracking';
import { positionKind, type DialogKind } from '../model/categories';
import type { RelatedSet, RiskRow } from '../service';
import { riskDetailTexts as texts } from '../../../texts';

function Level({ level }: { level: number }) {
  const c = concernOf(level);
  return c ? <span style={{ color: c.color }}>{c.name}</span> : <span>{texts.levels[0]}</span>;
}

const nowPlace = (r: RiskRow) => <AddressText lon={r.nowLon ?? r.lon} lat={r.nowLat ?? r.lat} />;
const alarmPlace = (r: RiskRow) =>
  r.pathName ? <span>{r.pathName}</span> : <AddressText lon={r.alarmLon ?? r.lon} lat={r.alarmLat ?? r.lat} />;

const base: Record<string, TableColumnsType<RiskRow>[number]> = {
  plate: { title: texts.plate, dataIndex: 'plate', key: 'plate', fixed: 'left', width: 110 },
  groupName: { title: texts.groupName, dataIndex: 'groupName', key: 'groupName', width: 120 },
  frameNo: { title: texts.frameNo, dataIndex: 'frameNo', key: 'frameNo', width: 120 },
  concernLevel: { title: texts.concernLevel, key: 'concernLevel', width: 90, render: (_v, r) => <Level level={r.concernLevel} /> },
  remark: { title: texts.remark, dataIndex: 'remark', key: 'remark', width: 120 },
  nowRemark: { title: texts.nowRemark, dataIndex: 'nowRemark', key: 'nowRemark', width: 100 },
  alarmName: { title: texts.alarmName, dataIndex: 'alarmName', key: 'alarmName', width: 160 },
  alarmTime: { title: texts.alarmTime, dataIndex: 'alarmTime', key: 'alarmTime', width: 160 },
  alarmAddress: { title: texts.alarmAddress, key: 'alarmAddress', width: 200, render: (_v, r) => alarmPlace(r) },
  nowAddress: { title: texts.nowAddress, key: 'nowAddress', width: 200, render: (_v, r) => nowPlace(r) },
  terminalType: { title: texts.terminalType, dataIndex: 'terminalType', key: 'terminalType', width: 110 },
  terminalNo: { title: texts.terminalNo, dataIndex: 'terminalNo', key: 'terminalNo', width: 130 },
  speed: { title: texts.speed, key: 'speed', width: 90, render: (_v, r) => (r.speed > 0 ? texts.kmh(r.speed) : texts.still) },
  devTime: { title: texts.devTime, dataIndex: 'devTime', key: 'devTime', width: 160 },
  pos: { title: texts.pos, key: 'pos', width: 90, render: (_v, r) => texts.posNames[positionKind(r.pos)] },
  stateTime: {
    title: texts.stateTime,
    key: 'stateTime',
    width: 150,
    render: (_v, r) => (r.state === 3 ? texts.stateNames[3] : `${texts.stateNames[r.state] ?? ''}${r.stateTime}`),
  },
  alarmStr: { title: texts.alarmStr, dataIndex: 'alarmStr', key: 'alarmStr', width: 140 },
  displayTime: { title: texts.displayTime, dataIndex: 'displayTime', key: 'displayTime', width: 120 },
  // 风险车辆: the combination with its evidence beneath (which alarms or state, when, where).
  riskName: {
    title: texts.alarmName,
    key: 'riskName',
    width: 300,
    render: (_v, r) => (
      <Space orientation="vertical" size={0}>
        <span>{r.alarmName}</span>
        {(r.evidence ?? []).map((e, i) => (
          <Typography.Text key={i} type="secondary" style={{ whiteSpace: 'nowrap', fontSize: 12 }} data-testid="risk-evidence">
            {texts.evidenceItem(e.fact, e.alarmName, String(e.alarmTime))}
            {e.pathName ? (
              `${texts.evidencePlace}${e.pathName}`
            ) : e.lat !== 0 || e.lon !== 0 ? (
              <>
                {texts.evidencePlace}
                <AddressText lon={e.lon} lat={e.lat} />
              </>
            ) : null}
          </Typography.Text>
        ))}
      </Space>
    ),
  },
};

const ORDER: Record<Exclude<DialogKind, 'relatedOffline'>, string[]> = {
  concern: ['plate', 'groupName', 'concernLevel', 'frameNo', 'terminalType', 'speed', 'devTime', 'pos', 'stateTime', 'alarmStr', 'remark', 'nowAddress', 'nowRemark'],
  risk: ['plate', 'groupName', 'frameNo', 'riskName', 'alarmTime', 'concernLevel', 'remark', 'alarmAddress', 'nowRemark'],
  longStop: ['plate', 'groupName', 'frameNo', 'terminalNo', 'displayTime', 'nowAddress'],
  alarm: ['plate', 'groupName', 'frameNo', 'alarmName', 'alarmTime', 'alarmAddress', 'concernLevel', 'remark', 'nowRemark', 'nowAddress'],
};

export function vehicleColumns(kind: Exclude<DialogKind, 'relatedOffline'>): TableColumnsType<RiskRow> {
  return ORDER[kind].flatMap((k) => base[k] ?? []);
}

export function relatedColumns(): TableColumnsType<RelatedSet> {
  return [
    { title: texts.keyworks, dataIndex: 'keyworks', key: 'keyworks', width: 140 },
    { title: texts.carType, key: 'carType', width: 100, render: (_v, r) => texts.carTypes[r.carType] },
    { title: texts.groupName, dataIndex: 'groupName', key: 'groupName', width: 140 },
    {
      title: texts.devices,
      key: 'list',
      render: (_v, r) => (
        <Space wrap>
          {r.list.map((d) => (
            <Tooltip key={d.carId} title={d.schemaValue}>
              <Tag color={d.vehicleFlag === 0 ? 'green' : 'default'}>{`${d.plate}(${texts.vehicleFlags[d.vehicleFlag] ?? ''})`}</Tag>
            </Tooltip>
          ))}
        </Space>
      ),
    },
  ];
}

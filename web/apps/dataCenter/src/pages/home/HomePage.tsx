// 数据中心 首页, the big screen for a wall display (v3-console-inventory §2.2): clock; left the
// vehicle total, 报警车辆数, 预备/已过期车辆, 车辆状态 (查看详情 → the detail dialog) and 待续费 pies;
// centre the province map and 新增车辆趋势; right the 实时警报 ticker fed by the live push, 设备种类
// and 结清车辆. Dark, drawn in units of the 1920×1080 design so any wall size shows the same screen.
import { useMemo, useRef, useState } from 'react';
import { Button, ConfigProvider, theme } from 'antd';
import { useDataCenterServices } from '../../services/dataCenterServices';
import { createHomeApi } from './service';
import { AlarmTicker } from './parts/AlarmTicker';
import { Panel } from './parts/Panel';
import { PieCard } from './parts/PieCard';
import { ProvinceMap } from './parts/ProvinceMap';
import { ScreenClock } from './parts/ScreenClock';
import { TrendCard } from './parts/TrendCard';
import { VehicleStateDialog } from './parts/VehicleStateDialog';
import { renewalSlices, renewalTotal, settledSlices, stateSlices, typeSlices, wiredSlices } from './state/screenModel';
import { useAlarmTicker } from './state/useAlarmTicker';
import { useHomeCounts } from './state/useHomeCounts';
import { useScreenUnit } from './state/useScreenUnit';
import { homeTexts, mapTexts, pieTexts, tickerTexts, tileTexts } from '../../texts';
import styles from './HomePage.module.css';

/** antd's sizes in design units too (fonts, controls, paddings and margins), so the dialog and the switches grow with the wall. */
function screenToken(u: number) {
  // antd's paddings and margins are sizeUnit (4 px) × steps around sizeStep (4): the unit grows.
  return { colorPrimary: '#1f8fff', fontSize: Math.round(14 * u), controlHeight: Math.round(32 * u), controlHeightSM: Math.round(24 * u), sizeUnit: Math.round(4 * u) };
}

function Tile({ label, value, testId, big }: { label: string; value: number | null; testId: string; big?: boolean }) {
  return (
    <div className={big ? `${styles.tile} ${styles.tileBig}` : styles.tile} data-testid={testId}>
      <div className={styles.tileLabel}>{label}</div>
      <div className={styles.tileValue} data-testid={`${testId}-value`}>{value === null ? homeTexts.unavailable : homeTexts.count(value)}</div>
    </div>
  );
}

export function HomePage() {
  const { http, storage } = useDataCenterServices();
  const api = useMemo(() => createHomeApi(http), [http]);
  const screen = useRef<HTMLDivElement>(null);
  const u = useScreenUnit(screen);
  const ticker = useAlarmTicker(api, storage);
  const { counts, risk, provinces, updatedAt, failed } = useHomeCounts(api, ticker.pushes);
  const [detail, setDetail] = useState(false);

  const slices = useMemo(
    () =>
      counts && {
        state: stateSlices(counts),
        renewal: renewalSlices(counts),
        wired: wiredSlices(counts),
        types: typeSlices(counts),
        settled: settledSlices(counts, risk),
      },
    [counts, risk],
  );

  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: screenToken(u) }}>
      <div ref={screen} className={styles.screen} style={{ fontSize: `${16 * u}px` }} data-testid="big-screen">
        <header className={styles.header}>
          <span className={styles.status}>{failed ? homeTexts.loadFailed : updatedAt ? homeTexts.updatedAt(updatedAt) : ''}</span>
          <h1 className={styles.title}>{homeTexts.screenTitle}</h1>
          <ScreenClock />
        </header>
        <div className={styles.columns}>
          <div className={styles.column}>
            <Tile big label={tileTexts.total} value={counts?.vehNum ?? null} testId="tile-total" />
            <div className={styles.tileRow}>
              <Tile label={tileTexts.alarmVehicles} value={risk?.alarmVehicleNum ?? null} testId="tile-alarm" />
              <Tile label={tileTexts.renewal} value={counts ? renewalTotal(counts) : null} testId="tile-renewal" />
            </div>
            <Panel
              title={pieTexts.vehicleState}
              testId="pie-state"
              extra={
                <Button size="small" type="primary" ghost onClick={() => setDetail(true)}>
                  {pieTexts.details}
                </Button>
              }
            >
              <PieCard label={pieTexts.vehicleState} slices={slices?.state ?? null} u={u} />
            </Panel>
            <Panel title={pieTexts.renewal} testId="pie-renewal">
              <PieCard label={pieTexts.renewal} slices={slices?.renewal ?? null} u={u} />
            </Panel>
          </div>
          <div className={`${styles.column} ${styles.centre}`}>
            <Panel title={mapTexts.title} testId="map">
              <ProvinceMap counts={provinces} u={u} start={counts !== null || failed} />
            </Panel>
            <TrendCard counts={counts} u={u} />
          </div>
          <div className={styles.column}>
            <Panel title={tickerTexts.title} testId="ticker" extra={<span className={styles.live} data-live={ticker.live}>{ticker.live ? tickerTexts.live : tickerTexts.notLive}</span>}>
              <AlarmTicker rows={ticker.rows} />
            </Panel>
            <Panel title={pieTexts.deviceKinds} testId="pie-kinds">
              <div className={styles.pair}>
                <PieCard label={pieTexts.deviceKinds} slices={slices?.wired ?? null} u={u} />
                <PieCard label={pieTexts.deviceTypes} slices={slices?.types ?? null} u={u} />
              </div>
            </Panel>
            <Panel title={pieTexts.settled} testId="pie-settled">
              <PieCard label={pieTexts.settled} slices={slices ? slices.settled : null} u={u} />
            </Panel>
          </div>
        </div>
        <VehicleStateDialog open={detail} onClose={() => setDetail(false)} u={u} />
      </div>
    </ConfigProvider>
  );
}

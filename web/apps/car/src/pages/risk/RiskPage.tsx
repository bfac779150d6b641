// 风控中心 (v3-console-inventory §2.5): header 风控警报 with the 导出 drop-down, fourteen tiles with
// their counts (a click opens the tile's list; three show an intro the first time), and the four
// 7-day trend cards. Counts: pageHomePageTwo, queryHomePageRisk and the totals of 多设备离线 / 超长停车.
import { useMemo, useState } from 'react';
import { App, Button, Checkbox, Dropdown, Space, Typography } from 'antd';
import { AlertOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCarServices } from '../../services/CarServicesContext';
import { EXPORT_MENU_CODES, TILES, tileCount, tileOfExportCode, type Tile, type TileCounts } from './model/categories';
import { createRiskApi } from './service';
import { ExportColumnsDialog, type ExportRequest } from './components/ExportColumnsDialog';
import { RiskDetailDialog } from './components/RiskDetailDialog';
import { RiskIntro } from './components/RiskIntro';
import { TrendCards } from './components/TrendCards';
import styles from './RiskPage.module.css';
import { riskPageTexts as texts } from '../../texts';

export function RiskPage() {
  const { http, storage } = useCarServices();
  const api = useMemo(() => createRiskApi(http), [http]);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState<Tile | undefined>(undefined);
  const [intro, setIntro] = useState<string | undefined>(undefined);
  const [exporting, setExporting] = useState<ExportRequest | undefined>(undefined);
  const [chosen, setChosen] = useState<number[]>([]);
  const [menuOpen, setMenuOpen] = useState(false);

  const two = useQuery({ queryKey: ['risk-counts', 'two'], queryFn: () => api.homePageTwo() });
  const risk = useQuery({ queryKey: ['risk-counts', 'risk'], queryFn: () => api.riskTotal() });
  const related = useQuery({ queryKey: ['risk-counts', 'related'], queryFn: () => api.relatedOffline(1, 1) });
  const longStop = useQuery({ queryKey: ['risk-counts', 'longStop'], queryFn: () => api.longStops(1, 1) });
  const counts: TileCounts = { ...two.data, riskTotalNum: risk.data, carVehOfflineNum: related.data?.total, longStopNum: longStop.data?.total };
  const refreshCounts = () => void queryClient.invalidateQueries({ queryKey: ['risk-counts'] });

  const openTile = (tile: Tile) => {
    setOpen(tile);
    const key = tile.introKey as 'isRiskTotalNumFirst' | 'isCarVehOfflineNumFirst' | 'isSeparateNumFirst' | undefined;
    if (key && storage.get(key) !== false) {
      storage.set(key, false);
      setIntro(tile.key);
    }
  };

  const exportMenu = (
    <div className={styles.exportMenu} data-testid="risk-export-menu">
      <Checkbox
        checked={chosen.length === EXPORT_MENU_CODES.length}
        indeterminate={chosen.length > 0 && chosen.length < EXPORT_MENU_CODES.length}
        onChange={(e) => setChosen(e.target.checked ? [...EXPORT_MENU_CODES] : [])}
      >
        {texts.selectAll}
      </Checkbox>
      <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as number[])} className={styles.exportList}>
        {EXPORT_MENU_CODES.map((code) => {
          const tile = tileOfExportCode(code);
          return (
            <Checkbox key={code} value={code}>
              {texts.withCount(texts.exportNames[code] ?? '', tile ? tileCount(tile, counts) : 0)}
            </Checkbox>
          );
        })}
      </Checkbox.Group>
      <Button
        type="primary"
        size="small"
        block
        onClick={() => {
          if (chosen.length === 0) return void message.warning(texts.exportNone);
          setMenuOpen(false);
          setExporting({ codes: chosen });
        }}
      >
        {texts.exportAll}
      </Button>
    </div>
  );

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Typography.Title level={4} className={styles.title}>
          <AlertOutlined /> {texts.header}
        </Typography.Title>
        <Dropdown open={menuOpen} onOpenChange={setMenuOpen} trigger={['click']} popupRender={() => exportMenu}>
          <Button icon={<DownloadOutlined />}>{texts.export}</Button>
        </Dropdown>
      </div>
      <div className={styles.tiles}>
        {TILES.map((tile) => (
          <button key={tile.key} type="button" className={styles.tile} onClick={() => openTile(tile)} data-testid={`risk-tile-${tile.key}`} aria-label={texts.countOf(texts.tiles[tile.key])}>
            <span className={styles.tileName}>{texts.tiles[tile.key]}</span>
            <span className={styles.tileCount}>{tileCount(tile, counts)}</span>
          </button>
        ))}
      </div>
      <TrendCards api={api} />
      <Space>
        <RiskDetailDialog tile={open} api={api} onExport={(code) => setExporting({ codes: [code] })} onClose={() => setOpen(undefined)} onChanged={refreshCounts} />
        <RiskIntro tileKey={intro} onClose={() => setIntro(undefined)} />
        <ExportColumnsDialog request={exporting} api={api} onClose={() => setExporting(undefined)} />
      </Space>
    </div>
  );
}

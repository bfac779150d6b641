// An asset profile: what a sub-app tracks (assets.kind) and the words, columns and icons it names
// it with (车辆/车组/车牌, 人员/部门/姓名 …). The monitoring and playback pieces of this package take
// one; each app builds its own with assetProfile() from its texts.ts.
import type { CSSProperties, ComponentType } from 'react';
import type { AssetKind, AssetWords } from '@chelian/core';
import { markerShape as defaultMarkerShape } from '../map/layers/markerImages';

// assets.kind and its names live in @chelian/core (the shell names alarms by them too).
export { ASSET_KINDS, type AssetKind } from '@chelian/core';

/** The words of the shared dialogs (AssetWords: asset, group, name, unit, counted) and of the lists. */
export interface AssetNouns extends AssetWords {
  /** The field that names one asset: 车牌, 姓名. */
  label: string;
  /** The fields the monitor's search box matches, as its placeholder says them. */
  searchFields: string;
  /** The fields the playback's picker matches. */
  pickFields: string;
  /** The alarm panel's name column when it differs from `name` (the car's 车牌号码). */
  nameColumn?: string;
}

/** The track table's columns, in their order. */
export type TrackColumn = 'index' | 'label' | 'time' | 'speed' | 'direction' | 'mileage' | 'parts' | 'place';

export const ALL_TRACK_COLUMNS: readonly TrackColumn[] = ['index', 'label', 'time', 'speed', 'direction', 'mileage', 'parts', 'place'];

/** The texts of the shared pieces that name the asset, made from the nouns. */
export interface AssetTexts {
  groupTitle: string;
  collapseGroups: string;
  expandGroups: string;
  searchPlaceholder: string;
  searchLabel: string;
  empty: string;
  expired: string;
  neverOnline: string;
  choose: string;
  pick: string;
  pickPlaceholder: string;
  noFences: string;
  labelColumn: string;
  /** The alarm panel's name and group columns and its search box. */
  alarmName: string;
  alarmGroup: string;
  alarmSearch: string;
}

export interface AssetProfile {
  /** The kind the calls ask for; undefined: every kind the user sees. */
  kind: AssetKind | undefined;
  nouns: AssetNouns;
  texts: AssetTexts;
  trackColumns: readonly TrackColumn[];
  /** The icon at the start of a list row, coloured by state. */
  ListIcon: ComponentType<{ style?: CSSProperties; className?: string }> | undefined;
  /** The map marker's shape for an asset's icon type. */
  markerShape: (iconType: number) => 'arrow' | 'pin';
}

export interface AssetProfileInput {
  kind?: AssetKind;
  nouns: AssetNouns;
  trackColumns?: readonly TrackColumn[];
  ListIcon?: AssetProfile['ListIcon'];
  markerShape?: AssetProfile['markerShape'];
}

export function assetTexts(n: AssetNouns): AssetTexts {
  return {
    groupTitle: `${n.group}列表`,
    collapseGroups: `收起${n.group}`,
    expandGroups: `展开${n.group}`,
    searchPlaceholder: n.searchFields,
    searchLabel: `搜索${n.asset}`,
    empty: `暂无${n.asset}`,
    expired: `${n.asset}已过期!`,
    neverOnline: `${n.asset}从未上线!`,
    choose: `请选择${n.asset}`,
    pick: `选择${n.asset}`,
    pickPlaceholder: n.pickFields,
    noFences: `该${n.asset}未绑定围栏`,
    labelColumn: n.label,
    alarmName: n.nameColumn ?? n.name,
    alarmGroup: `所属${n.group}`,
    alarmSearch: `${n.name}/${n.group}名称`,
  };
}

export function assetProfile(input: AssetProfileInput): AssetProfile {
  return {
    kind: input.kind,
    nouns: input.nouns,
    texts: assetTexts(input.nouns),
    trackColumns: input.trackColumns ?? ALL_TRACK_COLUMNS,
    ListIcon: input.ListIcon,
    markerShape: input.markerShape ?? defaultMarkerShape,
  };
}

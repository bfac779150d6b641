// Which of the monitor's panels are open (#30 item 6): the left column, the group tree inside it and
// the alarm panel. The user collapses them to give the map or the vehicle list the room; the choice
// is kept in the app's storage (monitorLayout) as written here and read back tolerantly.

export interface MonitorLayout {
  /** The left column (车组列表 and the vehicle list); closed it is a thin strip with a reopen button. */
  leftOpen: boolean;
  /** The group tree; closed it is its header only and the vehicle list takes the height. */
  treeOpen: boolean;
  /** The alarm panel; closed it is its title bar only. */
  alarmsOpen: boolean;
}

export type MonitorPanel = keyof MonitorLayout;

export const OPEN_LAYOUT: MonitorLayout = { leftOpen: true, treeOpen: true, alarmsOpen: true };

/** The layout stored earlier: a panel is closed only where `false` was stored; anything else is open. */
export function readLayout(stored: unknown): MonitorLayout {
  if (typeof stored !== 'object' || stored === null) return OPEN_LAYOUT;
  const s = stored as Record<string, unknown>;
  return { leftOpen: s.leftOpen !== false, treeOpen: s.treeOpen !== false, alarmsOpen: s.alarmsOpen !== false };
}

/** The layout with `panel` opened or closed. */
export function withPanel(layout: MonitorLayout, panel: MonitorPanel, open: boolean): MonitorLayout {
  return { ...layout, [panel]: open };
}

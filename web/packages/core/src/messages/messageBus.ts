// Cross-app messages (R-MSG-1): a typed CustomEvent bus on `window`, shared by the shell and the
// sub-apps. Each app carries its own React, so only plain data travels here.
import type { AssetWords } from '../assets/assetWords';
import type { ResourceNode } from '../permissions/resource';

export interface MessageMap {
  /** Navigate (in the shell) to a path, optionally in a new tab. */
  goPage: { path: string; query?: Record<string, string | number>; newTab?: boolean };
  /** The client (customer) shown in the nav changed. */
  changeClient: { userId: number; name?: string };
  /** Reload the menu (resource list). */
  updateMenu: { systemName?: string };
  /** Show the download-list tip. */
  showDownList: { visible?: boolean };
  /** Open the vehicle info dialog; tab '' or 'follow' (location). */
  showVehInfo: { vehicleId: number; tab: '' | 'follow' };
  /** Ask the shell to answer with changeResourceData. */
  getResourceData: Record<string, never>;
  /** The resource tree (answer to getResourceData, or a push after a change). */
  changeResourceData: { resources: ResourceNode[] };
  /** Open the image viewer at an index of a url list. */
  showImage: { index: number; urls: string[] };
  /**
   * Open the instructions (commands) dialog (R-DLG-2): `type` is a commandType ('' lets the user
   * choose). Targets: one vehicle (vehicleId, with its plate and terminalType when known), several
   * (vehicleIds) or a group (groupId, its sub-groups too when subGroups). `words`: the asset's
   * (a person's, a pet's) from the sender's profile; absent, the vehicle's.
   */
  showInstructions: {
    type: string;
    vehicleId?: number;
    plate?: string;
    terminalType?: string;
    vehicleIds?: number[];
    groupId?: number;
    groupName?: string;
    subGroups?: boolean;
    words?: AssetWords;
  };
}

export type MessageType = keyof MessageMap;

export const MESSAGE_TYPES: readonly MessageType[] = [
  'goPage',
  'changeClient',
  'updateMenu',
  'showDownList',
  'showVehInfo',
  'getResourceData',
  'changeResourceData',
  'showImage',
  'showInstructions',
];

export const MESSAGE_EVENT_PREFIX = 'chelian:';

export function messageEventName(type: MessageType): string {
  return `${MESSAGE_EVENT_PREFIX}${type}`;
}

export function sendMessage<K extends MessageType>(
  type: K,
  detail: MessageMap[K],
  target: EventTarget = window,
): void {
  target.dispatchEvent(new CustomEvent(messageEventName(type), { detail }));
}

/** Subscribes to one message type; returns the unsubscribe function. */
export function onMessage<K extends MessageType>(
  type: K,
  handler: (detail: MessageMap[K]) => void,
  target: EventTarget = window,
): () => void {
  const listener = (event: Event): void => handler((event as CustomEvent<MessageMap[K]>).detail);
  target.addEventListener(messageEventName(type), listener);
  return () => target.removeEventListener(messageEventName(type), listener);
}

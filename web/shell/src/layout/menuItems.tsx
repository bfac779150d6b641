// Builds the left menu from the filtered resource tree: the root's children minus the sub-app
// entries (those live in the header), with 首页 first. Pure, so it is tested without antd.
import type { ReactNode } from 'react';
import {
  AlertOutlined,
  AppstoreOutlined,
  BellOutlined,
  CloudDownloadOutlined,
  HeartOutlined,
  HomeOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { ROOT_RESOURCE_ID, SUB_APPS, subAppMenuId, type ResourceNode } from '@chelian/core';
import { menuItemsTexts as texts } from '../texts';

export interface SideMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  children?: SideMenuItem[];
}

const ICONS: Record<number, ReactNode> = {
  40: <AppstoreOutlined />,
  4001: <SafetyCertificateOutlined />,
  4002: <MailOutlined />,
  1601: <CloudDownloadOutlined />,
  4003: <SettingOutlined />,
  400301: <AlertOutlined />,
  400302: <BellOutlined />,
  400303: <HeartOutlined />,
  4004: <SendOutlined />,
};

const SUB_APP_MENU_IDS = new Set(SUB_APPS.map((app) => subAppMenuId(app.platformId)));

export const HOME_MENU_ITEM: SideMenuItem = { key: '/home', label: texts.home, icon: <HomeOutlined /> };

function toItem(node: ResourceNode): SideMenuItem | undefined {
  const children = (node.children ?? []).map(toItem).filter((x): x is SideMenuItem => x !== undefined);
  const icon = ICONS[Number(node.id)];
  if (node.path && children.length === 0) return { key: node.path, label: node.name, ...(icon ? { icon } : {}) };
  if (children.length === 0) return undefined;
  return { key: `menu-${node.id}`, label: node.name, ...(icon ? { icon } : {}), children };
}

/** `tree` must already be filtered (filterMenuTree). */
export function buildSideMenu(tree: readonly ResourceNode[]): SideMenuItem[] {
  const tops = tree.flatMap((node) => (Number(node.id) === ROOT_RESOURCE_ID ? (node.children ?? []) : [node]));
  const items = tops
    .filter((node) => !SUB_APP_MENU_IDS.has(Number(node.id)))
    .map(toItem)
    .filter((x): x is SideMenuItem => x !== undefined);
  return [HOME_MENU_ITEM, ...items];
}

/** Keys of the submenus that contain `path`, outermost first. */
export function openKeysFor(items: readonly SideMenuItem[], path: string): string[] {
  for (const item of items) {
    if (item.key === path) return [];
    if (item.children) {
      const inner = openKeysFor(item.children, path);
      if (inner.length > 0 || item.children.some((c) => c.key === path)) return [item.key, ...inner];
    }
  }
  return [];
}

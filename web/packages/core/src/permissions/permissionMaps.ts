// Splits a resource tree into the menu map and the button-permission map (R-PERM-1, R-PERM-2).
import { isButton, type ResourceNode } from './resource';

export interface PermissionMaps {
  menus: Map<number, ResourceNode>;
  buttons: Map<number, ResourceNode>;
}

export function collectPermissions(roots: readonly ResourceNode[]): PermissionMaps {
  const menus = new Map<number, ResourceNode>();
  const buttons = new Map<number, ResourceNode>();
  const visit = (node: ResourceNode): void => {
    (isButton(node) ? buttons : menus).set(Number(node.id), node);
    for (const child of node.children ?? []) visit(child);
  };
  for (const root of roots) visit(root);
  return { menus, buttons };
}

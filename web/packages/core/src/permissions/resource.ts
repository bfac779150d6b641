// A node of the resource tree (R-PERM-1): type 3 is a button permission, other types are menus.

export interface ResourceNode {
  id: number;
  name: string;
  type: number;
  path?: string;
  icon?: string;
  children?: ResourceNode[];
}

export const BUTTON_RESOURCE_TYPE = 3;
/** Id of the tree's root node (根菜单). */
export const ROOT_RESOURCE_ID = 0;

export function isButton(node: ResourceNode): boolean {
  return Number(node.type) === BUTTON_RESOURCE_TYPE;
}

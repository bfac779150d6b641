// <Access menu={id}> / <Access button={id}>: renders its children only when the user holds the
// permission; otherwise they are removed (R-PERM-5) or replaced by `fallback`.
import type { ReactNode } from 'react';
import { usePermissions } from './permissionContext';

export type AccessProps = { children: ReactNode; fallback?: ReactNode } & (
  | { menu: number; button?: never }
  | { button: number; menu?: never }
);

export function Access(props: AccessProps) {
  const permissions = usePermissions();
  const allowed =
    props.menu !== undefined ? permissions.hasMenu(props.menu) : permissions.hasButton(props.button as number);
  return <>{allowed ? props.children : (props.fallback ?? null)}</>;
}

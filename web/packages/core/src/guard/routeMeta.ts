// Route metadata every app's route table carries; the guard and the layout read it.

export interface RouteMeta {
  /** Page title (Chinese). */
  title?: string;
  /**
   * Literal reading of the spec (R-GUARD-5): false = the route passes the guard unchecked;
   * true or absent = the menu permissions must be loaded and non-empty.
   */
  ignoreAuth?: boolean;
  /** Shown inside the main layout (the 404 page). */
  main?: boolean;
  /** Not recorded in the history tabs (the 404 page: a wrong address is no place to return to). */
  noHistory?: boolean;
  /** Menu id of the resource tree that guards the page. */
  menuId?: number;
  /** Name of the sub-app mounted on this route. */
  subApp?: string;
}

/** Merges the metas of a route match chain, parent first: a child's value overrides its parent's. */
export function mergeMeta(chain: ReadonlyArray<RouteMeta | undefined>): RouteMeta {
  return chain.reduce<RouteMeta>((acc, meta) => ({ ...acc, ...(meta ?? {}) }), {});
}

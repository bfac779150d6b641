// The React half of the sub-app kit, imported as '@chelian/ui/subapp' (kept out of '@chelian/ui' so
// the shell's bundle carries no qiankun lifecycle helper). The non-React half is in @chelian/core.
export * from './services';
export * from './SubAppServicesContext';
export * from './SubAppRoot';
export * from './StandaloneFrame';
export * from './startSubApp';
export * from './GuardedRoutes';
export * from './redirects';
export * from './SideMenuLayout';
export * from './RouteMenuLayout';

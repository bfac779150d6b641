// The non-React half of the sub-app kit (the React half is @chelian/ui/subapp).
export * from './subAppCore';
export * from './navigation';
export * from './permissionLoading';
export * from './routeRules';

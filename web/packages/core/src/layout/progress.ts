// Settings of the navigation progress bar (R-ROUTE-12), in NProgress's option names.

export const PROGRESS_OPTIONS = {
  minimum: 0.3,
  speed: 500,
  trickleSpeed: 200,
  easing: 'ease',
  showSpinner: false,
} as const;

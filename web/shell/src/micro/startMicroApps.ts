// Registers the sub-apps with qiankun and starts it, once, after the shell's first render.
import { addGlobalUncaughtErrorHandler, registerMicroApps, start } from 'qiankun';
import { SUB_APPS } from '@chelian/core';
import { microAppOfError, type MicroAppConfig } from './microApps';
import type { MicroAppStatusStore } from './microAppStatus';

let started = false;

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  const inner = (error as { error?: unknown; reason?: unknown } | null)?.error ?? (error as { reason?: unknown } | null)?.reason;
  return inner instanceof Error ? inner.message : String(error);
}

export function startMicroAppsOnce(apps: MicroAppConfig[], status: MicroAppStatusStore): boolean {
  if (started) return false;
  started = true;
  const names = SUB_APPS.map((a) => a.name);
  registerMicroApps(apps, {
    beforeLoad: [async (app) => status.set(app.name, { status: 'loading' })],
    afterMount: [async (app) => status.set(app.name, { status: 'mounted' })],
  });
  addGlobalUncaughtErrorHandler((event) => {
    const name = microAppOfError(event, names);
    if (name) status.set(name, { status: 'error', detail: describe(event) });
  });
  start({ prefetch: false });
  return true;
}

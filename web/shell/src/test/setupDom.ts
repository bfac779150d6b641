// The shell's test setup: the shared jsdom setup of @chelian/ui, a signed-out empty storage for
// each test, and qiankun recorded instead of run (it is not run in jsdom).
import { afterEach, vi } from 'vitest';
import '../../../packages/ui/src/test/setupDom';

afterEach(() => localStorage.clear());

vi.mock('qiankun', () => ({
  registerMicroApps: vi.fn(),
  start: vi.fn(),
  addGlobalUncaughtErrorHandler: vi.fn(),
}));

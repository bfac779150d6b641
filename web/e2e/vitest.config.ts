// Vitest config of the browser end-to-end tests: one file at a time (each starts its own server
// and Chromium; the machine has 2 cores), generous timeouts for browser start-up.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page on a busy 2-core machine may take seconds to show what a poll waits for (the default is 1 s).
    expect: { poll: { timeout: 10_000 } },
  },
});

// Vitest project for @chelian/reports: the report kit and the chart wrapper rendered in jsdom.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'reports',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setupDom.ts'],
    restoreMocks: true,
    testTimeout: 60_000,
  },
});

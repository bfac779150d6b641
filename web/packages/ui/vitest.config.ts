// Vitest project for @chelian/ui: React components rendered in jsdom.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setupDom.ts'],
    restoreMocks: true,
    // Waits inside a test get 10 s each (src/test/setupDom.ts) on a busy machine.
    testTimeout: 60_000,
  },
});

// Vitest project for @chelian/tracking: pure logic (coordinates, texts, batching, live buffers) and
// the monitoring and playback pieces.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tracking',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
    // React Testing Library's cleanup after each test (no globals here, so it is not automatic): a
    // hook left mounted keeps its timers, which then fire after the file's jsdom is gone.
    setupFiles: ['../ui/src/test/setupDom.ts'],
    // Component renders are slow on a busy machine: as in the apps, a test gets 60 s.
    testTimeout: 60_000,
  },
});

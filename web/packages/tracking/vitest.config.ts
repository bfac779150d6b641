// Vitest project for @chelian/tracking: pure logic (coordinates, texts, batching, live buffers).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tracking',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});

// Root Vitest config: one `vitest run` over every workspace that has unit tests (e2e runs apart).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'shell', 'apps/*', { test: { name: 'scripts', root: '../scripts', include: ['*.test.mjs'] } }],
  },
});

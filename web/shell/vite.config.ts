// Vite config of the shell: builds into web/dist/ (index.html + hashed assets/); sub-apps build
// into web/dist/child/<name>/ afterwards, so this build never empties dist/ (tools/clean-dist.mjs does).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Vendor groups kept apart so no chunk passes the 500 kB warning and caching survives app changes. */
const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 30 },
  { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
  { name: 'antd-rc', test: /node_modules[\\/](@rc-component|rc-[^\\/]+)[\\/]/, priority: 22 },
  { name: 'antd-style', test: /node_modules[\\/]@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/]/, priority: 21 },
  { name: 'antd', test: /node_modules[\\/](antd|@ant-design)[\\/]/, priority: 20 },
  // The map (vehicle info dialog) loads on demand only.
  { name: 'maplibre', test: /node_modules[\\/](maplibre-gl|@maplibre|gcoord)[\\/]/, priority: 18 },
  { name: 'qiankun', test: /node_modules[\\/](qiankun|single-spa|import-html-entry|lodash)[\\/]/, priority: 15 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: '../dist',
    emptyOutDir: false,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups,
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev -w @chelian/shell` against a local chelian-server (make run): API and sub-app builds.
    proxy: {
      '/oauth': 'http://127.0.0.1:8080',
      '^/car/v\\d+/': 'http://127.0.0.1:8080',
      '/child': 'http://127.0.0.1:8080',
    },
  },
  test: {
    name: 'shell',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setupDom.ts'],
    restoreMocks: true,
    css: false,
    // Whole-shell renders are slow on a busy machine (two cores shared with the build and the other
    // suites): the waits inside a test get 10 s each (setupDom.ts), a test 60 s.
    testTimeout: 60_000,
  },
});

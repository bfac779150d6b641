// Vite config of the car sub-app (platformId 8): built into web/dist/child/car/, served under
// /child/car/, mounted by the shell's qiankun under /car and runnable stand-alone.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import qiankun from 'vite-plugin-qiankun';

const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'maplibre', test: /node_modules[\\/](maplibre-gl|@maplibre|@mapbox)[\\/]/, priority: 35 },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 30 },
  { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
  { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 22 },
  { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/, priority: 20 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  base: '/child/car/',
  // The name must equal the one the shell registers (SUB_APPS: car).
  plugins: [react(), qiankun('car', { useDevMode: false })],
  build: {
    outDir: '../../dist/child/car',
    emptyOutDir: true,
    assetsDir: 'assets',
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    port: 5108,
    proxy: {
      '/oauth': 'http://127.0.0.1:8080',
      '^/car/v\\d+/': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  test: {
    name: 'car',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
    // The jsdom gaps antd needs (ResizeObserver, matchMedia) and cleanup after each test, as in the packages.
    setupFiles: ['../../packages/ui/src/test/setupDom.ts'],
    // Page renders are slow on a busy machine (two cores shared with the build and the other
    // suites): a test gets 60 s, as in the shell and ui projects.
    testTimeout: 60_000,
  },
});

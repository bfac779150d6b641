// Vite config of the 新国标 sub-app (elec-gb, platformId 26): built into web/dist/child/elec-gb/,
// served under /child/elec-gb/, mounted by the shell's qiankun under /elec-gb and runnable stand-alone.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import qiankun from 'vite-plugin-qiankun';

const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 30 },
  { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
  { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/, priority: 20 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  base: '/child/elec-gb/',
  // The name must equal the one the shell registers (SUB_APPS: elec-gb).
  plugins: [react(), qiankun('elec-gb', { useDevMode: false })],
  build: {
    outDir: '../../dist/child/elec-gb',
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
    port: 5126,
    proxy: {
      '/oauth': 'http://127.0.0.1:8080',
      '^/car/v\\d+/': 'http://127.0.0.1:8080',
      '/gb/v1': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  test: {
    name: 'elec-gb',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
    // Page renders are slow on a busy machine (two cores shared with the build and the other
    // suites): a test gets 60 s, as in the car, shell and ui projects.
    testTimeout: 60_000,
  },
});

// Vite config of the elec-lease sub-app (电动车租赁, platformId 23): built into web/dist/child/elec-lease/,
// served under /child/elec-lease/, mounted by the shell's qiankun under /elec-lease and runnable stand-alone.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import qiankun from 'vite-plugin-qiankun';

const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 30 },
  { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
  { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 22 },
  { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/, priority: 20 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  base: '/child/elec-lease/',
  // The name must equal the one the shell registers (SUB_APPS: elec-lease).
  plugins: [react(), qiankun('elec-lease', { useDevMode: false })],
  build: {
    outDir: '../../dist/child/elec-lease',
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
    port: 5123,
    proxy: {
      '/oauth': 'http://127.0.0.1:8080',
      '^/car/v\\d+/': 'http://127.0.0.1:8080',
      '^/elec-lease/v\\d+/': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  test: {
    name: 'elec-lease',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
    testTimeout: 60_000,
  },
});

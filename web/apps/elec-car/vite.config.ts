// Vite config of the elec-car sub-app (电单车卫士, platformId 18): built into web/dist/child/elec-car/,
// served under /child/elec-car/, mounted by the shell's qiankun under /elec-car and runnable
// stand-alone; share.html is the public page of a family share link (no sign-in, no qiankun).
import { resolve } from 'node:path';
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
  base: '/child/elec-car/',
  // The name must equal the one the shell registers (SUB_APPS: elec-car).
  plugins: [react(), qiankun('elec-car', { useDevMode: false })],
  build: {
    outDir: '../../dist/child/elec-car',
    emptyOutDir: true,
    assetsDir: 'assets',
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      input: { main: resolve(import.meta.dirname, 'index.html'), share: resolve(import.meta.dirname, 'share.html') },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    port: 5118,
    proxy: {
      '/oauth': 'http://127.0.0.1:8080',
      '^/car/v\\d+/': 'http://127.0.0.1:8080',
      '/api/elecar/': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  test: {
    name: 'elec-car',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
    testTimeout: 60_000,
  },
});

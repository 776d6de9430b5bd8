import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderLanding } from './scripts/prerender.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderLanding()],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 400,
    // Every browser the app supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The shared package is pure declarations (schemas, tables, functions): a page that imports one
      // table from its barrel must not carry every zod schema and the anonymiser with it.
      treeshake: {
        moduleSideEffects: (id) => (id.includes('/packages/shared/src/') ? false : undefined),
      },
      // What every page needs before it can start comes as one file, not some thirty small ones: a
      // phone on a slow network pays a round trip for each.
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});

// Vite builds the web app from src/web into dist/web; in development it serves it on :3000
// and forwards /api to the Fastify server on :3001.
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, 'src/web');
const api = { '/api': { target: 'http://localhost:3001', changeOrigin: false } };

export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Every route is its own chunk (React Router `lazy`); only the shell loads up front.
    chunkSizeWarningLimit: 600,
  },
  server: { port: 3000, strictPort: true, proxy: api },
  preview: { port: 3000, strictPort: true, proxy: api },
});

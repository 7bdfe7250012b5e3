// Vite builds the web app from src/web into dist/web; in development it serves it on :3000
// and forwards /api to the Fastify server on :3001.
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, 'src/web');
const api = { '/api': { target: 'http://localhost:3001', changeOrigin: false } };

/**
 * pdf.js reads CMaps, standard fonts, wasm decoders and ICC profiles by URL at run time. They are
 * copied to /assets/pdfjs-<version>/ (served in dev from node_modules) so Signet serves them itself;
 * src/web/components/pdf/load-pdfjs.ts points pdf.js there.
 */
function pdfjsAssets(): Plugin {
  const source = path.resolve(import.meta.dirname, 'node_modules/pdfjs-dist');
  const { version } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8')) as {
    version: string;
  };
  const prefix = `/assets/pdfjs-${version}/`;
  const folders = ['cmaps', 'standard_fonts', 'wasm', 'iccs'];
  let outDir = '';
  return {
    name: 'signet-pdfjs-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const file = path.join(source, decodeURIComponent(url.slice(prefix.length)));
        if (!file.startsWith(source + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile())
          return next();
        res.setHeader(
          'content-type',
          file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream',
        );
        fs.createReadStream(file).pipe(res);
      });
    },
    writeBundle() {
      for (const folder of folders) {
        fs.cpSync(path.join(source, folder), path.join(outDir, prefix, folder), { recursive: true });
      }
    },
  };
}

export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [react(), tailwindcss(), pdfjsAssets()],
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

// Bundles the server into dist/server (dependencies stay external, loaded from node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'create-admin': 'src/server/cli/create-admin.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// npm run dev: the API server with reload on change (tsx watch, port 3001) and Vite's dev server with
// hot module replacement (port 3000, proxying /api to 3001). Open http://localhost:3000.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'tsx watch --clear-screen=false src/server/main.ts',
      env: {
        PORT: '3001',
        SERVE_WEB: 'false',
        PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
      },
      prefixColor: 'blue',
    },
    { name: 'web', command: 'vite --port 3000 --strictPort', prefixColor: 'magenta' },
  ],
  { killOthers: ['failure', 'success'], prefix: 'name' },
);
result.catch(() => process.exit(1));

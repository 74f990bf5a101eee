// `npm run dev`: the API on :3001, restarted on change, and Vite on :3000 (hot reload,
// proxying /api and /media to the API). Ctrl-C stops both; the API stops its PostgreSQL.
import { spawn } from 'node:child_process';

const api = spawn(
  process.execPath,
  ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', NODE_ENV: 'development' },
  },
);
const web = spawn('vite', [], { stdio: 'inherit', shell: false });
const stop = () => {
  web.kill('SIGTERM');
  api.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', () => web.kill('SIGTERM'));

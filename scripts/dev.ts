// `npm run dev`: the API server with restart on change (tsx watch, port 3001) and Vite with hot reload, proxying API calls to it.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
// The log SMS provider masks codes, so local SMS flows read them from /__test/sms: the test hooks are on in dev.
const serverEnv = { TEST_HOOKS: '1', ...process.env, PORT: apiPort };
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/server.ts'], { stdio: 'inherit', env: serverEnv }),
  spawn('npx', ['vite', '--host'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

function stop(): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());

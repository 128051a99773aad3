// Development: the API with tsx watch on :3000 and Vite with hot reload on :5173 (which proxies /api).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './fingerprint.mjs';

const children = [
  spawn(
    process.execPath,
    [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server/main.ts'],
    {
      cwd: projectRoot,
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, [path.join(projectRoot, 'node_modules/vite/bin/vite.js')], {
    cwd: projectRoot,
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

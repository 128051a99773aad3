// `npm start`: builds when dist is missing or older than the sources, then serves the production build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot, sourceFingerprint } from './fingerprint.mjs';

const stampFile = path.join(projectRoot, 'dist/.build-fingerprint');
const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
if (current !== sourceFingerprint()) {
  console.log(current ? 'O código mudou: refazendo o build...' : 'Primeiro início: fazendo o build...');
  const result = spawnSync(process.execPath, [path.join(projectRoot, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(projectRoot, 'dist/server/main.js')],
  {
    stdio: 'inherit',
    cwd: projectRoot,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

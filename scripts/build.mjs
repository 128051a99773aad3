// Builds the production app: the client with Vite (plus pre-compressed copies of its assets) and the server
// bundled with esbuild, with the SQL migrations copied beside it. `npm start` runs this when dist is stale.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bundleServer } from './bundle-server.mjs';
import { projectRoot, sourceFingerprint } from './fingerprint.mjs';

const dist = path.join(projectRoot, 'dist');

// React's production build is chosen by NODE_ENV, which test runners set to 'test': the client is always built
// for production, whoever runs the build.
const buildEnv = { ...process.env, NODE_ENV: 'production' };

function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    env: buildEnv,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

function precompress(dir) {
  for (const file of files(dir)) {
    if (!/\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

rmSync(dist, { recursive: true, force: true });
run(process.execPath, [
  path.join(projectRoot, 'node_modules/vite/bin/vite.js'),
  'build',
  '--logLevel',
  'warn',
]);

run(process.execPath, [path.join(projectRoot, 'scripts/prerender.mjs')]);

precompress(path.join(dist, 'client'));

await bundleServer(path.join(dist, 'server'), { main: 'src/server/main.ts', cli: 'src/server/cli.ts' });

writeFileSync(path.join(dist, '.build-fingerprint'), sourceFingerprint());
console.log('Build pronto em dist/.');

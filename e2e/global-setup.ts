import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { hasChromium } from './harness';

/** Browser journeys run against the production build, so build it when it is missing or stale. */
export default function setup() {
  if (!hasChromium) {
    console.log('Browser tests skipped: /usr/bin/chromium not found (apt-get install chromium).');
    return;
  }
  const root = path.resolve(import.meta.dirname, '..');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('build failed');
}

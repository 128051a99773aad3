// The server as the production build ships it: bundled with esbuild, packages left to node_modules, the SQL
// migrations beside it. Used by scripts/build.mjs for dist/server and by the server suites' processes
// (src/server/testing/server-bundle.ts), so both run the same bundle.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { projectRoot } from './fingerprint.mjs';

/** Writes `<outdir>/<name>.js` for each entry (`{ main: 'src/server/main.ts' }`) and `<outdir>/migrations`. */
export async function bundleServer(outdir, entries, { sourcemap = true } = {}) {
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [name, path.join(projectRoot, file)]),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap,
    logLevel: 'warning',
  });
  cpSync(path.join(projectRoot, 'src/server/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
}

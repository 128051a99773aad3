// The server as the production build ships it: bundled with esbuild, its packages inside the bundle, the SQL
// migrations beside it (ADR 038). Used by scripts/build.mjs for dist/server and by the server suites' processes
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
    // Left to node_modules, each for a reason of its own: PGlite reads its WebAssembly and data files beside its own
    // module, pino starts its transports in worker threads that load files by path, and pg-native is pg's optional
    // native binding, not installed.
    external: ['@electric-sql/pglite', 'pino', 'pg-native'],
    // The bundled CommonJS packages call require() for Node's built-in modules, which an ES module lacks.
    banner: {
      js: "import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);",
    },
    sourcemap,
    logLevel: 'warning',
  });
  cpSync(path.join(projectRoot, 'src/server/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
}

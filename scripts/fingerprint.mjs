import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const INPUTS = ['src', 'scripts', 'package-lock.json', 'package.json', 'vite.config.ts', 'tsconfig.json'];

function* walk(target) {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target).sort()) yield* walk(path.join(target, entry));
  } else if (!/\.test\.tsx?$/.test(target)) {
    yield [target, stat];
  }
}

/** Paths, sizes and modification times of every build input: cheap, and changes whenever a source does. */
export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const [file, stat] of walk(path.join(projectRoot, input))) {
      hash.update(`${path.relative(projectRoot, file)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

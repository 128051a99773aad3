import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves once the output printed after offset `after` (default 0) contains `text`. */
  waitForOutput(text: string, options?: { after?: number; timeoutMs?: number }): Promise<void>;
  exited: Promise<number | null>;
}

/**
 * `npm start`'s server as its own process, resolved once it listens: the run's bundle of the sources
 * (server-bundle.ts), built as the production build builds dist/server.
 * `startTimeoutMs` for suites that start several while the other test workers load the machine's two cores.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { startTimeoutMs = 30_000 }: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [inject('serverBundle')], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers: Array<{ text: string; after: number; resolve: () => void }> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of [...watchers]) {
      if (output.slice(watcher.after).includes(watcher.text)) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.resolve();
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitForOutput = (text: string, { after = 0, timeoutMs = 30_000 } = {}) =>
    new Promise<void>((resolve, reject) => {
      if (output.slice(after).includes(text)) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`no "${text}" from the server:\n${output}`)),
        timeoutMs,
      );
      watchers.push({
        text,
        after,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} before "${text}":\n${output}`));
      });
    });
  await waitForOutput('Aria está no ar', { timeoutMs: startTimeoutMs });
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, waitForOutput, exited };
}

/** SIGTERM (graceful) or SIGKILL (a crash), resolved when the process is gone. */
export async function stopServerProcess(
  server: ServerProcess,
  signal: 'SIGTERM' | 'SIGKILL',
): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { describeLocalFilesMove, moveLocalFilesIntoStore } from './files/move-local-files';

async function main() {
  const config = readConfig();
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/server/main.js serves dist/client.
  const clientDir = path.resolve(here, '../client');
  const app = await buildApp({ config, clientDir });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // Requests in flight finish, but their keep-alive sockets would then stay open until Fastify's 72 s
    // keepAliveTimeout and the timer above would end the process with code 1 (found by crash-safety.test.ts):
    // close each socket as soon as it is idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Listening on the bare server keeps start-up to the single line below (Fastify logs one line per interface).
  await app.ready();
  // Files a single-machine install kept in DATA_DIR/uploads go to the configured store before any request asks
  // for one (issue 28, ADR 024).
  const move = await moveLocalFilesIntoStore(config.uploadsDir, app.services.files, (error, name) =>
    app.log.error({ err: error, file: name }, 'file not moved from DATA_DIR/uploads to the file store'),
  );
  if (move) console.log(describeLocalFilesMove(config.uploadsDir, app.services.files.backend, move));
  const abandoned = await app.services.files.removeAbandoned(new Date());
  if (abandoned > 0) app.log.warn({ files: abandoned }, 'removed files whose upload was cut short');
  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen(config.port, config.host, () => resolve());
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Lets `npm run cli` reach this process instead of opening the same PGlite folder (ADR 013).
  app.cliChannel.announce(port);
  console.log(`Aria está no ar em http://localhost:${port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

import { readConfig, type Config } from './config';
import { CLI_CHANNEL_PREFIX, CLI_TOKEN_HEADER } from './admin/cli-channel';
import { isProcessAlive, readServerFile, serverFilePath, type ServerFile } from './admin/server-file';
import { grantNeedsConfirmedEmail } from './admin/verified-email';

// The database drivers, the ORM and the AWS SDK are imported by the command that needs them, not at start: loading
// them all took seconds before a grant through the running server, which opens none of them, or the usage line.

const USAGE = 'Uso: npm run cli -- grant-admin <email>  |  npm run cli -- move-uploads';
const REQUEST_TIMEOUT_MS = 10_000;

const granted = (email: string) => `Papel de administrador concedido a ${email}.`;
/** The admin routes refuse an admin without 2FA (ADR 017): say what comes next. */
const TWO_FACTOR_HINT =
  'Para abrir /admin-consultas, a pessoa entra na Aria e ativa a verificação em duas etapas em Minha conta (/conta).';
const noAccount = (email: string) => `Nenhuma conta com o e-mail ${email}. Crie a conta em /signup primeiro.`;

/** PostgreSQL takes writes from any number of processes; so does a PGlite folder no server holds. */
async function grantDirectly(config: Config, email: string): Promise<number> {
  const [{ openDatabase }, { createAdminRepository }, { createAdminService }] = await Promise.all([
    import('./db/client'),
    import('./admin/repository'),
    import('./admin/service'),
  ]);
  const database = await openDatabase(config.database);
  try {
    const admin = createAdminService({ repository: createAdminRepository(database.db) });
    const outcome = await admin.grantAdminRole(email);
    if (outcome === 'granted') {
      console.log(granted(email));
      console.log(TWO_FACTOR_HINT);
      return 0;
    }
    console.error(outcome === 'no_account' ? noAccount(email) : grantNeedsConfirmedEmail(email));
    return 1;
  } finally {
    await database.close();
  }
}

/**
 * A running server holds the PGlite folder: opening it here as well would corrupt it or lose the write, so the
 * grant goes through the server (ADR 013). Any doubt ends in a refusal with nothing written.
 */
async function grantThroughServer(config: Config, server: ServerFile, email: string): Promise<number> {
  const file = serverFilePath(config.dataDir);
  if (server.port === 0) {
    console.error('O servidor está iniciando. Nada foi alterado: tente de novo em alguns segundos.');
    return 1;
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${server.port}${CLI_CHANNEL_PREFIX}grant-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLI_TOKEN_HEADER]: server.token },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    console.error(
      `Não foi possível falar com o servidor em execução (processo ${server.pid}, porta ${server.port}). ` +
        'Nada foi alterado. Se o servidor não estiver rodando, pare o processo indicado ou apague ' +
        `${file} e tente de novo.`,
    );
    return 1;
  }
  if (response.ok) {
    console.log(`${granted(email)} (pelo servidor em execução)`);
    console.log(TWO_FACTOR_HINT);
    return 0;
  }
  if (response.status === 404) {
    console.error(noAccount(email));
    return 1;
  }
  if (response.status === 409) {
    console.error(grantNeedsConfirmedEmail(email));
    return 1;
  }
  if (response.status === 403) {
    console.error(
      `O servidor na porta ${server.port} recusou o pedido: ${file} está desatualizado. Nada foi alterado. ` +
        'Reinicie o servidor e tente de novo.',
    );
    return 1;
  }
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  console.error(
    `O servidor respondeu ${response.status}${typeof body.message === 'string' ? `: ${body.message}` : ''}. ` +
      'Nada foi alterado.',
  );
  return 1;
}

async function grantAdmin(email: string): Promise<number> {
  const config = readConfig();
  const database = config.database;
  if (database.kind === 'pglite' && database.dataDir !== 'memory://') {
    const server = readServerFile(config.dataDir);
    // A file left by a server that died without closing names a process that is gone: nothing holds the folder.
    if (server && isProcessAlive(server.pid)) return grantThroughServer(config, server, email);
  }
  return grantDirectly(config, email);
}

/**
 * The same move every start does (ADR 024), for a folder no server will start on: an old machine's DATA_DIR copied
 * elsewhere. Idempotent; exits 1 when a file could not be moved (it stays in the folder).
 */
async function moveUploads(): Promise<number> {
  const config = readConfig();
  if (config.fileStorage.kind === 'local') {
    console.log(
      `Os arquivos ficam em ${config.uploadsDir} (FILE_STORAGE=local): nada a mover. Configure DATABASE_URL ` +
        '(PostgreSQL) ou FILE_STORAGE=s3 para movê-los.',
    );
    return 0;
  }
  const [
    { openDatabase },
    { createConfiguredFileStore },
    { describeLocalFilesMove, moveLocalFilesIntoStore },
  ] = await Promise.all([
    import('./db/client'),
    import('./files/configured-store'),
    import('./files/move-local-files'),
  ]);
  // Only the database store needs the database; S3 never opens it (on PGlite a server may hold it, ADR 013).
  const database = config.fileStorage.kind === 'database' ? await openDatabase(config.database) : null;
  try {
    const store = createConfiguredFileStore(config, database?.db ?? null);
    let failed = 0;
    const move = await moveLocalFilesIntoStore(config.uploadsDir, store, (error, name) => {
      failed += 1;
      console.error(
        `Não foi possível mover ${name}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    console.log(
      move
        ? describeLocalFilesMove(config.uploadsDir, store.backend, move)
        : `Nenhuma pasta ${config.uploadsDir}: nada a mover.`,
    );
    return failed > 0 ? 1 : 0;
  } finally {
    await database?.close();
  }
}

async function main(argv: string[]) {
  const [command, rawEmail] = argv;
  if (command === 'move-uploads' && argv.length === 1) return moveUploads();
  const email = rawEmail?.trim().toLowerCase();
  if (command !== 'grant-admin' || !email) {
    console.error(USAGE);
    return 2;
  }
  return grantAdmin(email);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

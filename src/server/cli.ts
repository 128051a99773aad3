import { readConfig } from './config';
import { openDatabase } from './db/client';
import { createAccountsRepository } from './accounts/repository';
import { createAccountsService, systemClock } from './accounts/service';

const USAGE = 'Uso: npm run cli -- grant-admin <email>';

async function main(argv: string[]) {
  const [command, email] = argv;
  if (command !== 'grant-admin' || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  const database = await openDatabase(config.database);
  try {
    const accounts = createAccountsService(createAccountsRepository(database.db), systemClock);
    if (await accounts.grantAdmin(email)) {
      console.log(`Papel de administrador concedido a ${email}.`);
      return 0;
    }
    console.error(`Nenhuma conta com o e-mail ${email}. Crie a conta em /signup primeiro.`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

import { emailConfirmationApiPath } from '../src/shared/contracts/auth';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readOutbox } from '../src/server/testing/outbox';
import { totpCode } from '../src/server/testing/totp';
import { hasChromium, newPage, uniqueEmail, useBrowserSuite } from './harness';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '..');

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 7)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 3),
]);

/** The public list as a first-time visitor sees it: a fresh context, so no cached answer of /api/psychologists. */
async function publicNames(browser: Browser, baseUrl: string): Promise<string[]> {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(`${baseUrl}/psicologos`);
    await page.getByRole('heading', { name: 'Psicólogos parceiros' }).waitFor();
    const names = page.locator('article h2');
    await names.first().waitFor();
    return (await names.allTextContents()).map((name) => name.trim());
  } finally {
    await context.close();
  }
}

async function signInForAdminArea(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login?next=/admin-consultas`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

describe.skipIf(!hasChromium)('admin report in a real browser', () => {
  const suite = useBrowserSuite();

  it('grants the role from the CLI, turns on 2FA and signs in with a code, toggles, approves and exports', async () => {
    const { baseUrl, dataDir } = suite.app;
    const { context, page } = await newPage(suite.browser);
    const email = uniqueEmail('admin');
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Nome completo').fill('Rita Administradora');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo123');
    await page.getByLabel('Confirmar senha').fill('segredo123');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Conta criada com sucesso!').waitFor();

    await page.goto(`${baseUrl}/admin-consultas`);
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();

    // The built CLI, beside the running server on the same embedded database (ADR 013).
    const grant = () =>
      run(process.execPath, [path.join(projectRoot, 'dist/server/cli.js'), 'grant-admin', email], {
        cwd: projectRoot,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: new URL(baseUrl).port },
      });
    // An unconfirmed address is refused (ADR 022): whoever signed it up first would otherwise get the role.
    const refused = await grant().then(
      () => null,
      (error: { stderr?: string }) => error,
    );
    expect(refused?.stderr).toContain(`O e-mail ${email} ainda não foi confirmado. Nada foi alterado.`);
    // The owner confirms it as a person does: the e-mailed link, then the page's button.
    const confirmationLink = async () => {
      const mail = (await readOutbox(path.join(dataDir, 'outbox'))).find(
        (message) => message.to.includes(email) && message.subject === 'Confirme seu e-mail na Aria',
      );
      return /https?:\/\/\S+\/confirmar-email\?\S+/.exec(mail?.text ?? '')?.[0];
    };
    await expect.poll(confirmationLink).toBeTruthy();
    await page.goto((await confirmationLink())!);
    await page.getByRole('button', { name: 'Confirmar meu e-mail' }).click();
    await page.getByRole('heading', { name: 'E-mail confirmado!' }).waitFor();
    const granted = await grant();
    expect(granted.stdout).toContain(
      `Papel de administrador concedido a ${email}. (pelo servidor em execução)`,
    );
    expect(granted.stdout).toContain('ativa a verificação em duas etapas em Minha conta (/conta)');

    // The grant ended the session (ADR 018). Signed in again, the admin finds the admin area shut until 2FA is on
    // (ADR 017): turn it on in /conta, sign out, and sign in with a code.
    await signInForAdminArea(page, baseUrl, email);
    await page.getByRole('heading', { name: 'Verificação em duas etapas necessária' }).waitFor();
    await page.getByRole('link', { name: 'Ir para Minha conta' }).click();
    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    await page.getByLabel('Digite sua senha para continuar').fill('segredo123');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    await page.getByLabel('2. Digite o código de 6 dígitos que o aplicativo mostra').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
    const backupCodes = page.getByRole('list', { name: 'Códigos de backup' }).getByRole('listitem');
    await backupCodes.first().waitFor();
    expect(await backupCodes.count()).toBe(10);
    await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
    await page.getByTestId('two-factor-status').getByText('Ativada.').waitFor();
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);

    await signInForAdminArea(page, baseUrl, email);
    const codeField = page.getByLabel('Código do aplicativo autenticador');
    const wrongCode = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    await codeField.fill(wrongCode);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('Código incorreto. Confira o aplicativo autenticador e tente de novo.').waitFor();
    expect(await codeField.inputValue()).toBe(wrongCode);
    await codeField.fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(`${baseUrl}/admin-consultas`);

    // A partner application, sent as the /cadastrar-psicologo form sends it.
    const form = new FormData();
    const fields = {
      name: 'Helena Candidata Lopes',
      email: uniqueEmail('helena'),
      phone: '(11) 98888-7777',
      crp: '06/654321',
      specialization: 'Luto',
      biography: 'Atendo processos de luto há 10 anos, com escuta acolhedora.',
      bankName: 'Banco do Brasil',
      bankAgency: '1234-5',
      bankAccount: '98765-4',
      bankAccountHolder: 'Helena Candidata Lopes',
      acceptTerms: 'true',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('document', new Blob([PDF], { type: 'application/pdf' }), 'crp.pdf');
    form.append('profilePicture', new Blob([PNG], { type: 'image/png' }), 'eu.png');
    const applied = await fetch(`${baseUrl}/api/psychologist-applications`, {
      method: 'POST',
      headers: { origin: baseUrl },
      body: form,
    });
    expect(applied.status).toBe(201);
    // Aprovar waits for the applicant's e-mail confirmation: follow the link the application sent (ADR 017).
    const confirmation = (await readOutbox(path.join(dataDir, 'outbox'))).find(
      (message) => message.to === fields.email && message.subject === 'Confirme seu e-mail na Aria',
    );
    const pageLink = /https?:\/\/\S+\/confirmar-email\?token=\S+&tipo=cadastro/.exec(
      confirmation?.text ?? '',
    )?.[0];
    expect(pageLink).toBeDefined();
    // What the page's button opens (the page itself confirms nothing: mail scanners open links).
    const token = new URL(pageLink!).searchParams.get('token')!;
    const confirmed = await fetch(`${baseUrl}${emailConfirmationApiPath(token, 'cadastro')}`, {
      redirect: 'manual',
    });
    expect(confirmed.headers.get('location')).toBe('/email-confirmado');

    await page.reload();
    await page.getByRole('heading', { name: 'Relatório de consultas' }).waitFor();
    const summary = page.getByRole('region', { name: 'Resumo' });
    await summary.getByText('Psicólogos ativos').waitFor();

    // Deactivate a listed psychologist, see it leave /psicologos, activate it and see it bookable again.
    const [someone] = await publicNames(suite.browser, baseUrl);
    expect(someone).toBeTruthy();
    await page.getByRole('button', { name: `Desativar ${someone}` }).click();
    await page.getByText('Psicólogo desativado com sucesso.').waitFor();
    expect(await publicNames(suite.browser, baseUrl)).not.toContain(someone);
    await page.getByRole('button', { name: `Ativar ${someone}` }).click();
    await page.getByText('Psicólogo ativado com sucesso.').waitFor();
    expect(await publicNames(suite.browser, baseUrl)).toContain(someone);

    // Review the application: masked bank details, the document served to the admin, then approve.
    const card = page.getByRole('group', { name: 'Cadastro de Helena Candidata Lopes' });
    await card.getByText('Banco do Brasil · ag. •••••5 · conta •••••-4 · Helena Candidata Lopes').waitFor();
    const documentResponse = await page.request.get(
      `${baseUrl}${await card.getByRole('link', { name: 'Ver documento' }).getAttribute('href')}`,
    );
    expect(documentResponse.status()).toBe(200);
    expect(documentResponse.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await documentResponse.body()).equals(PDF)).toBe(true);
    await card.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByText('O psicólogo foi ativado e recebeu o convite por e-mail.').waitFor();
    expect(await publicNames(suite.browser, baseUrl)).toContain('Helena Candidata Lopes');
    const invitation = (await readOutbox(path.join(dataDir, 'outbox'))).find(
      (message) => message.to === fields.email && message.subject === 'Seu cadastro na Aria foi aprovado',
    );
    expect(invitation?.text).toMatch(new RegExp(`${baseUrl}/psychologist-login\\?convite=[A-Za-z0-9_-]{43}`));

    // Export: the CSV downloads with a BOM and parses back.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = parse(csv, { delimiter: ';', bom: true, columns: true }) as Array<Record<string, string>>;
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFData;Psicólogo;Paciente;Valor;Status;Assinante;Sala;Agendado em',
    );
    expect(Array.isArray(records)).toBe(true);

    await page.getByRole('tab', { name: 'Auditoria' }).click();
    await page.getByText('Exportou o relatório CSV').waitFor();
    await page.getByText('Aprovou cadastro').waitFor();
    await page.getByText('Concedeu papel de administrador').waitFor();
    expect(await page.getByRole('cell', { name: 'Ativou psicólogo' }).count()).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});

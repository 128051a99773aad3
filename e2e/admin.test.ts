import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readOutbox } from '../src/server/testing/outbox';
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

describe.skipIf(!hasChromium)('admin report in a real browser', () => {
  const suite = useBrowserSuite();

  it('grants the role from the CLI while the server runs, toggles, approves and exports', async () => {
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
    const granted = await run(
      process.execPath,
      [path.join(projectRoot, 'dist/server/cli.js'), 'grant-admin', email],
      {
        cwd: projectRoot,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: new URL(baseUrl).port },
      },
    );
    expect(granted.stdout).toContain(
      `Papel de administrador concedido a ${email}. (pelo servidor em execução)`,
    );

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
      (message) => message.to === fields.email,
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
    expect(csv.split('\r\n')[0]).toBe('\uFEFFData;Psicólogo;Paciente;Valor;Status;Assinante;Agendado em');
    expect(Array.isArray(records)).toBe(true);

    await page.getByRole('tab', { name: 'Auditoria' }).click();
    await page.getByText('Exportou o relatório CSV').waitFor();
    await page.getByText('Aprovou cadastro').waitFor();
    await page.getByText('Concedeu papel de administrador').waitFor();
    expect(await page.getByRole('cell', { name: 'Ativou psicólogo' }).count()).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});

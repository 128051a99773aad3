import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { ANA, pickDayAndTime } from './booking-day';
import { hasChromium, launchBrowser, newPage, startApp, uniqueEmail, type RunningApp } from './harness';
import { openCheckout, payWith } from './sandbox-checkout';

const DEMO_LOGIN = { email: 'ana.souza@demo.aria.com.br', password: 'demo-psicologa-2026' };
const CPF = '529.982.247-25';
const EVOLUTION = 'Relata menos crises de ansiedade; treinamos respiração diafragmática.';

async function downloadText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync((await download.path())!, 'utf8');
}

/**
 * Issue 24's journey: book with a CPF → pay → the psychologist writes and signs the record → the patient requests
 * and downloads a copy → the receipt page shows the CPF → the month's Receita Saúde CSV lists the consultation.
 */
describe.skipIf(!hasChromium)("the psychologist's practice in a real browser", () => {
  it('books with a CPF, pays, gets a signed record copied, a receipt and a Receita Saúde CSV line', async () => {
    let app: RunningApp = await startApp({ DEMO_DATA: 'true' });
    const baseUrl = app.baseUrl;
    const dataDir = app.dataDir;
    const browser: Browser = await launchBrowser();
    try {
      // The patient signs up, then books Ana with a CPF and pays on the sandbox page.
      const patient = await newPage(browser);
      const page = patient.page;
      await page.goto(`${baseUrl}/signup`);
      await page.getByLabel('Nome completo').fill('Joana Prado Lima');
      await page.getByLabel('E-mail').fill(uniqueEmail('joana'));
      await page.getByLabel('Senha', { exact: true }).fill('segredo123');
      await page.getByLabel('Confirmar senha').fill('segredo123');
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await page.waitForURL(/\/plans/);
      await page.goto(`${baseUrl}/consultas-agendamento?etapa=agenda&psicologo=${ANA.id}`);
      await pickDayAndTime(page, '15:00');
      await page.getByLabel('Telefone (com DDD)').fill('(11) 91234-5678');
      await page.getByLabel('CPF (opcional)').fill(CPF);
      await page.getByLabel('A pessoa que será atendida tem 18 anos ou mais').check();
      const checkout = await openCheckout(patient.context, page, 'Prosseguir para Pagamento');
      await payWith(checkout, '4242 4242 4242 4242');
      await checkout.waitForURL(/\/consultas-sucesso\?session_id=/);
      await checkout.getByRole('heading', { name: 'Consulta agendada!' }).waitFor();
      const ics = await downloadText(checkout, () =>
        checkout.getByRole('link', { name: 'Adicionar à agenda (.ics)' }).click(),
      );
      expect(ics).toContain('DTSTART;TZID=America/Sao_Paulo:');
      await checkout.close();

      // The session takes place: its start moves into the past while the server is stopped (PGlite allows one
      // process), and the same server comes back on the same address, so the signed-in tabs carry on.
      await app.stop({ keepData: true });
      const db = new PGlite(path.join(dataDir, 'pglite'));
      await db.query(
        "update appointments set starts_at = now() - interval '2 hours', ends_at = now() - interval '70 minutes' where status = 'agendado'",
      );
      await db.close();
      app = await startApp({
        DEMO_DATA: 'true',
        DATA_DIR: dataDir,
        PORT: new URL(baseUrl).port,
        PUBLIC_URL: baseUrl,
      });

      // The psychologist writes the record (autosaved) and signs it.
      const psychologist = await newPage(browser);
      const dashboard = psychologist.page;
      await dashboard.goto(`${baseUrl}/psychologist-login`);
      await dashboard.getByLabel('E-mail').fill(DEMO_LOGIN.email);
      await dashboard.getByLabel('Senha').fill(DEMO_LOGIN.password);
      await dashboard.getByRole('button', { name: 'Entrar', exact: true }).click();
      await dashboard.waitForURL(/\/psychologist-dashboard$/);
      await dashboard.getByRole('button', { name: 'Prontuário' }).click();
      await dashboard.getByLabel('Demanda').fill('Ansiedade no trabalho.');
      await dashboard.getByLabel('Evolução da sessão').fill(EVOLUTION);
      await dashboard.getByText(/Rascunho salvo em/).waitFor();
      await dashboard.getByRole('button', { name: 'Assinar registro' }).click();
      await dashboard.getByText(/Assinado em/).waitFor();
      await dashboard.getByText(EVOLUTION).waitFor();

      // The patient asks for a copy; the psychologist releases it; the patient downloads it.
      await page.goto(`${baseUrl}/conta`);
      await page.getByRole('button', { name: 'Pedir cópia' }).click();
      await page.getByText('Pedido enviado').waitFor();
      await dashboard.reload();
      await dashboard.getByRole('button', { name: 'Liberar cópia' }).click();
      await dashboard.getByText(/Cópia liberada/).waitFor();
      await page.reload();
      const copy = await downloadText(page, () => page.getByRole('link', { name: 'Baixar cópia' }).click());
      expect(copy).toContain(`Evolução: ${EVOLUTION}`);
      expect(copy).toContain('Ansiedade no trabalho.');

      // The receipt page shows the CPF.
      await page.goto(`${baseUrl}/consultas`);
      await page.getByRole('link', { name: 'Recibo' }).click();
      await page.getByRole('heading', { name: 'Recibo' }).waitFor();
      await page.getByText(`Joana Prado Lima · CPF ${CPF}`).first().waitFor();
      await page.getByText(`${ANA.name} · CRP`).waitFor();

      // The month's Receita Saúde list and CSV name the consultation and the CPF.
      await dashboard.getByRole('tab', { name: 'Receita Saúde' }).click();
      await dashboard.getByText(`Paciente: Joana Prado Lima · CPF ${CPF}`).waitFor();
      const csv = await downloadText(dashboard, () =>
        dashboard.getByRole('link', { name: 'Baixar CSV' }).click(),
      );
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv).toContain(`Joana Prado Lima;${CPF};Joana Prado Lima;${CPF}`);
    } finally {
      await browser.close();
      await app.stop();
      const { rmSync } = await import('node:fs');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

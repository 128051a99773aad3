import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { readOutbox } from '../src/server/testing/outbox';
import { hasChromium, newPage, uniqueEmail, useBrowserSuite } from './harness';
import { fillSignUpForm, openCheckout, payWith } from './sandbox-checkout';

/** Issue 14 journeys: consent, export, refund, password reset and deletion, on one app start. */

async function subscribeAndPay(page: Page, context: BrowserContext, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/subscribe?plan=mensal`);
  await fillSignUpForm(page, { name: 'Lívia Direitos', email });
  await page.getByText('Resumo do pedido').waitFor();
  const checkout = await openCheckout(context, page, 'Finalizar Pagamento');
  await payWith(checkout, '4242 4242 4242 4242');
  await checkout.waitForURL(/\/aria-chat$/, { timeout: 15_000 });
  return checkout;
}

async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe.skipIf(!hasChromium)('accounts and LGPD rights in a real browser', () => {
  const suite = useBrowserSuite();

  it('consents then chats, downloads the JSON, refunds within 7 days, and deletes the account', async () => {
    const { context, page } = await newPage(suite.browser);
    const email = uniqueEmail('lgpd');
    const chat = await subscribeAndPay(page, context, suite.app.baseUrl, email);

    // Consent before the first message; the composer stays locked until then.
    await chat.getByRole('dialog', { name: 'Antes de conversar: seu consentimento' }).waitFor();
    expect(await chat.getByText('não é guardado no servidor').count()).toBe(1);
    await chat.getByRole('button', { name: 'Concordo e quero conversar' }).click();
    await chat.getByText('Oi, eu sou a Aria').waitFor();
    const input = chat.getByLabel('Mensagem para a Aria');
    await input.fill('Tenho dormido mal');
    await input.press('Enter');
    await expect
      .poll(async () => (await chat.getByRole('log').innerText()).length, { timeout: 15_000 })
      .toBeGreaterThan(60);

    // 'Configurações' leads to /conta.
    await chat.getByRole('link', { name: 'Configurações' }).click();
    await chat.waitForURL(/\/conta$/);
    await chat.getByRole('heading', { name: 'Minha conta' }).waitFor();
    await chat.getByText(/Mensal — ativo até/).waitFor();

    const [download] = await Promise.all([
      chat.waitForEvent('download'),
      chat.getByRole('link', { name: 'Baixar meus dados' }).click(),
    ]);
    const file = path.join(suite.app.dataDir, 'export.json');
    await download.saveAs(file);
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      account: { email: string };
      consents: { kind: string }[];
      payments: { status: string }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.consents.map((row) => row.kind).sort()).toEqual(['chat', 'privacy', 'terms']);
    expect(data.payments.map((row) => row.status)).toEqual(['paid']);

    chat.once('dialog', (dialog) => void dialog.accept());
    await chat.getByRole('button', { name: 'Cancelar e pedir reembolso' }).click();
    await chat.getByText('Plano cancelado e reembolso solicitado').waitFor();
    await chat.getByText('Nenhum plano ativo').waitFor();
    expect(await chat.getByRole('button', { name: 'Cancelar e pedir reembolso' }).count()).toBe(0);

    await chat.getByRole('button', { name: 'Excluir minha conta' }).click();
    await chat.getByLabel('Digite sua senha para confirmar').fill('segredo123');
    await chat.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await chat.getByRole('heading', { name: 'Sua conta foi excluída' }).waitFor();
    await chat.getByText(/Registros de pagamento/).waitFor();
    await context.clearCookies();

    await signIn(chat, suite.app.baseUrl, email, 'segredo123');
    await chat.getByText('E-mail ou senha incorretos.').waitFor();
    await context.close();
  });

  it('confirms the e-mail from /conta, then resets a forgotten password from the outbox e-mail', async () => {
    const { context, page } = await newPage(suite.browser);
    const email = uniqueEmail('esqueci');
    await page.goto(`${suite.app.baseUrl}/signup`);
    await page.getByLabel('Nome completo').fill('Rafa Esquecido');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-velha1');
    await page.getByLabel('Confirmar senha').fill('senha-velha1');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL(/\/plans/);
    const outbox = path.join(suite.app.dataDir, 'outbox');
    const mailsTo = async (subject: string) =>
      (await readOutbox(outbox)).filter(
        (message) => message.to.includes(email) && message.subject === subject,
      );
    const newestLink = async (subject: string, pattern: RegExp) => {
      let found = '';
      await expect
        .poll(async () => {
          found = pattern.exec((await mailsTo(subject)).at(-1)?.text ?? '')?.[0] ?? '';
          return found;
        })
        .not.toBe('');
      return found;
    };

    // The sign-up sent a confirmation e-mail; /conta sends another, and its link lands on the pt-BR page.
    const confirm = 'Confirme seu e-mail na Aria';
    expect(await mailsTo(confirm)).toHaveLength(1);
    await page.goto(`${suite.app.baseUrl}/conta`);
    await page.getByText('(não confirmado)').waitFor();
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await page.getByText('E-mail de confirmação enviado').waitFor();
    await expect.poll(async () => (await mailsTo(confirm)).length).toBe(2);
    // The link opens a page that confirms on a press (mail scanners open links); opening it confirms nothing.
    await page.goto(await newestLink(confirm, /https?:\/\/\S+\/confirmar-email\?\S+/));
    await page.getByRole('heading', { name: 'Confirme seu e-mail' }).waitFor();
    await page.getByRole('button', { name: 'Confirmar meu e-mail' }).click();
    await page.getByRole('heading', { name: 'E-mail confirmado!' }).waitFor();
    await page.getByRole('link', { name: 'Ir para Minha conta' }).click();
    await page.getByText('(confirmado)').waitFor();
    await context.clearCookies();

    await page.goto(`${suite.app.baseUrl}/login`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL(/\/esqueci-senha$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText(/Se houver uma conta com este e-mail/).waitFor();

    await page.goto(
      await newestLink('Redefinição de senha da Aria', /https?:\/\/\S+\/redefinir-senha\?token=\S+/),
    );
    await page.getByLabel('Nova senha').fill('senha-nova-22');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText('Sua senha foi alterada').waitFor();

    await signIn(page, suite.app.baseUrl, email, 'senha-nova-22');
    await page.waitForURL(/\/(aria-chat|plans)/);
    await context.close();
  });
});

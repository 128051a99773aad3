import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, newPage, uniqueEmail, useBrowserSuite } from './harness';

/** Signs up with the password 'segredo123', takes the free plan and consents to the chat; returns the e-mail. */
async function signUpSubscriber(page: Page, baseUrl: string, name: string): Promise<string> {
  const email = uniqueEmail('chat');
  await page.goto(`${baseUrl}/signup?plan=mensal`);
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('Confirmar senha').fill('segredo123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.waitForURL(/\/plans\?plan=mensal$/);
  // The free test phase is on for this app: the plan is granted by the server without payment.
  await page.getByRole('button', { name: 'Começar agora - GRÁTIS' }).nth(1).click();
  await page.getByText('Plano ativado!').waitFor();
  await page.waitForURL(/\/aria-chat$/);
  // LGPD art. 11: the chat asks for its consent before the first message (issue 14).
  await page.getByRole('button', { name: 'Concordo e quero conversar' }).click();
  await page.getByText('Consentimento registrado').waitFor();
  return email;
}

const storedHistory = (page: Page) => page.evaluate(() => window.localStorage.getItem('ariaHistorico'));

/** Sends a message and waits until the conversation with Aria's reply is on the device. */
async function chatUntilStored(page: Page, text: string) {
  const input = page.getByLabel('Mensagem para a Aria');
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(async () => (await storedHistory(page)) ?? '', { timeout: 15_000 }).toContain(text);
}

/** Where 'Sair rápido' goes (quick-exit.ts); the journey answers it locally and never loads the real site. */
const NEUTRAL_SITE = 'https://www.google.com/search?q=previs%C3%A3o+do+tempo';

describe.skipIf(!hasChromium)('Aria chat in a real browser', () => {
  const suite = useBrowserSuite({ PLANS_FREE_TEST: 'true' });

  it('sends with Enter, shows typing and the streamed reply, and restores the conversation', async () => {
    const { context, page } = await newPage(suite.browser, { mobile: true });
    await signUpSubscriber(page, suite.app.baseUrl, 'Paula Reis');
    await page.getByText('Olá, Paula Reis!').waitFor();
    await page.getByText('Plano: Acesso Liberado • Chat com Aria disponível').waitFor();
    await page.getByText('Oi, eu sou a Aria').waitFor();

    // Hold the request briefly so the typing indicator can be seen, as on a slow network.
    // It also reads what the server sent, to check the reply the page renders came as an event stream.
    const served = { contentType: '', deltaEvents: 0 };
    await page.route('**/api/aria/chat', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const response = await route.fetch();
      const body = await response.text();
      served.contentType = response.headers()['content-type'] ?? '';
      served.deltaEvents = body.match(/"delta"/g)?.length ?? 0;
      await route.fulfill({ response, body });
    });
    const input = page.getByLabel('Mensagem para a Aria');
    // Empty and whitespace-only input is ignored (docs/product.md, Aria chat).
    await input.fill('   ');
    await input.press('Enter');
    await page.waitForTimeout(300);
    expect(await page.getByRole('log').locator('.items-end').count()).toBe(0);
    await input.fill('Tenho andado muito ansiosa com o trabalho');
    await input.press('Shift+Enter');
    expect(await input.inputValue()).toContain('\n');
    await input.fill('Tenho andado muito ansiosa com o trabalho');
    await input.press('Enter');
    await expect.poll(() => input.inputValue()).toBe('');
    await page.getByText('Tenho andado muito ansiosa com o trabalho').waitFor();
    await page.getByRole('status').filter({ hasText: 'Aria está digitando...' }).waitFor();
    // A send already in progress ignores another one (docs/product.md, Aria chat).
    await input.fill('Outra mensagem enquanto espero');
    await input.press('Enter');
    const log = page.getByRole('log');
    await expect
      .poll(async () => (await log.innerText()).includes('ansiedade'), { timeout: 15_000 })
      .toBe(true);
    expect(await log.locator('.items-end').count()).toBe(1);
    expect(await log.innerText()).not.toContain('Outra mensagem enquanto espero');
    await input.fill('');
    // The page asked for a stream, and the reply it rendered arrived as several events.
    expect(served.contentType).toContain('text/event-stream');
    expect(served.deltaEvents).toBeGreaterThan(1);
    await page.unroute('**/api/aria/chat');

    await page.screenshot({ path: 'e2e/.artifacts/chat-mobile.png' });
    const stored = await page.evaluate(() => window.localStorage.getItem('ariaHistorico'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(2);

    await page.reload();
    await page.getByText('Tenho andado muito ansiosa com o trabalho').waitFor();
    expect(await page.getByText('Oi, eu sou a Aria').count()).toBe(0);

    expect(await page.getByRole('link', { name: 'Falar com psicólogo humano' }).getAttribute('href')).toBe(
      '/consultas',
    );
    // Exact: 'Sair rápido' is on this page too.
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL(`${suite.app.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Apoio emocional/ }).waitFor();
    await context.close();
  });

  it('answers a distress message with the crisis reply, the /psicologos link and CVV 188', async () => {
    const { context, page } = await newPage(suite.browser);
    await signUpSubscriber(page, suite.app.baseUrl, 'Lucas Prado');
    const input = page.getByLabel('Mensagem para a Aria');
    await input.fill('nao aguento mais, queria sumir');
    await input.press('Enter');
    const log = page.getByRole('log');
    await expect.poll(async () => (await log.innerText()).includes('188'), { timeout: 15_000 }).toBe(true);
    const link = log.getByRole('link').filter({ hasText: /psic/i }).first();
    expect(await link.getAttribute('href')).toBe('/psicologos');
    expect(await log.innerText()).toContain('192');
    await context.close();
  });

  it('runs a whole exercise and a crisis that settles with the quick replies, by keyboard, and forgets the state with the conversation', async () => {
    const { context, page } = await newPage(suite.browser, { mobile: true });
    await signUpSubscriber(page, suite.app.baseUrl, 'Rita Campos');
    const log = page.getByRole('log');
    const quickReplies = page.getByRole('group', { name: 'Respostas rápidas' });
    const input = page.getByLabel('Mensagem para a Aria');
    const replies = () => log.locator('.items-start');
    const lastReply = async () => (await replies().last().innerText()) ?? '';
    const choose = async (label: string) => {
      const before = await replies().count();
      const button = quickReplies.getByRole('button', { name: label, exact: true });
      // Reached by keyboard: focused and pressed with Enter, as a screen-reader user would.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => replies().count(), { timeout: 15_000 }).toBeGreaterThan(before);
      await expect.poll(() => page.getByRole('status').count()).toBe(0);
    };

    await input.fill('to muito ansiosa com o trabalho essa semana');
    await input.press('Enter');
    await quickReplies.getByRole('button', { name: 'Sim, vamos' }).waitFor({ timeout: 15_000 });
    await choose('Sim, vamos');
    expect(await lastReply()).toMatch(/Passo 1 de (\d)/);
    const total = Number(/Passo 1 de (\d)/.exec(await lastReply())![1]);
    await choose('Não entendi');
    expect(await lastReply()).toMatch(/outr|explic/i);
    expect(await lastReply()).toMatch(/Passo 1 de/);
    for (let step = 2; step <= total; step += 1) {
      await choose('Feito');
      expect(await lastReply()).toContain(`Passo ${step} de ${total}`);
    }
    await choose('Feito');
    expect(await lastReply()).not.toMatch(/Passo \d/);
    // The buttons are gone once the exercise is over; what was sent reads as typed text.
    expect(await quickReplies.count()).toBe(0);
    expect(await log.getByText('Feito', { exact: true }).count()).toBe(total);

    await input.fill('eu nao aguento mais, quero morrer');
    await input.press('Enter');
    await quickReplies
      .getByRole('button', { name: 'Estou em segurança', exact: true })
      .waitFor({ timeout: 15_000 });
    expect(await lastReply()).toContain('188');
    await input.fill('ninguem sabe que eu to assim');
    await input.press('Enter');
    await expect.poll(lastReply, { timeout: 15_000 }).toContain('cvv.org.br');
    await quickReplies
      .getByRole('button', { name: 'Estou em segurança', exact: true })
      .waitFor({ timeout: 15_000 });
    await choose('Estou em segurança');
    expect(await lastReply()).toMatch(/em segurança/);
    await input.fill('obrigada por ficar comigo');
    await input.press('Enter');
    await expect.poll(lastReply, { timeout: 15_000 }).toContain('Lembrando:');
    expect(await page.evaluate(() => window.localStorage.getItem('ariaEstadoConversa'))).toBeTruthy();

    await page.getByRole('button', { name: 'Apagar conversa' }).click();
    await page.getByRole('dialog', { name: 'Apagar esta conversa?' }).waitFor();
    await page.getByRole('button', { name: 'Sim, apagar' }).click();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('ariaEstadoConversa')))
      .toBeNull();
    await context.close();
  });

  it('keeps a message whose reply failed on screen, says so, and does not save it', async () => {
    const { context, page } = await newPage(suite.browser);
    await signUpSubscriber(page, suite.app.baseUrl, 'Rita Lopes');
    await page.route('**/api/aria/chat', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'aria_unavailable', message: 'A Aria está indisponível no momento.' }),
      }),
    );
    const input = page.getByLabel('Mensagem para a Aria');
    await input.fill('Queria conversar sobre o meu dia');
    await input.press('Enter');
    await page.getByText('Erro na conversa').waitFor();
    await page.getByText('Não foi possível enviar sua mensagem. Tente novamente.').waitFor();
    await page.getByRole('log').getByText('Queria conversar sobre o meu dia').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('ariaHistorico'))).toBeNull();
    expect(await input.isEnabled()).toBe(true);
    await context.close();
  });

  it('on one shared browser: A signs out, B signs in to an empty chat; Apagar conversa, the no-history setting and Sair rápido by mouse and keyboard; deleting the account clears it', async () => {
    // B's account is made on another browser; A uses this one first.
    const elsewhere = await newPage(suite.browser);
    const emailB = await signUpSubscriber(elsewhere.page, suite.app.baseUrl, 'Bia Campos');
    await elsewhere.context.close();

    const { context, page } = await newPage(suite.browser);
    await signUpSubscriber(page, suite.app.baseUrl, 'Ana Moura');
    await chatUntilStored(page, 'Tenho medo de que alguém leia esta conversa');
    const leftByA = await page.evaluate(() => ({ ...window.localStorage }));
    expect(JSON.stringify(leftByA)).not.toContain('@example.com');
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL(`${suite.app.baseUrl}/`);
    expect(await storedHistory(page)).toBeNull();

    await page.goto(`${suite.app.baseUrl}/login`);
    await page.getByLabel('E-mail').fill(emailB);
    // As if A's history had been left behind (a sign-out that never ran: a closed tab, a dead battery), so the
    // owner tag alone must keep it from B.
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    }, leftByA);
    await page.getByLabel('Senha').fill('segredo123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(/\/aria-chat$/);
    await page.getByText('Olá, Bia Campos!').waitFor();
    const log = page.getByRole('log');
    await log.getByText('Oi, eu sou a Aria').waitFor();
    expect(await log.innerText()).not.toContain('Tenho medo');
    expect(await storedHistory(page)).toBeNull();

    // Apagar conversa by mouse: it asks, then nothing is left on screen or on the device.
    await chatUntilStored(page, 'Hoje eu só queria desabafar');
    await page.getByRole('button', { name: 'Apagar conversa' }).click();
    await page.getByRole('dialog', { name: 'Apagar esta conversa?' }).waitFor();
    await page.getByRole('button', { name: 'Sim, apagar' }).click();
    await log.getByText('Oi, eu sou a Aria').waitFor();
    expect(await log.innerText()).not.toContain('desabafar');
    expect(await storedHistory(page)).toBeNull();

    // By keyboard: Enter opens it on Cancelar, Tab reaches 'Sim, apagar', Enter erases; the focus goes back
    // to the message field.
    await chatUntilStored(page, 'Amanhã tem mais');
    await page.getByRole('button', { name: 'Apagar conversa' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Apagar esta conversa?' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await log.getByText('Oi, eu sou a Aria').waitFor();
    expect(await storedHistory(page)).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('mensagem');

    // 'Não guardar conversa neste aparelho', by keyboard: nothing is written while it is on.
    await page.getByRole('checkbox', { name: 'Não guardar conversa neste aparelho' }).focus();
    await page.keyboard.press('Space');
    expect(
      await page.getByRole('checkbox', { name: 'Não guardar conversa neste aparelho' }).isChecked(),
    ).toBe(true);
    const input = page.getByLabel('Mensagem para a Aria');
    await input.fill('Isto não fica salvo');
    await input.press('Enter');
    // Aria's finished reply shows its time; the page saves, or not, as it puts the reply on screen.
    await log.locator('.flex-col.items-start .text-slate-500').first().waitFor({ timeout: 15_000 });
    expect(await storedHistory(page)).toBeNull();
    // Off again: the conversation on screen is kept from then on.
    await page.getByRole('checkbox', { name: 'Não guardar conversa neste aparelho' }).click();
    await expect.poll(async () => (await storedHistory(page)) ?? '').toContain('Isto não fica salvo');

    // Sair rápido, by mouse, then by Esc twice: the neutral site takes the chat's place in the tab's history.
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Previsão do tempo</title><p>Ensolarado</p>' }),
    );
    const byMouse = await context.newPage();
    byMouse.setDefaultTimeout(15_000);
    await byMouse.goto(`${suite.app.baseUrl}/aria-chat`);
    await byMouse.getByRole('log').getByText('Isto não fica salvo').waitFor();
    const entries = await byMouse.evaluate(() => window.history.length);
    await byMouse.getByRole('button', { name: 'Sair rápido' }).click();
    await byMouse.waitForURL(NEUTRAL_SITE);
    // Replaced, not added: the tab has as many entries as before, and Back goes to what came before the chat.
    expect(await byMouse.evaluate(() => window.history.length)).toBe(entries);
    await byMouse.goBack();
    expect(byMouse.url()).not.toContain('/aria-chat');

    const byKeyboard = await context.newPage();
    byKeyboard.setDefaultTimeout(15_000);
    await byKeyboard.goto(`${suite.app.baseUrl}/aria-chat`);
    const composer = byKeyboard.getByLabel('Mensagem para a Aria');
    await composer.fill('Estou escrevendo');
    // One Esc, even twice a second and a half apart, does not leave.
    await composer.press('Escape');
    await byKeyboard.waitForTimeout(1_500);
    await composer.press('Escape');
    await byKeyboard.waitForTimeout(300);
    expect(byKeyboard.url()).toBe(`${suite.app.baseUrl}/aria-chat`);
    await composer.press('Escape');
    await byKeyboard.waitForURL(NEUTRAL_SITE);
    await byKeyboard.goBack();
    expect(byKeyboard.url()).not.toContain('/aria-chat');
    // Sair rápido keeps the conversation for when B comes back.
    expect(await storedHistory(page)).toContain('Isto não fica salvo');

    // Deleting the account takes the history with it.
    await page.getByRole('link', { name: 'Configurações' }).click();
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page.getByLabel('Digite sua senha para confirmar').fill('segredo123');
    await page.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await page.getByRole('heading', { name: 'Sua conta foi excluída' }).waitFor();
    expect(await storedHistory(page)).toBeNull();
    await context.close();
  }, 120_000);

  it('keeps visitors out', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.app.baseUrl}/aria-chat`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});

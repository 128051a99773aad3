import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, newPage, uniqueEmail, useBrowserSuite } from './harness';

async function signUpSubscriber(page: Page, baseUrl: string, name: string) {
  await page.goto(`${baseUrl}/signup?plan=mensal`);
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('E-mail').fill(uniqueEmail('chat'));
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
}

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
    // Empty and whitespace-only input is ignored (SPEC §4).
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
    // A send already in progress ignores another one (SPEC §4).
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

  it('keeps visitors out', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.app.baseUrl}/aria-chat`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});

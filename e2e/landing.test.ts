import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, newPage, queryStoppedApp, uniqueEmail, useBrowserSuite } from './harness';

describe.skipIf(!hasChromium)('the landing and content pages in a real browser', () => {
  const suite = useBrowserSuite();

  it('walks / as a visitor and finds every section, text and link of docs/product.md, Landing page', async () => {
    const { context, page } = await newPage(suite.browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(suite.app.baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // ADR 007: a visitor who only reads pays for one small script; the app starts on the first interaction.
    expect(scripts).toHaveLength(1);
    expect(await page.locator('html[data-app]').count()).toBe(0);
    expect(await page.locator('header').getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    expect(await page.title()).toContain('Aria');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain('Aria');
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(
      `${suite.app.baseUrl}/`,
    );

    const main = page.locator('main');
    for (const text of [
      '+10.000 pessoas',
      '4.9/5',
      'Conversas privadas',
      'Disponível 24/7',
      'Sem compromisso, cancelamento grátis',
      'Garantia de 7 dias',
    ]) {
      await main.getByText(text, { exact: false }).first().waitFor();
    }
    expect(await main.getByRole('link', { name: 'Falar com psicólogo' }).getAttribute('href')).toBe(
      '/consultas',
    );

    // Plans: price, struck original, the rounded discount, period, the popular mark, the visitor's links.
    const plans = page.locator('#planos');
    for (const [plan, price, original, discount] of [
      ['Avulso', 'R$ 39,90', 'R$ 49,90', '20% OFF'],
      ['Mensal', 'R$ 29,90', 'R$ 39,90', '25% OFF'],
      ['Anual', 'R$ 299,90', 'R$ 478,80', '37% OFF'],
    ] as const) {
      const card = plans.getByRole('article', { name: `Plano ${plan}` });
      await card.getByText(price, { exact: true }).waitFor();
      expect(await card.locator('.line-through').textContent()).toBe(original);
      await card.getByText(discount).waitFor();
      expect(await card.getByRole('link').getAttribute('href')).toBe(`/subscribe?plan=${plan.toLowerCase()}`);
    }
    await plans.getByRole('article', { name: 'Plano Mensal' }).getByText('Mais popular').waitFor();

    const psychologists = page.locator('#psicologos');
    expect(await psychologists.getByRole('link', { name: 'Agendar uma consulta' }).getAttribute('href')).toBe(
      '/consultas',
    );
    for (const pillar of ['Missão', 'Visão', 'Valores', 'Compromissos']) {
      await page.locator('#sobre').getByRole('heading', { name: pillar }).waitFor();
    }
    await main.getByText('com base em 2.847 avaliações').waitFor();
    expect(await main.locator('blockquote').count()).toBe(3);
    for (const claim of ['Criptografia AES-256', 'LGPD', 'ISO 27001', 'SOC 2 Type II', 'SSL/TLS 1.3']) {
      await main.getByRole('heading', { name: claim, exact: true }).waitFor();
    }
    await main.getByRole('form', { name: 'Solicitar proposta para empresas' }).waitFor();

    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'CVV 188' }).getAttribute('href')).toBe('tel:188');
    expect(await footer.getByRole('link', { name: 'SAMU 192' }).getAttribute('href')).toBe('tel:192');
    await footer.getByRole('link', { name: 'contato@aria.com.br' }).waitFor();

    // The hero's main button scrolls to the plans, before and after the app has started.
    await page.getByRole('link', { name: 'Inicie agora mesmo' }).click();
    await expect
      .poll(() => plans.evaluate((element) => Math.round(element.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBeLessThan(120);
    await page.locator('html[data-app="ready"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(1);

    // Route-level code splitting: no chat, booking, admin or calendar code on the landing page.
    expect(
      scripts.filter((script) => /chat|booking|psychologist|admin|day-picker|calendar/i.test(script)),
    ).toEqual([]);
    await context.close();
  });

  it('ships React and react-dom in the browser build, and no Preact (issue 12)', async () => {
    const assets = path.resolve(import.meta.dirname, '../dist/client/assets');
    const chunks = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(assets, name), 'utf8'));
    // react-dom's client marks every root container with this key; Preact has neither it nor React's errors.
    expect(chunks.some((code) => code.includes('__reactContainer$'))).toBe(true);
    expect(chunks.some((code) => code.includes('Minified React error'))).toBe(true);
    expect(chunks.filter((code) => /preact/i.test(code))).toEqual([]);

    const { context, page } = await newPage(suite.browser);
    await page.goto(suite.app.baseUrl, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 300);
    await page.locator('html[data-app="ready"]').waitFor();
    const reactKeys = await page.evaluate(() =>
      Object.keys(document.getElementById('root') as object).filter((key) => key.startsWith('__react')),
    );
    expect(reactKeys.some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    await context.close();
  });

  it('answers a tap on the phone menu made before the app has started', async () => {
    const { context, page } = await newPage(suite.browser, { mobile: true });
    await page.goto(suite.app.baseUrl, { waitUntil: 'networkidle' });
    expect(await page.locator('html[data-app]').count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu móvel' });
    await menu.waitFor();
    expect(await page.locator('html').getAttribute('data-app')).toBe('ready');
    expect(await menu.getByRole('link', { name: 'Planos' }).getAttribute('href')).toBe('/#planos');
    await menu.getByRole('link', { name: 'Sobre' }).click();
    await expect
      .poll(() =>
        page.locator('#sobre').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBeLessThan(120);
    expect(await menu.count()).toBe(0);
    await context.close();
  });

  it('paints the landing and content pages from HTML alone, without JavaScript', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(suite.app.baseUrl);
    await page.getByRole('heading', { level: 1, name: /Apoio emocional/ }).waitFor();
    await page.getByText('R$ 29,90', { exact: true }).first().waitFor();
    for (const [path, heading] of [
      ['/faq', /Perguntas frequentes/i],
      ['/privacidade', /Política de Privacidade/i],
      ['/termos', /Termos de Uso/i],
      ['/recursos', /Recursos/i],
      ['/seja-psicologo', /psicólogo/i],
      ['/psicologos', /Psicólogos parceiros/i],
    ] as const) {
      await page.goto(`${suite.app.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await context.close();
  });

  it('sends a signed-in person who opens / to the chat', async () => {
    const { context, page } = await newPage(suite.browser);
    const response = await context.request.post(`${suite.app.baseUrl}/api/auth/sign-up/email`, {
      data: { name: 'Lia Campos', email: uniqueEmail('lia'), password: 'segredo123' },
      headers: { origin: suite.app.baseUrl },
    });
    expect(response.ok()).toBe(true);
    await page.goto(suite.app.baseUrl);
    // /aria-chat needs a plan too, so a person without one ends up choosing a plan.
    await page.waitForURL(/\/(aria-chat|plans)$/);
    expect(new URL(page.url()).pathname).not.toBe('/');
    await context.close();
  });

  it('lists the active psychologists with their CRP, and sends a visitor who books to /login', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.app.baseUrl}/psicologos`);
    await page.getByText('30% OFF').first().waitFor();
    for (const name of ['Dra. Ana Beatriz Souza', 'Dr. Carlos Eduardo Lima', 'Dra. Juliana Martins Costa']) {
      await page.getByRole('heading', { name }).waitFor();
    }
    await page
      .getByText(/CRP 06\/123456/)
      .first()
      .waitFor();
    await page
      .getByText(/12 anos de experiência/)
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: /Agendar/ })
      .first()
      .click();
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('opens several FAQ answers at once and shows the legal pages with their date', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.app.baseUrl}/faq`);
    const questions = page.locator('main').getByRole('button', { expanded: false });
    await questions.first().waitFor();
    expect(await questions.count()).toBe(6);
    await questions.nth(0).click();
    await page.locator('main').getByRole('button', { expanded: true }).first().waitFor();
    await page.locator('main').getByRole('button', { expanded: false }).nth(1).click();
    await expect.poll(() => page.locator('main').getByRole('button', { expanded: true }).count()).toBe(2);

    for (const path of ['/privacidade', '/termos']) {
      await page.goto(`${suite.app.baseUrl}${path}`);
      await page.getByText('Última atualização: janeiro de 2025').waitFor();
    }
    await page.goto(`${suite.app.baseUrl}/seja-psicologo`);
    await page.getByRole('button', { name: /Enviar/ }).click();
    await page
      .getByText(/obrigatório|Informe|Por favor/i)
      .first()
      .waitFor();
    await context.close();
  });

  // Last: it stops the app to read the database it wrote.
  it('stores a company proposal, clears the form, and stores nothing for a refused one', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(suite.app.baseUrl, { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Solicitar proposta para empresas' });
    // The first proposal is typed before the app has started: what was typed must still be what is sent.
    expect(await page.locator('html[data-app]').count()).toBe(0);

    // docs/product.md, Company proposals: the client does not insist on a company size; the server does, and
    // nothing is stored.
    await form.getByLabel('Nome da empresa').fill('Empresa Sem Porte');
    await form.getByLabel('E-mail corporativo').fill('rh@semporte.com.br');
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/company-contacts')),
      form.getByRole('button', { name: 'Solicitar proposta' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    expect(refused.request().postDataJSON()).toEqual({
      companyName: 'Empresa Sem Porte',
      email: 'rh@semporte.com.br',
    });
    await page.getByText('Erro ao enviar proposta').waitFor();

    await form.getByLabel('Nome da empresa').fill('Acolhe Ltda');
    await form.getByLabel('E-mail corporativo').fill('rh@acolhe.com.br');
    await form.getByLabel('Número de funcionários').selectOption('100');
    await form.getByLabel('Mensagem (opcional)').fill('Queremos apoio para 80 pessoas.');
    const [accepted] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/company-contacts')),
      form.getByRole('button', { name: 'Solicitar proposta' }).click(),
    ]);
    expect(accepted.status()).toBe(201);
    await page.getByText('Proposta enviada com sucesso!').waitFor();
    await page.getByText('Entraremos em contato em até 24 horas.').waitFor();
    expect(await form.getByLabel('Nome da empresa').inputValue()).toBe('');
    expect(await form.getByLabel('Número de funcionários').inputValue()).toBe('');
    await context.close();

    await suite.app.stop({ keepData: true });
    const rows = await queryStoppedApp<{ company_name: string; employee_count: number; email: string }>(
      suite.app,
      'select company_name, employee_count, email from company_contacts',
    );
    expect(rows).toEqual([{ company_name: 'Acolhe Ltda', employee_count: 100, email: 'rh@acolhe.com.br' }]);
  });
});

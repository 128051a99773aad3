import { describe, expect, it } from 'vitest';
import { hasChromium, newPage, uniqueEmail, useBrowserSuite } from './harness';

describe.skipIf(!hasChromium)('accounts in a real browser', () => {
  const suite = useBrowserSuite();

  it('signs up, is greeted, signs out and signs in again', async () => {
    const { context, page } = await newPage(suite.browser);
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
    });
    const email = uniqueEmail('maria');
    await page.goto(`${suite.app.baseUrl}/signup?plan=anual`);
    await page.getByLabel('Nome completo').fill('Maria Silva');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo123');
    await page.getByLabel('Confirmar senha').fill('segredo123');
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await page.getByText('Conta criada com sucesso!').waitFor();
    await page.waitForURL(/\/plans\?plan=anual$/);
    await page.getByText('Olá, Maria Silva').waitFor();

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${suite.app.baseUrl}/`);
    await page.getByRole('link', { name: 'Entrar' }).first().waitFor();

    await page.goto(`${suite.app.baseUrl}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('segredo123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Login realizado com sucesso!').waitFor();
    // Without a plan the chat sends the person on to choose one (docs/product.md, Roles and access).
    await page.waitForURL(/\/plans$/);
    await page.getByText('Olá, Maria Silva').waitFor();
    // The app runs under its own Content-Security-Policy without tripping it.
    expect(policyViolations).toEqual([]);
    await context.close();
  });

  it('shows the sign-up checks of docs/product.md, Sign-up and login, in order, one toast at a time', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.app.baseUrl}/signup`);
    const submit = page.getByRole('button', { name: 'Criar conta' });

    await submit.click();
    await page.getByText('Nome obrigatório').waitFor();
    await page.getByText('Por favor, digite seu nome completo.').waitFor();

    await page.getByLabel('Nome completo').fill('João');
    await submit.click();
    await page.getByText('E-mail obrigatório').waitFor();

    await page.getByLabel('E-mail').fill(uniqueEmail('joao'));
    await page.getByLabel('Senha', { exact: true }).fill('12345');
    await submit.click();
    await page.getByText('Senha muito curta').waitFor();

    await page.getByLabel('Senha', { exact: true }).fill('123456');
    await page.getByLabel('Confirmar senha').fill('1234567');
    await submit.click();
    await page.getByText('Senhas não coincidem').waitFor();
    expect(page.url()).toContain('/signup');
    await context.close();
  });

  it('says "Erro no login" in Portuguese for a wrong password and stays on /login', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.app.baseUrl}/login`);
    await page.getByLabel('E-mail').fill('ninguem@example.com');
    await page.getByLabel('Senha').fill('errada123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Erro no login').waitFor();
    await page.getByText('E-mail ou senha incorretos.').waitFor();
    expect(page.url()).toContain('/login');
    await context.close();
  });

  it('keeps the plan on the sign-up link, redirects /auth and guards the chat', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.app.baseUrl}/login?plan=mensal`);
    const link = page.getByRole('link', { name: 'Cadastre-se aqui' });
    expect(await link.getAttribute('href')).toBe('/subscribe?plan=mensal');

    await page.goto(`${suite.app.baseUrl}/auth`);
    await page.waitForURL(/\/login$/);

    await page.goto(`${suite.app.baseUrl}/aria-chat`);
    await page.waitForURL(/\/login$/);

    await page.goto(`${suite.app.baseUrl}/psychologist-dashboard`);
    await page.waitForURL(/\/psychologist-login$/);
    await context.close();
  });

  it('shows the not-found page and logs the path', async () => {
    const { context, page } = await newPage(suite.browser);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${suite.app.baseUrl}/nao-existe-aqui`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Voltar para o início' }).waitFor();
    expect(messages.some((text) => text.includes('/nao-existe-aqui'))).toBe(true);
    await context.close();
  });

  it('answers a social sign-in that is not configured with the pt-BR toast', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.app.baseUrl}/login`);
    await page.getByRole('button', { name: 'Continuar com Google' }).click();
    await page.getByText('Erro no login social').waitFor();
    await context.close();
  });
});

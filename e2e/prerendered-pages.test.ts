import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, ROUTE_META, type RouteMeta } from '../src/client/lib/route-meta';
import { hasChromium, newPage, uniqueEmail, useBrowserSuite } from './harness';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    /** The first element the server's HTML put in #root, kept before any script of ours ran. */
    __prerenderedRoot?: Element | null;
  }
}

/**
 * Every pre-rendered page (ADR 028) is hydrated, not rendered again: React keeps the server's DOM only when the
 * tree it renders matches, and otherwise reports a recoverable error and replaces the page.
 */
/** Holds back the page's requests to `url` until the returned function is called, as a slow connection would. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe.skipIf(!hasChromium)('pre-rendered pages hydrate without a mismatch', () => {
  const suite = useBrowserSuite();

  it('hydrates every pre-rendered page as a visitor, keeping the server’s DOM, with no error logged', async () => {
    const problems: string[] = [];
    for (const pathname of PRERENDERED_PATHS) {
      const { context, page } = await newPage(suite.browser, { mobile: true });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.__prerenderedRoot = document.getElementById('root')?.firstElementChild ?? null;
        });
      });
      const response = await page.goto(`${suite.app.baseUrl}${pathname}`);
      const landedOn = new URL(page.url()).pathname;
      if ((ROUTE_META[pathname] as RouteMeta).signInRequired) {
        // The server sends a visitor to sign in; that page is pre-rendered too.
        expect(landedOn, pathname).toBe('/login');
      }
      expect(response?.status(), pathname).toBe(200);
      expect(await page.locator('#root > *').count(), `${pathname}: painted from HTML`).toBeGreaterThan(0);
      // `/` starts its app on the first interaction (ADR 007).
      if (landedOn === '/') await page.mouse.wheel(0, 200);
      await page.locator('html[data-app="ready"]').waitFor();
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(
        () =>
          window.__prerenderedRoot !== null &&
          window.__prerenderedRoot === document.getElementById('root')?.firstElementChild,
      );
      if (!kept) problems.push(`${pathname}: the server's DOM was replaced`);
      for (const error of errors) problems.push(`${pathname}: ${error}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it('hydrates a booking step from the skeleton every step shares, then shows the step (ADR 036)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const steps = [
      { search: '?etapa=psicologo', heading: 'Escolha seu psicólogo' },
      { search: `?etapa=agenda&psicologo=${id}`, heading: 'Este psicólogo não está disponível' },
      {
        search: `?etapa=dados&psicologo=${id}&data=2030-01-07&horario=2030-01-07T18:00:00.000Z`,
        heading: 'Resumo da consulta',
      },
      { search: '?etapa=inicio', heading: 'Consulta Avulsa' },
    ];
    const problems: string[] = [];
    for (const { search, heading } of steps) {
      const address = `/consultas-agendamento${search}`;
      const html = await (await suite.browser.newContext()).request.get(`${suite.app.baseUrl}${address}`);
      const body = await html.text();
      expect(body, address).toContain('Agendar consulta</h1>');
      expect(body, address).not.toContain(heading);
      const { context, page } = await newPage(suite.browser, { mobile: true });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${address}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${address}: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.__prerenderedRoot = document.getElementById('root')?.firstElementChild ?? null;
        });
      });
      await page.goto(`${suite.app.baseUrl}${address}`);
      await page.locator('html[data-app="ready"]').waitFor();
      await page.getByText(heading).first().waitFor();
      const kept = await page.evaluate(
        () =>
          window.__prerenderedRoot !== null &&
          window.__prerenderedRoot === document.getElementById('root')?.firstElementChild,
      );
      if (!kept) problems.push(`${address}: the server's DOM was replaced`);
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it('shows a signed-in person the skeleton of a page behind a session, then the page', async () => {
    const { context, page } = await newPage(suite.browser, { mobile: true });
    const email = uniqueEmail('pre-render');
    const signUp = await context.request.post(`${suite.app.baseUrl}/api/auth/sign-up/email`, {
      data: { name: 'Pessoa Pré', email, password: 'senha-segura-1' },
      headers: { origin: suite.app.baseUrl },
    });
    expect(signUp.ok()).toBe(true);
    const html = await (await context.request.get(`${suite.app.baseUrl}/plans`)).text();
    expect(html).toContain('role="status"');
    expect(html).toContain('animate-pulse');
    await page.goto(`${suite.app.baseUrl}/plans`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/plans');
    // A page that is not pre-rendered gets the bare shell: the site's frame and a skeleton, which the app renders
    // over (not a hydration), with nothing logged.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const shell = await (await context.request.get(`${suite.app.baseUrl}/conta`)).text();
    expect(shell).toContain('<div id="root" data-skeleton>');
    expect(shell).toContain('role="status"');
    expect(shell).toContain('Pular para o conteúdo');
    await page.goto(`${suite.app.baseUrl}/conta`);
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    // The skeleton's frame is gone, not left beside the app's.
    expect(await page.getByText('Pular para o conteúdo').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("holds a press made before the page's module has arrived, and replays it once the app runs (ADR 037)", async () => {
    const { context, page } = await newPage(suite.browser, { mobile: true });
    // Holds the page's own module back (the one the inline loader appends after the first paint).
    const releaseModule = await holdBack(page, /\/assets\/index-[^/]*\.js$/);
    await page.goto(`${suite.app.baseUrl}/login`);
    await page.getByRole('button', { name: 'Continuar com Google' }).click();
    expect(await page.locator('html[data-app]').count()).toBe(0);
    releaseModule();
    await page.getByText('Erro no login social').waitFor();
    await context.close();
  });

  it('keeps what was typed into a pre-rendered form before the app started, and sends it', async () => {
    const { context, page } = await newPage(suite.browser, { mobile: true });
    // Holds the app's code back until the fields are filled, as a slow connection would.
    const releaseScripts = await holdBack(page, /\/assets\/boot-[^/]*\.js$/);
    await page.goto(`${suite.app.baseUrl}/login`);
    await page.getByLabel('E-mail').fill('ninguem@example.com');
    await page.getByLabel('Senha').fill('senha-errada-1');
    expect(await page.locator('html[data-app]').count()).toBe(0);
    releaseScripts();
    await page.locator('html[data-app="ready"]').waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe('ninguem@example.com');
    const signIn = page.waitForRequest((request) => request.url().includes('/api/auth/sign-in/email'));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    expect((await signIn).postDataJSON()).toMatchObject({
      email: 'ninguem@example.com',
      password: 'senha-errada-1',
    });
    await context.close();
  });
});

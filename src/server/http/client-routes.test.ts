import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../testing/test-app';

let clientDir: string;
let testApp: TestApp;

const page = (marker: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta name="aria-contact-email" content="%%ARIA_CONTACT_EMAIL%%" />` +
  `<meta property="og:url" content="%%ARIA_PUBLIC_URL%%/" /></head><body><div id="root">${marker}</div>` +
  `${'<p>conteúdo pré-renderizado</p>'.repeat(50)}</body></html>`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'aria-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), page('LANDING'));
  writeFileSync(path.join(clientDir, 'spa-shell.html'), page('<!--app-html-->'));
  mkdirSync(path.join(clientDir, 'faq'));
  writeFileSync(path.join(clientDir, 'faq', 'index.html'), page('FAQ'));
  for (const [name, marker] of [
    ['plans', 'PLANS SKELETON'],
    ['psychologist-login', 'PSYCHOLOGIST LOGIN'],
  ] as const) {
    mkdirSync(path.join(clientDir, name));
    writeFileSync(path.join(clientDir, name, 'index.html'), page(marker));
  }
  mkdirSync(path.join(clientDir, 'consultas-agendamento'));
  writeFileSync(path.join(clientDir, 'consultas-agendamento', 'index.html'), page('BOOKING START'));
  writeFileSync(
    path.join(clientDir, 'consultas-agendamento', 'params-skeleton.html'),
    page('BOOKING SKELETON'),
  );
  writeFileSync(
    path.join(clientDir, 'prerendered.json'),
    JSON.stringify({
      '/': { firstRenderParams: [], signInRequired: false },
      '/faq': { firstRenderParams: [], signInRequired: false },
      '/plans': { firstRenderParams: [], signInRequired: true },
      '/psychologist-login': { firstRenderParams: ['convite'], signInRequired: false },
      '/consultas-agendamento': {
        firstRenderParams: ['etapa', 'psicologo'],
        paramsSkeleton: 'params-skeleton.html',
        signInRequired: false,
      },
    }),
  );
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'console.log("aria")');
  testApp = await buildTestApp({ clientDir, env: { CONTACT_EMAIL: 'ajuda@exemplo.com.br' } });
});
afterAll(async () => {
  await testApp.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('serves the pre-rendered landing to a visitor with this deployment’s contact details', async () => {
    const response = await testApp.request({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('cookie');
    expect(response.body).toContain('LANDING');
    expect(response.body).toContain('content="ajuda@exemplo.com.br"');
    expect(response.body).toContain(`content="${testApp.config.publicUrl}/"`);
    expect(response.body).not.toContain('%%ARIA_');
  });

  it('compresses HTML for browsers that accept brotli', async () => {
    const response = await testApp.request({
      method: 'GET',
      url: '/faq',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(page('FAQ')) / 3);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('FAQ');
  });

  it('redirects a signed-in person who opens / to the chat, before any HTML', async () => {
    const person = await signUp(testApp);
    const response = await testApp.request({ method: 'GET', url: '/', headers: { cookie: person.cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/aria-chat');
    const faq = await testApp.request({ method: 'GET', url: '/faq', headers: { cookie: person.cookie } });
    expect(faq.statusCode).toBe(200);
  });

  it('sends a visitor of a page that needs a session to sign in first, and back afterwards (ADR 028)', async () => {
    const visitor = await testApp.request({ method: 'GET', url: '/plans?plan=anual' });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(`/login?next=${encodeURIComponent('/plans?plan=anual')}`);
    expect(visitor.headers.vary).toContain('cookie');

    const person = await signUp(testApp);
    const signedIn = await testApp.request({
      method: 'GET',
      url: '/plans',
      headers: { cookie: person.cookie },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('PLANS SKELETON');
  });

  it('serves the shell for a query parameter that changes the first render, the page for any other', async () => {
    expect((await testApp.request({ method: 'GET', url: '/psychologist-login' })).body).toContain(
      'PSYCHOLOGIST LOGIN',
    );
    expect((await testApp.request({ method: 'GET', url: '/psychologist-login?' })).body).toContain(
      'PSYCHOLOGIST LOGIN',
    );
    const invitation = await testApp.request({ method: 'GET', url: '/psychologist-login?x=1&convite=abc' });
    expect(invitation.statusCode).toBe(200);
    expect(invitation.body).toContain('<!--app-html-->');
    expect(
      (await testApp.request({ method: 'GET', url: '/psychologist-login?next=%2Fconta' })).body,
    ).toContain('PSYCHOLOGIST LOGIN');
    // A page that does not read it keeps its HTML whatever the query (a campaign's utm_* on the landing).
    expect((await testApp.request({ method: 'GET', url: '/faq?utm_source=x' })).body).toContain('FAQ');
    expect((await testApp.request({ method: 'GET', url: '/?utm_source=x' })).body).toContain('LANDING');
  });

  it('serves a page’s skeleton, when it has one, for a query parameter that changes the first render', async () => {
    expect((await testApp.request({ method: 'GET', url: '/consultas-agendamento' })).body).toContain(
      'BOOKING START',
    );
    for (const url of ['/consultas-agendamento?etapa=psicologo', '/consultas-agendamento?psicologo=1']) {
      const step = await testApp.request({ method: 'GET', url });
      expect(step.statusCode).toBe(200);
      expect(step.body).toContain('BOOKING SKELETON');
    }
    expect(
      (await testApp.request({ method: 'GET', url: '/consultas-agendamento?utm_source=x' })).body,
    ).toContain('BOOKING START');
  });

  it('serves the shell for other routes, JSON 404 for unknown API paths, and caches hashed assets for a year', async () => {
    const shell = await testApp.request({ method: 'GET', url: '/consultas?id=1' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<!--app-html-->');

    const api = await testApp.request({ method: 'GET', url: '/api/nao-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'not_found', message: 'Recurso não encontrado.' });

    const asset = await testApp.request({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const traversal = await testApp.request({ method: 'GET', url: '/../../etc/passwd' });
    expect(traversal.body).not.toContain('root:');
  });

  it('keeps no entry for a path the build did not write (made-up paths must not grow memory)', async () => {
    const before = await testApp.request({ method: 'GET', url: '/pagina-nova' });
    expect(before.body).toContain('<!--app-html-->');
    // Had the miss been kept, the page written afterwards would never be served.
    mkdirSync(path.join(clientDir, 'pagina-nova'));
    writeFileSync(path.join(clientDir, 'pagina-nova', 'index.html'), page('PAGINA NOVA'));
    const after = await testApp.request({ method: 'GET', url: '/pagina-nova' });
    expect(after.body).toContain('PAGINA NOVA');
  });
});

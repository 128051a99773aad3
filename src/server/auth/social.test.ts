import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app';

let configured: TestApp;
let bare: TestApp;

beforeAll(async () => {
  [configured, bare] = await Promise.all([
    buildTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'google-id',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        FACEBOOK_CLIENT_ID: 'fb-id',
        FACEBOOK_CLIENT_SECRET: 'fb-secret',
      },
    }),
    buildTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([configured.close(), bare.close()]);
});

describe('social sign-in', () => {
  it('sends the browser to Google and Facebook when their keys are set', async () => {
    for (const [provider, host] of [
      ['google', 'accounts.google.com'],
      ['facebook', 'facebook.com'],
    ] as const) {
      const response = await configured.request({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider, callbackURL: '/aria-chat' },
      });
      expect(response.statusCode).toBe(200);
      expect(new URL(response.json().url).hostname).toContain(host);
    }
  });

  it('answers a pt-BR 4xx when the provider is not configured', async () => {
    const response = await bare.request({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/aria-chat' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toBe('Este login social não está disponível no momento.');
  });

  it('refuses a callback URL on another site (open redirect)', async () => {
    const response = await configured.request({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '//evil.example/steal' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('isSafeRedirect', () => {
  it('accepts same-site paths and trusted origins only', async () => {
    const { isSafeRedirect } = await import('./plugin');
    const trusted = ['http://localhost:3000'];
    expect(isSafeRedirect('/aria-chat', trusted)).toBe(true);
    expect(isSafeRedirect('http://localhost:3000/plans', trusted)).toBe(true);
    expect(isSafeRedirect('//evil.example', trusted)).toBe(false);
    expect(isSafeRedirect('/\\evil.example', trusted)).toBe(false);
    expect(isSafeRedirect('https://evil.example/', trusted)).toBe(false);
    expect(isSafeRedirect('javascript:alert(1)', trusted)).toBe(false);
    expect(isSafeRedirect('/\t/evil.example', trusted)).toBe(false);
    expect(isSafeRedirect('/\n/evil.example', trusted)).toBe(false);
    expect(isSafeRedirect('/conta\\..\\evil', trusted)).toBe(false);
    expect(isSafeRedirect('http://localhost:3000\t/plans', trusted)).toBe(false);
  });
});

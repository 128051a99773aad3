import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, ROUTE_META, type RouteMeta } from '../src/client/lib/route-meta';
import { hasChromium, seriousAxeViolations, useBrowserSuite } from './harness';

// Every pre-rendered page a visitor can open (ADR 028): a page added to ROUTE_META is audited too.
const PUBLIC_PAGES = PRERENDERED_PATHS.filter((path) => !(ROUTE_META[path] as RouteMeta).signInRequired);

describe.skipIf(!hasChromium)('accessibility of the public pages (axe-core)', () => {
  const suite = useBrowserSuite();

  for (const mobile of [false, true]) {
    it(`finds no serious or critical violation, one h1, a title and a description (${mobile ? 'phone' : 'desktop'})`, async () => {
      // Our CSP forbids injected scripts, as it should; the audit alone is allowed in.
      const context = await suite.browser.newContext({
        bypassCSP: true,
        locale: 'pt-BR',
        viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${suite.app.baseUrl}${path}`, { waitUntil: 'networkidle' });
        expect(await page.locator('h1').count(), `${path}: one h1`).toBe(1);
        expect(await page.title(), `${path}: title`).not.toBe('');
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
        problems.push(...(await seriousAxeViolations(page, path)));
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});

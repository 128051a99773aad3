import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, ROUTE_META, type RouteMeta } from '../src/client/lib/route-meta';
import { hasChromium, useBrowserSuite } from './harness';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Every pre-rendered page a visitor can open (ADR 028): a page added to ROUTE_META is audited too.
const PUBLIC_PAGES = PRERENDERED_PATHS.filter((path) => !(ROUTE_META[path] as RouteMeta).signInRequired);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

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
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
          return (await axe.run()).violations;
        });
        for (const violation of violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            problems.push(
              `${path}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
                .map((node) => node.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
            );
          }
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});

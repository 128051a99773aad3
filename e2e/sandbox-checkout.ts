import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

/** The account form of /subscribe (docs/product.md, Sign-up and login), submitted with a valid password. */
export async function fillSignUpForm(page: Page, person: { name: string; email: string }) {
  await page.getByLabel('Nome completo').fill(person.name);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('Confirmar senha').fill('segredo123');
  await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
}

/** Clicks a button that opens the hosted payment page in a new tab, and returns that tab once it has loaded. */
export async function openCheckout(context: BrowserContext, page: Page, button: string): Promise<Page> {
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await checkout.waitForLoadState();
  expect(checkout.url()).toContain('/checkout/sandbox/');
  return checkout;
}

/** Pays on the sandbox's hosted page: 4242… is approved, 4000 0000 0000 0002 declined. */
export async function payWith(checkout: Page, card: string) {
  await checkout.getByLabel('Número do cartão').fill(card);
  await checkout.getByLabel(/Validade/).fill('12/30');
  await checkout.getByLabel(/CVC/).fill('123');
  await checkout.getByRole('button', { name: /Pagar/ }).click();
}

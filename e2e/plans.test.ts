import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { hasChromium, newPage, uniqueEmail, useBrowserSuite } from './harness';
import { fillSignUpForm, openCheckout, payWith } from './sandbox-checkout';

async function subscribeFromLanding(page: Page, context: BrowserContext, baseUrl: string, name: string) {
  await page.goto(baseUrl);
  await page.locator('a[href="/subscribe?plan=mensal"]').first().click();
  await page.waitForURL(/\/subscribe\?plan=mensal$/);
  expect(await page.getByRole('radio', { name: /Mensal/ }).isChecked()).toBe(true);
  await fillSignUpForm(page, { name, email: uniqueEmail('assinante') });
  await page.getByText('Conta criada com sucesso!').waitFor();
  await page.getByText('Resumo do pedido').waitFor();
  return openCheckout(context, page, 'Finalizar Pagamento');
}

describe.skipIf(!hasChromium)('plans and payments in a real browser', () => {
  const suite = useBrowserSuite();

  it('picks mensal on the landing page, signs up, pays with 4242 and reaches the chat as Mensal', async () => {
    const { context, page } = await newPage(suite.browser);
    const checkout = await subscribeFromLanding(page, context, suite.app.baseUrl, 'Renata Alves');
    await checkout.getByText('R$ 29,90').first().waitFor();
    await payWith(checkout, '4242 4242 4242 4242');
    await checkout.waitForURL(/\/payment-success\?session_id=/);
    await checkout.getByRole('heading', { name: 'Pagamento Confirmado!' }).waitFor();
    await checkout.getByText('Mensal ativado').waitFor();
    await checkout.waitForURL(/\/aria-chat$/, { timeout: 10_000 });
    await checkout.getByText('Mensal', { exact: true }).waitFor();
    const me = await context.request.get(`${suite.app.baseUrl}/api/me`);
    expect((await me.json()).plan).toMatchObject({ active: true, planType: 'mensal' });
    await context.close();
  });

  it('leaves the plan inactive after a declined card', async () => {
    const { context, page } = await newPage(suite.browser);
    const checkout = await subscribeFromLanding(page, context, suite.app.baseUrl, 'Bruno Dias');
    await payWith(checkout, '4000 0000 0000 0002');
    await checkout.getByText(/recusado/i).waitFor();
    expect(checkout.url()).toContain('/checkout/sandbox/');
    const me = await context.request.get(`${suite.app.baseUrl}/api/me`);
    expect((await me.json()).plan.active).toBe(false);
    await context.close();
  });

  it('shows the verification error for a forged session id', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.app.baseUrl}/signup`);
    await page.getByLabel('Nome completo').fill('Teo');
    await page.getByLabel('E-mail').fill(uniqueEmail('teo'));
    await page.getByLabel('Senha', { exact: true }).fill('segredo123');
    await page.getByLabel('Confirmar senha').fill('segredo123');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL(/\/plans$/);
    await page.goto(`${suite.app.baseUrl}/payment-success?session_id=cs_sandbox_forjado&plan_type=anual`);
    await page.getByText('Erro na Verificação').waitFor();
    await page.getByRole('link', { name: 'Voltar aos Planos' }).waitFor();
    await page.getByRole('link', { name: 'Ir para Home' }).waitFor();
    const me = await context.request.get(`${suite.app.baseUrl}/api/me`);
    expect((await me.json()).plan.active).toBe(false);
    await context.close();
  });

  it('says the session id is missing', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.app.baseUrl}/payment-success`);
    await page.getByText('ID de sessão não encontrado').waitFor();
    await page.getByText('Erro ao processar pagamento').waitFor();
    await context.close();
  });
});

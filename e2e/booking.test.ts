import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { readOutbox } from '../src/server/testing/outbox';
import { ANA, DAY_ISO, DAY_LABEL, ZONE, pickDayAndTime, sameMonthAsToday } from './booking-day';
import { hasChromium, newPage, seriousAxeViolations, uniqueEmail, useBrowserSuite } from './harness';
import { fillSignUpForm, openCheckout, payWith } from './sandbox-checkout';

async function fillContact(page: Page, contact: { name?: string; email?: string }) {
  if (contact.name) await page.getByLabel('Nome completo').fill(contact.name);
  if (contact.email) await page.getByLabel('E-mail').fill(contact.email);
  await page.getByLabel('Telefone (com DDD)').fill('(11) 91234-5678');
  await page.getByLabel('A pessoa que será atendida tem 18 anos ou mais').check();
}

/** 'Prosseguir para Pagamento' opens the hosted payment page in a new tab. */
async function proceedToPayment(page: Page, context: BrowserContext): Promise<Page> {
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Prosseguir para Pagamento' }).click(),
  ]);
  await checkout.waitForLoadState();
  expect(checkout.url()).toContain('/checkout/sandbox/');
  return checkout;
}

/** A visitor's whole way from the intro to the payment page. */
async function startVisitorBooking(
  page: Page,
  context: BrowserContext,
  baseUrl: string,
  time: string,
  email: string,
  options: { checkHistory?: boolean } = {},
) {
  await page.goto(`${baseUrl}/consultas-agendamento`);
  await page.getByRole('button', { name: 'Agendar Consulta' }).click();
  await page.getByRole('button', { name: 'Não, quero agendar como visitante' }).click();
  await page.waitForURL(/etapa=psicologo/);
  await page.getByRole('button', { name: `Escolher ${ANA.name}` }).click();
  await page.waitForURL(/etapa=agenda/);
  await pickDayAndTime(page, time);
  const summary = page.getByRole('region', { name: 'Resumo da consulta' });
  await summary.getByText(ANA.name).waitFor();
  await summary.getByText('R$ 99,90').waitFor();
  if (options.checkHistory) {
    // The step is in the URL (ADR 010): a reload keeps it, and the browser's back button goes one step back.
    await page.reload();
    await summary.getByText(DAY_LABEL).waitFor();
    await page.goBack();
    await page.waitForURL(new RegExp(`etapa=agenda&psicologo=${ANA.id}&data=${DAY_ISO}$`));
    await page.getByRole('button', { name: time, exact: true }).click();
    await summary.getByText(ANA.name).waitFor();
  }
  await fillContact(page, { name: 'Marta Rocha', email });
  return proceedToPayment(page, context);
}

async function expectSuccess(checkout: Page, time: string) {
  await checkout.waitForURL(/\/consultas-sucesso\?session_id=/);
  await checkout.getByRole('heading', { name: 'Consulta agendada!' }).waitFor();
  await checkout.getByText('Consulta agendada com sucesso!').waitFor();
  await checkout.getByText(ANA.name).waitFor();
  await checkout.getByText(DAY_LABEL).waitFor();
  await checkout.getByText(`${time} (horário de Brasília)`).waitFor();
  // The built-in room (ADR 025): its link, and "Entrar na sala" waiting for the window to open.
  const room = checkout.getByRole('link', { name: /\/consultas\/sala\/[0-9a-f-]{36}/ });
  expect(await room.getAttribute('href')).toMatch(
    /^http:\/\/localhost:\d+\/consultas\/sala\/[0-9a-f-]{36}(\?token=[^\s&]+)?$/,
  );
  expect(await checkout.getByRole('button', { name: 'Entrar na sala' }).isDisabled()).toBe(true);
  await checkout.getByText(/^A sala abre às \d{2}:\d{2}$/).waitFor();
}

/** Signs up through /subscribe and pays the plan on the sandbox page; returns the tab now signed in. */
async function subscribe(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
  plan: 'mensal' | 'anual',
  email: string,
) {
  await page.goto(`${baseUrl}/subscribe?plan=${plan}`);
  await fillSignUpForm(page, { name: plan === 'mensal' ? 'Renata Alves' : 'Otávio Nunes', email });
  await page.getByText('Resumo do pedido').waitFor();
  const checkout = await openCheckout(context, page, 'Finalizar Pagamento');
  await payWith(checkout, '4242 4242 4242 4242');
  await checkout.getByRole('heading', { name: 'Pagamento Confirmado!' }).waitFor();
  return checkout;
}

async function daySlots(browserPage: Page, baseUrl: string) {
  await browserPage.goto(`${baseUrl}/consultas-agendamento?etapa=agenda&psicologo=${ANA.id}&data=${DAY_ISO}`);
  await browserPage.getByRole('list', { name: 'Horários' }).waitFor();
  return browserPage.getByRole('list', { name: 'Horários' });
}

describe.skipIf(!hasChromium)('consultation booking in a real browser', () => {
  const suite = useBrowserSuite();

  it('lets a visitor book and pay with 4242, then shows the video link', async () => {
    const { context, page } = await newPage(suite.browser);
    const checkout = await startVisitorBooking(
      page,
      context,
      suite.app.baseUrl,
      '09:00',
      uniqueEmail('visitante'),
      { checkHistory: true },
    );
    await checkout.getByText('R$ 99,90').first().waitFor();
    await payWith(checkout, '4242 4242 4242 4242');
    await expectSuccess(checkout, '09:00');
    expect(await checkout.getByText(/OFF aplicado/).count()).toBe(0);
    await context.close();
  });

  for (const { plan, time, price, discount } of [
    { plan: 'mensal', time: '10:00', price: 'R$ 69,90', discount: '30% OFF' },
    { plan: 'anual', time: '11:00', price: 'R$ 49,95', discount: '50% OFF' },
  ] as const) {
    it(`books from /psicologos 'Agendar' at ${price} for a ${plan} subscriber`, async () => {
      const { context, page } = await newPage(suite.browser);
      const email = uniqueEmail(plan);
      const tab = await subscribe(context, page, suite.app.baseUrl, plan, email);
      await tab.goto(`${suite.app.baseUrl}/psicologos`);
      await tab.getByRole('link', { name: `Agendar com ${ANA.name}` }).click();
      await tab.waitForURL(new RegExp(`/consultas-agendamento\\?psicologo=${ANA.id}$`));
      await pickDayAndTime(tab, time);
      const summary = tab.getByRole('region', { name: 'Resumo da consulta' });
      await summary.getByText(`(${discount})`).waitFor();
      await summary.getByText(price).waitFor();
      // Name and e-mail come from the account.
      expect(await tab.getByLabel('E-mail').inputValue()).toContain('@example.com');
      await fillContact(tab, {});
      const checkout = await proceedToPayment(tab, context);
      await checkout.getByText(price).first().waitFor();
      await payWith(checkout, '4242 4242 4242 4242');
      await expectSuccess(checkout, time);
      await checkout.getByText(`(${discount} aplicado)`).waitFor();

      // 'Minhas consultas' lists it, with the buttons the 24-hour rule still allows.
      await checkout.goto(`${suite.app.baseUrl}/consultas`);
      const item = checkout.getByRole('article', { name: `${DAY_LABEL}, às ${time}` });
      await item.getByText('Agendada').waitFor();
      await item.getByRole('button', { name: 'Remarcar' }).waitFor();
      await item.getByRole('button', { name: 'Cancelar consulta' }).waitFor();

      if (plan === 'mensal') {
        // Signed out, 'Sim, sou assinante' goes through /login and back to the booking.
        await context.clearCookies();
        await checkout.goto(`${suite.app.baseUrl}/consultas-agendamento`);
        await checkout.getByRole('button', { name: 'Agendar Consulta' }).click();
        await checkout.getByRole('link', { name: 'Sim, sou assinante' }).click();
        await checkout.waitForURL(/\/login\?next=/);
        await checkout.getByLabel('E-mail').fill(email);
        await checkout.getByLabel('Senha').fill('segredo123');
        await checkout.getByRole('button', { name: 'Entrar', exact: true }).click();
        await checkout.waitForURL(/\/consultas-agendamento\?etapa=psicologo$/);
        await checkout.getByRole('button', { name: `Escolher ${ANA.name}` }).waitFor();
      } else {
        // Remarcar moves it to another free slot of the same day.
        await item.getByRole('button', { name: 'Remarcar' }).click();
        if (!sameMonthAsToday) await item.getByRole('button', { name: 'Ir para o próximo mês' }).click();
        await item.getByRole('button', { name: new RegExp(`^${DAY_LABEL}`) }).click();
        await item.getByRole('button', { name: '16:00', exact: true }).click();
        await item.getByRole('button', { name: 'Confirmar novo horário' }).click();
        await checkout.getByText('Consulta remarcada', { exact: true }).waitFor();
        const moved = checkout.getByRole('article', { name: `${DAY_LABEL}, às 16:00` });
        await moved.getByText('Agendada').waitFor();
        expect(await checkout.getByRole('article', { name: `${DAY_LABEL}, às ${time}` }).count()).toBe(0);
      }
      await context.close();
    });
  }

  it('keeps the slot held after a declined card, so another visitor sees it taken', async () => {
    const { context, page } = await newPage(suite.browser);
    const checkout = await startVisitorBooking(
      page,
      context,
      suite.app.baseUrl,
      '12:00',
      uniqueEmail('recusado'),
    );
    await payWith(checkout, '4000 0000 0000 0002');
    await checkout.getByText(/recusado/i).waitFor();
    expect(checkout.url()).toContain('/checkout/sandbox/');

    // The other visitor is on a phone: the calendar and slots fit its width.
    const other = await newPage(suite.browser, { mobile: true });
    const slots = await daySlots(other.page, suite.app.baseUrl);
    expect(await other.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    expect(await slots.getByRole('button', { name: '12:00, indisponível' }).isDisabled()).toBe(true);
    expect(await slots.getByRole('button', { name: '13:00', exact: true }).isEnabled()).toBe(true);
    await other.context.close();
    await context.close();
  });

  it('cancels from the e-mail link without an account and frees the slot', async () => {
    const email = uniqueEmail('cancela');
    const { context, page } = await newPage(suite.browser);
    const checkout = await startVisitorBooking(page, context, suite.app.baseUrl, '14:00', email);
    await payWith(checkout, '4242 4242 4242 4242');
    await expectSuccess(checkout, '14:00');
    await context.close();

    const outbox = path.join(suite.app.dataDir, 'outbox');
    let link: string | undefined;
    for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
      const messages = await readOutbox(outbox);
      const confirmation = messages.find((message) => message.to.includes(email));
      link = confirmation?.text.match(/https?:\/\/\S+\/consultas-gerenciar\?token=[^\s>)]+/)?.[0];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(link).toBeDefined();

    const stranger = await newPage(suite.browser);
    await stranger.page.goto(link!);
    const card = stranger.page.getByRole('article', { name: `${DAY_LABEL}, às 14:00` });
    await card.getByText('Agendada').waitFor();
    await card.getByRole('button', { name: 'Cancelar consulta' }).click();
    await card.getByRole('button', { name: 'Sim, cancelar consulta' }).click();
    await stranger.page.getByText('Consulta cancelada', { exact: true }).waitFor();
    await card.getByText('Cancelada', { exact: true }).waitFor();

    const slots = await daySlots(stranger.page, suite.app.baseUrl);
    expect(await slots.getByRole('button', { name: '14:00', exact: true }).isEnabled()).toBe(true);

    await stranger.page.goto(`${suite.app.baseUrl}/consultas-gerenciar?token=nao-e-um-token-valido`);
    await stranger.page.getByText('Este link é inválido ou expirou.').waitFor();
    await stranger.context.close();
  });
  it('opens the psychologist step without the calendar’s or the form’s code, and fetches the calendar once settled', async () => {
    const { context, page } = await newPage(suite.browser, { mobile: true });
    const reading: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') reading.push(response.text().catch(() => ''));
    });
    // react-day-picker's class names, and the form step's heading.
    const loads = async (marker: string) =>
      (await Promise.all(reading)).some((text) => text.includes(marker));
    await page.goto(`${suite.app.baseUrl}/consultas-agendamento?etapa=psicologo`);
    const pick = page.getByRole('button', { name: `Escolher ${ANA.name}` });
    await pick.waitFor();
    expect([await loads('rdp-'), await loads('Resumo da consulta')]).toEqual([false, false]);

    // Nothing touched: the step fetches the calendar once the page has been idle a few seconds.
    await expect.poll(() => loads('rdp-'), { timeout: 15_000 }).toBe(true);
    expect(await loads('Resumo da consulta')).toBe(false);
    await pick.click();
    await page.getByRole('heading', { name: 'Escolha a data e o horário' }).waitFor();
    await context.close();
  });

  it('has one h1 and no serious or critical axe violation on any booking page, on a phone too', async () => {
    const at = encodeURIComponent(`${DAY_ISO}T18:00:00.000Z`);
    const paths = [
      '/consultas',
      '/consultas-agendamento',
      '/consultas-agendamento?etapa=psicologo',
      `/consultas-agendamento?psicologo=${ANA.id}&etapa=agenda&data=${DAY_ISO}`,
      `/consultas-agendamento?etapa=dados&psicologo=${ANA.id}&data=${DAY_ISO}&horario=${at}`,
      '/consultas-sucesso?session_id=cs_sandbox_inexistente',
      '/consultas-gerenciar?token=nao-e-um-token-valido',
    ];
    const problems: string[] = [];
    for (const mobile of [false, true]) {
      // Our CSP forbids injected scripts, as it should; the audit alone is allowed in.
      const context = await suite.browser.newContext({
        bypassCSP: true,
        locale: 'pt-BR',
        timezoneId: ZONE,
        viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      for (const pagePath of paths) {
        await page.goto(`${suite.app.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
        expect(await page.locator('h1').count(), `${pagePath}: one h1`).toBe(1);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${pagePath}: fits the width`,
        ).toBe(true);
        // A toast fades in; its colours are judged once it is fully shown.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('[data-sonner-toast]')].every(
            (toast) => getComputedStyle(toast).opacity === '1',
          ),
        );
        problems.push(...(await seriousAxeViolations(page, `${pagePath} (${mobile ? 'phone' : 'desktop'})`)));
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});

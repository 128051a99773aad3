import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, newPage, queryStoppedApp, uniqueEmail, useBrowserSuite } from './harness';

const ANA_ID = '7b3c2a10-1d4e-4f6a-9b2c-000000000001';
const DEMO_LOGIN = { email: 'ana.souza@demo.aria.com.br', password: 'demo-psicologa-2026' };

/** A weekday a few days ahead on the São Paulo calendar, as YYYY-MM-DD. */
function nextWeekday(): string {
  for (let days = 3; days < 10; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000);
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    }).formatToParts(date);
    const get = (type: string) => parts.find((part) => part.type === type)!.value;
    if (!['Sat', 'Sun'].includes(get('weekday'))) return `${get('year')}-${get('month')}-${get('day')}`;
  }
  throw new Error('no weekday found');
}

async function logIn(browser: Browser, baseUrl: string, email: string, password: string) {
  const { context, page } = await newPage(browser);
  await page.goto(`${baseUrl}/psychologist-login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  return { context, page };
}

describe.skipIf(!hasChromium)('the psychologist area in a real browser', () => {
  const suite = useBrowserSuite({ DEMO_DATA: 'true' });

  it('registers a psychologist, who logs in and sees the dashboard awaiting review', async () => {
    const { context, page } = await newPage(suite.browser);
    const email = uniqueEmail('psicologa');
    await page.goto(`${suite.app.baseUrl}/psychologist-login`);
    await page.getByRole('button', { name: 'Cadastre-se como psicólogo' }).click();
    await page.getByLabel('Nome completo').fill('Dra. Lívia Moura');
    await page.getByLabel('Especialização').fill('Terapia de casal');
    await page.getByLabel('CRP').fill('08/45678');
    await page.getByLabel('Biografia').fill('Atendo casais e famílias há 6 anos.');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('senha-da-livia');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Cadastro realizado!').waitFor();
    await page.getByText('Verifique seu email para confirmar a conta.').waitFor();

    await page.getByLabel('Senha').fill('senha-da-livia');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Login realizado com sucesso!').waitFor();
    await page.waitForURL(/\/psychologist-dashboard$/);
    await page.getByRole('heading', { name: 'Olá, Dra. Lívia Moura' }).waitFor();
    await page.getByText(/em até 48 horas/).waitFor();
    await page.getByText('Nenhuma consulta agendada').waitFor();
    await page.getByRole('tab', { name: 'Perfil' }).click();
    await page.getByText('CRP 08/45678').waitFor();
    await page.getByText('Inativo').waitFor();

    // The site header has its own 'Sair'; this is the dashboard's.
    await page.getByRole('main').getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/psychologist-login$/);
    await context.close();
  });

  it("tells a plain account 'Acesso negado' and signs it out", async () => {
    const email = uniqueEmail('paciente');
    const { context } = await newPage(suite.browser);
    const signUp = await context.request.post(`${suite.app.baseUrl}/api/auth/sign-up/email`, {
      data: { name: 'Paulo Paciente', email, password: 'senha-do-paulo' },
      headers: { origin: suite.app.baseUrl },
    });
    expect(signUp.status()).toBe(200);
    await context.clearCookies();
    await context.close();

    const login = await logIn(suite.browser, suite.app.baseUrl, email, 'senha-do-paulo');
    await login.page.getByText('Acesso negado. Esta conta não está registrada como psicólogo.').waitFor();
    await login.page.goto(`${suite.app.baseUrl}/psychologist-dashboard`);
    await login.page.waitForURL(/\/psychologist-login$/);
    await login.context.close();
  });

  it('shows the demo psychologist a consultation booked and paid through the booking API, and manages windows', async () => {
    // A visitor books Dra. Ana's first free slot and pays in the sandbox.
    const { context: visitor, page: payment } = await newPage(suite.browser);
    const date = nextWeekday();
    const slots = await visitor.request.get(
      `${suite.app.baseUrl}/api/psychologists/${ANA_ID}/slots?date=${date}`,
    );
    expect(slots.status()).toBe(200);
    const slot = (
      (await slots.json()) as { slots: Array<{ startsAt: string; time: string; available: boolean }> }
    ).slots.find((candidate) => candidate.available)!;
    const checkout = await visitor.request.post(`${suite.app.baseUrl}/api/consultations/checkout`, {
      headers: { origin: suite.app.baseUrl },
      data: {
        appointment_data: {
          name: 'Beatriz Visitante Campos',
          email: uniqueEmail('beatriz'),
          phone: '(11) 98888-7777',
          appointment_date: slot.startsAt,
          psychologist_id: ANA_ID,
          is_adult: true,
        },
      },
    });
    expect(checkout.status()).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    await payment.goto(url);
    await payment.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
    await payment.getByLabel(/Validade/).fill('12/30');
    await payment.getByLabel(/CVC/).fill('123');
    await payment.getByRole('button', { name: /Pagar/ }).click();
    await payment.waitForURL(/\/consultas-sucesso/);
    await visitor.close();

    const { context, page } = await logIn(
      suite.browser,
      suite.app.baseUrl,
      DEMO_LOGIN.email,
      DEMO_LOGIN.password,
    );
    await page.waitForURL(/\/psychologist-dashboard$/);
    await page.getByRole('heading', { name: 'Olá, Dra. Ana Beatriz Souza' }).waitFor();
    const booked = page.getByRole('listitem').filter({ hasText: 'Paciente: Beatriz' });
    await booked.getByText(`às ${slot.time}`).waitFor();
    await booked.getByText('Valor: R$ 99,90 · Você recebe: R$ 50,00').waitFor();
    // The built-in room (ADR 025), closed until 10 minutes before the start.
    expect(await booked.getByRole('button', { name: 'Entrar na sala' }).isDisabled()).toBe(true);
    await booked.getByText(/^A sala abre às \d{2}:\d{2}$/).waitFor();
    expect(await booked.textContent()).not.toContain('Campos');

    await page.getByRole('tab', { name: 'Disponibilidade' }).click();
    await page.getByRole('button', { name: 'Remover Segunda-feira, 09:00–17:00' }).waitFor();
    await page.getByLabel('Início', { exact: true }).fill('18:00');
    await page.getByLabel('Término', { exact: true }).fill('19:30');
    await page.getByRole('button', { name: 'Adicionar horário' }).click();
    await page.getByText('Horário adicionado com sucesso!').waitFor();
    const added = page.getByRole('button', { name: 'Remover Segunda-feira, 18:00–19:30' });
    await added.waitFor();

    await page.getByLabel('Início', { exact: true }).fill('16:00');
    await page.getByLabel('Término', { exact: true }).fill('18:30');
    await page.getByRole('button', { name: 'Adicionar horário' }).click();
    await page.getByText('Não foi possível adicionar o horário.').waitFor();
    await page.getByText(/se sobrepõe a outro já configurado/).waitFor();

    await added.click();
    await page.getByText('Horário removido com sucesso!').waitFor();
    await added.waitFor({ state: 'detached' });
    await context.close();
  });

  // Last: it stops the app to read its database.
  it('submits a partner application with a PDF, stored inactive and never listed', async () => {
    const { context, page } = await newPage(suite.browser);
    const email = uniqueEmail('candidata');
    await page.goto(`${suite.app.baseUrl}/cadastrar-psicologo`);
    await page.getByText('Modelo de parceria').waitFor();
    await page.getByLabel('Nome completo', { exact: true }).fill('Renata Candidata Dias');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Telefone', { exact: true }).fill('(21) 97777-6666');
    await page.getByLabel('CRP', { exact: true }).fill('05/112233');
    await page.getByLabel('Especialização', { exact: true }).fill('Autoestima');
    await page.getByLabel('Biografia', { exact: true }).fill('Atendo jovens adultos.');
    await page.getByLabel(/Documento/).setInputFiles({
      name: 'crp.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% documento de teste\n%%EOF\n'),
    });
    await page.getByLabel('Banco', { exact: true }).fill('Banco Inter');
    await page.getByLabel('Agência', { exact: true }).fill('0001');
    await page.getByLabel('Conta', { exact: true }).fill('1234567-8');
    await page.getByLabel('Titular da conta', { exact: true }).fill('Renata Candidata Dias');

    await page.getByRole('button', { name: 'Enviar cadastro' }).click();
    await page.getByText('Você deve aceitar os termos de parceria para continuar.').waitFor();

    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Enviar cadastro' }).click();
    await page.getByText('Cadastro enviado com sucesso!').waitFor();
    await page
      .getByText('Suas informações foram enviadas para análise. Entraremos em contato em até 48 horas.')
      .waitFor();

    const list = await context.request.get(`${suite.app.baseUrl}/api/psychologists`);
    expect(await list.text()).not.toContain('Renata');
    await context.close();

    await suite.app.stop({ keepData: true });
    const rows = await queryStoppedApp<{
      is_active: boolean;
      user_id: string | null;
      status: string;
      mime: string;
    }>(
      suite.app,
      `select p.is_active, p.user_id, a.status, a.document_mime_type as mime, a.bank_details_encrypted as bank
         from psychologists p join psychologist_applications a on a.psychologist_id = p.id
        where p.email = '${email}'`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        is_active: false,
        user_id: null,
        status: 'pendente',
        mime: 'application/pdf',
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('1234567');
  });
});

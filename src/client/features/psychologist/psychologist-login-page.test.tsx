import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PsychologistLoginPage } from './psychologist-login-page';
import { renderAt, stubNetwork } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderLogin = (path = '/psychologist-login') => renderAt(path, <PsychologistLoginPage />);

describe('/psychologist-login', () => {
  it('toggles between Entrar and Cadastrar, with the registration fields only when registering', async () => {
    stubNetwork({});
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByLabelText('CRP')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cadastre-se como psicólogo' }));
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeInTheDocument();
    for (const label of ['Nome completo', 'Especialização', 'CRP', 'Biografia', 'E-mail', 'Senha']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Fazer login' }));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByLabelText('CRP')).not.toBeInTheDocument();
  });

  it("registers, shows 'Processando...' while busy, then the confirmation toast and the login form", async () => {
    let finish: (value: Response) => void = () => {};
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(`${init?.method} ${String(input)} ${String(init?.body)}`);
        return new Promise<Response>((resolve) => {
          finish = resolve;
        });
      }),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Cadastre-se como psicólogo' }));
    await user.type(screen.getByLabelText('Nome completo'), 'Dra. Lia Prado');
    await user.type(screen.getByLabelText('Especialização'), 'Ansiedade');
    await user.type(screen.getByLabelText('CRP'), '06/123456');
    await user.type(screen.getByLabelText('Biografia'), 'Atendo adultos.');
    await user.type(screen.getByLabelText('E-mail'), 'Lia@Example.com');
    await user.type(screen.getByLabelText('Senha'), 'senha-segura');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByRole('button', { name: 'Processando...' })).toBeDisabled();
    expect(calls[0]).toContain('POST /api/psychologist/register');
    expect(calls[0]).toContain('"crp":"06/123456"');
    expect(calls[0]).toContain('"email":"lia@example.com"');

    finish(new Response(JSON.stringify({ psychologistId: 'p1' }), { status: 201 }));
    expect(await screen.findByText('Cadastro realizado!')).toBeInTheDocument();
    expect(screen.getByText('Verifique seu email para confirmar a conta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('Lia@Example.com');
  });

  it('refuses a CRP in the wrong shape before calling the server', async () => {
    const calls = stubNetwork({});
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Cadastre-se como psicólogo' }));
    await user.type(screen.getByLabelText('Nome completo'), 'Dra. Lia Prado');
    await user.type(screen.getByLabelText('Especialização'), 'Ansiedade');
    await user.type(screen.getByLabelText('CRP'), '123456');
    await user.type(screen.getByLabelText('Biografia'), 'Atendo adultos.');
    await user.type(screen.getByLabelText('E-mail'), 'lia@example.com');
    await user.type(screen.getByLabelText('Senha'), 'senha-segura');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(/Informe o CRP no formato 00\/000000/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs an account with no psychologist record out again, with the Acesso negado message', async () => {
    const calls = stubNetwork({
      'POST /api/auth/sign-in/email': [{ status: 200, body: { user: { id: 'u1' } } }],
      'GET /api/psychologist/me': [
        {
          status: 403,
          body: {
            code: 'not_psychologist',
            message: 'Acesso negado. Esta conta não está registrada como psicólogo.',
          },
        },
      ],
      'POST /api/auth/sign-out': [{ status: 200, body: { success: true } }],
      'GET /api/me': [{ status: 200, body: { user: null, plan: {}, roles: [] } }],
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'paciente@example.com');
    await user.type(screen.getByLabelText('Senha'), 'senha-segura');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Acesso negado. Esta conta não está registrada como psicólogo.'),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toContain('POST /api/auth/sign-out');
    expect(screen.queryByText('página do painel')).not.toBeInTheDocument();
  });

  it('goes to the dashboard after a psychologist logs in', async () => {
    stubNetwork({
      'POST /api/auth/sign-in/email': [{ status: 200, body: { user: { id: 'u1' } } }],
      'GET /api/psychologist/me': [{ status: 200, body: { id: 'p1' } }],
      'GET /api/me': [{ status: 200, body: { user: null, plan: {}, roles: [] } }],
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Senha'), 'senha-segura');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('página do painel')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Login realizado com sucesso!')).toBeInTheDocument());
  });

  it('asks for the 2FA code after the password; a wrong one keeps the field, a backup code gets in', async () => {
    const calls = stubNetwork({
      'POST /api/auth/sign-in/email': [
        { status: 200, body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } },
      ],
      'POST /api/auth/two-factor/verify-totp': [
        {
          status: 401,
          body: {
            code: 'INVALID_CODE',
            message: 'Código incorreto. Confira o aplicativo autenticador e tente de novo.',
          },
        },
      ],
      'POST /api/auth/two-factor/verify-backup-code': [{ status: 200, body: { token: 't' } }],
      'GET /api/psychologist/me': [{ status: 200, body: { id: 'p1' } }],
      'GET /api/me': [{ status: 200, body: { user: null, plan: {}, roles: [] } }],
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Senha'), 'senha-segura');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const code = await screen.findByLabelText('Código do aplicativo autenticador');
    expect(calls.map((call) => call.key)).not.toContain('GET /api/psychologist/me');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText('Código incorreto. Confira o aplicativo autenticador e tente de novo.'),
    ).toBeInTheDocument();
    expect(code).toHaveValue('123456');

    await user.click(screen.getByRole('button', { name: 'Usar um código de backup' }));
    await user.type(screen.getByLabelText('Código de backup'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('página do painel')).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'POST /api/auth/two-factor/verify-backup-code')?.body).toEqual({
      code: 'abcde-12345',
    });
  });

  it('shows the set-password form for an invitation link', async () => {
    const calls = stubNetwork({
      'POST /api/psychologist-invitations/accept': [{ status: 201, body: { psychologistId: 'p1' } }],
      'GET /api/me': [{ status: 200, body: { user: null, plan: {}, roles: [] } }],
    });
    const user = userEvent.setup();
    renderLogin('/psychologist-login?convite=token-de-convite-com-32-caracteres');
    expect(screen.getByRole('heading', { name: 'Defina sua senha' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha'), 'senha-nova-1');
    await user.type(screen.getByLabelText('Confirmar senha'), 'senha-nova-1');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('página do painel')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      key: 'POST /api/psychologist-invitations/accept',
      body: { token: 'token-de-convite-com-32-caracteres', password: 'senha-nova-1' },
    });
  });
});

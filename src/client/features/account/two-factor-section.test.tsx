import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import type { MeResponse } from '../../../shared/contracts/me';
import { useMe } from '../../lib/me';
import { TwoFactorSection } from './two-factor-section';

const TOTP_URI =
  'otpauth://totp/Aria:rita%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Aria&digits=6&period=30';
const BACKUP_CODES = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333'];

const me = (roles: MeResponse['roles']): MeResponse => ({
  user: { id: 'u1', name: 'Rita', email: 'rita@example.com', image: null },
  plan: { active: false, planType: null, expiresAt: null },
  roles,
});

type Answer = { status: number; body: unknown };

/** The network by `METHOD path`; each key answers its queue in order, the last answer repeating. */
function stubNetwork(answers: Record<string, Answer[]>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const queue = answers[key];
      if (!queue) throw new Error(`unexpected fetch ${key}`);
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

function RolesProbe() {
  const roles = useMe().data?.roles;
  return roles ? <p>papéis: {roles.join(', ')}</p> : null;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Toaster />
      <RolesProbe />
      <TwoFactorSection />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TwoFactorSection (/conta)', () => {
  it('is not offered to an account that is neither admin nor psychologist', async () => {
    const calls = stubNetwork({ 'GET /api/me': [{ status: 200, body: me(['user']) }] });
    renderSection();
    // Once the roles are known, so the section had its chance to appear.
    expect(await screen.findByText('papéis: user')).toBeInTheDocument();
    expect(screen.queryByText('Verificação em duas etapas')).not.toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain('GET /api/auth/get-session');
  });

  it('enables: password, QR code and key, a code, the backup codes once, then the enabled state', async () => {
    const calls = stubNetwork({
      'GET /api/me': [{ status: 200, body: me(['user', 'admin']) }],
      'GET /api/auth/get-session': [
        { status: 200, body: { user: { twoFactorEnabled: false } } },
        { status: 200, body: { user: { twoFactorEnabled: true } } },
      ],
      'POST /api/auth/two-factor/enable': [
        { status: 400, body: { code: 'INVALID_PASSWORD', message: 'Senha incorreta.' } },
        { status: 200, body: { totpURI: TOTP_URI, backupCodes: BACKUP_CODES } },
      ],
      'POST /api/auth/two-factor/verify-totp': [{ status: 200, body: { token: 't' } }],
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText(/Obrigatória para acessar a área administrativa/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ativar verificação em duas etapas' }));
    const password = screen.getByLabelText('Digite sua senha para continuar');
    await user.type(password, 'errada');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Senha incorreta.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const qr = await screen.findByRole('img', { name: 'QR code para o aplicativo autenticador' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    await user.type(
      screen.getByLabelText('2. Digite o código de 6 dígitos que o aplicativo mostra'),
      '123 456',
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    const list = await screen.findByRole('list', { name: 'Códigos de backup' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES);
    expect(screen.getByRole('link', { name: 'Baixar códigos' })).toHaveAttribute(
      'download',
      'aria-codigos-de-backup.txt',
    );

    await user.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Ativada.');
    expect(screen.queryByRole('list', { name: 'Códigos de backup' })).not.toBeInTheDocument();
    expect(
      calls.filter((call) => call.key === 'POST /api/auth/two-factor/enable').map((c) => c.body),
    ).toEqual([{ password: 'errada' }, { password: 'segredo123' }]);
    expect(calls.find((call) => call.key === 'POST /api/auth/two-factor/verify-totp')?.body).toEqual({
      code: '123456',
    });
  });

  it('disables with the password, for a psychologist too', async () => {
    const calls = stubNetwork({
      'GET /api/me': [{ status: 200, body: me(['user', 'psychologist']) }],
      'GET /api/auth/get-session': [
        { status: 200, body: { user: { twoFactorEnabled: true } } },
        { status: 200, body: { user: { twoFactorEnabled: false } } },
      ],
      'POST /api/auth/two-factor/disable': [{ status: 200, body: { status: true } }],
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Ativada.');
    expect(screen.queryByText(/Obrigatória/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desativar' }));
    await user.type(screen.getByLabelText('Digite sua senha para desativar'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Desativar verificação' }));
    expect(await screen.findByText('Verificação em duas etapas desativada')).toBeInTheDocument();
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Desativada.');
    expect(calls.find((call) => call.key === 'POST /api/auth/two-factor/disable')?.body).toEqual({
      password: 'segredo123',
    });
  });
});

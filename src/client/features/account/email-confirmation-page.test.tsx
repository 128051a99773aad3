import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SIGNED_OUT } from '../../lib/me';
import { ConfirmEmailPage, EmailConfirmationPage } from './email-confirmation-page';

function renderAt(url: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(SIGNED_OUT), { headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/email-confirmado" element={<EmailConfirmationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmailConfirmationPage (/email-confirmado)', () => {
  it('says the e-mail is confirmed and offers both sign-ins to a visitor', async () => {
    renderAt('/email-confirmado');
    expect(await screen.findByRole('heading', { name: 'E-mail confirmado!' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /área do psicólogo/ })).toHaveAttribute(
      'href',
      '/psychologist-login',
    );
  });

  it.each([
    ['TOKEN_EXPIRED', 'Este link de confirmação expirou (ele vale por 24 horas).'],
    ['INVALID_TOKEN', 'Este link de confirmação é inválido. Confira se ele foi copiado inteiro do e-mail.'],
    ['USER_NOT_FOUND', 'A conta deste link não existe mais.'],
  ])('explains %s in Portuguese and where to ask for a new link', async (code, text) => {
    renderAt(`/email-confirmado?error=${code}`);
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível confirmar seu e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/Reenviar e-mail de confirmação/)).toBeInTheDocument();
  });
});

describe('ConfirmEmailPage (/confirmar-email)', () => {
  function renderConfirm(url: string, open: (path: string) => void) {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/confirmar-email" element={<ConfirmEmailPage open={open} />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('confirms an account only when the button is pressed, once', () => {
    const open = vi.fn();
    renderConfirm('/confirmar-email?token=abc.def-1', open);
    expect(screen.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar meu e-mail' }));
    expect(open).toHaveBeenCalledWith(
      '/api/auth/verify-email?token=abc.def-1&callbackURL=%2Femail-confirmado',
    );
    expect(screen.getByRole('button', { name: 'Confirmando…' })).toBeDisabled();
  });

  it('opens the application path for a partner application', () => {
    const open = vi.fn();
    renderConfirm('/confirmar-email?token=t0k3n&tipo=cadastro', open);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar meu e-mail' }));
    expect(open).toHaveBeenCalledWith('/api/psychologist-applications/confirm-email?token=t0k3n');
  });

  it('says a link without its token is incomplete', () => {
    renderConfirm('/confirmar-email', vi.fn());
    expect(screen.getByRole('heading', { name: 'Link de confirmação incompleto' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

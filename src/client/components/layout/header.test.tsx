import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MeResponse } from '../../../shared/contracts/me';
import { ME_QUERY_KEY, SIGNED_OUT } from '../../lib/me';
import { Header } from './header';

function renderHeader(me: MeResponse | 'loading') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  // While loading, an answer that never comes is in flight; the header's own query joins it instead of fetching.
  if (me === 'loading')
    void client.prefetchQuery({ queryKey: ME_QUERY_KEY, queryFn: () => new Promise(() => {}) });
  else client.setQueryData(ME_QUERY_KEY, me);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/faq']}>
        <Header />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const user = { id: 'u1', name: '', email: 'joana.dias@example.com', image: null };

describe('Header', () => {
  it('shows a spinner, and neither Entrar nor a greeting, while the session loads', () => {
    renderHeader('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando sua sessão...');
    expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull();
    expect(screen.queryByText(/Olá/)).toBeNull();
  });

  it('offers Entrar to a visitor and no subscriber buttons', () => {
    renderHeader(SIGNED_OUT);
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Chat com Aria')).toBeNull();
    expect(screen.queryByText(/Olá/)).toBeNull();
  });

  it('greets by the e-mail name, without subscriber buttons, when there is no plan', () => {
    renderHeader({ user, plan: { active: false, planType: null, expiresAt: null }, roles: ['user'] });
    expect(screen.getByText('Olá, joana.dias')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByText('Chat com Aria')).toBeNull();
    expect(screen.queryByText('Agendar')).toBeNull();
  });

  it('shows the plan badge, Chat com Aria and Agendar with an active plan', () => {
    renderHeader({
      user: { ...user, name: 'Joana Dias' },
      plan: { active: true, planType: 'anual', expiresAt: null },
      roles: ['user'],
    });
    expect(screen.getByText('Olá, Joana Dias')).toBeInTheDocument();
    expect(screen.getByText('Anual')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chat com Aria/ })).toHaveAttribute('href', '/aria-chat');
    expect(screen.getByRole('link', { name: /Agendar/ })).toHaveAttribute('href', '/consultas');
  });
});

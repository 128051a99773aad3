import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast, Toaster } from 'sonner';
import type { MeResponse } from '../../../shared/contracts/me';
import type { ConsentsResponse } from '../../../shared/contracts/account';
import { ME_QUERY_KEY } from '../../lib/me';
import { CONSENTS_QUERY_KEY } from './chat-consent';
import { ChatPage } from './chat-page';
import { HISTORY_KEY, HISTORY_OWNER_KEY, NO_HISTORY_KEY } from './history';
import { NEUTRAL_SITE_URL } from './quick-exit';

/** The chat page runs for real; only the network (`fetch`) and the page's way out (`location.replace`) are stubbed. */

const ME: MeResponse = {
  user: { id: 'conta-ana', name: 'Ana Lima', email: 'ana@example.com', image: null },
  plan: { active: true, planType: 'mensal', expiresAt: null },
  roles: ['user'],
};
const CONSENTS: ConsentsResponse = {
  chat: { version: 'v', acceptedAt: '2026-11-20T10:00:00.000Z' },
  currentChatVersion: 'v',
  aiProvider: null,
};

function stored(owner: string, messages: Array<[role: 'Usuário' | 'Aria', content: string]>) {
  localStorage.setItem(HISTORY_OWNER_KEY, owner);
  localStorage.setItem(HISTORY_KEY, JSON.stringify(messages.map(([role, content]) => ({ role, content }))));
}

/** Aria's replies: each call takes the next; a function answer lets a test hold the reply back. */
function stubAria(...replies: Array<string | (() => Promise<string>)>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) !== '/api/aria/chat') throw new Error(`unexpected fetch ${String(input)}`);
      const next = replies.shift() ?? 'Estou aqui com você.';
      const text = typeof next === 'string' ? next : await next();
      return new Response(JSON.stringify({ response: text }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderChat() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(ME_QUERY_KEY, ME);
  client.setQueryData(CONSENTS_QUERY_KEY, CONSENTS);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/aria-chat']}>
        <Routes>
          <Route path="/aria-chat" element={<ChatPage />} />
          <Route path="*" element={<p>outra página</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

async function sendMessage(user: ReturnType<typeof userEvent.setup>, text: string, reply: string) {
  await user.type(screen.getByLabelText('Mensagem para a Aria'), `${text}{Enter}`);
  await screen.findByText(reply);
}

let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  localStorage.clear();
  replace = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the chat on a shared device', () => {
  it('restores the conversation stored for this account', async () => {
    stored('conta-ana', [
      ['Usuário', 'Meu dia foi difícil'],
      ['Aria', 'Sinto muito. Quer me contar?'],
    ]);
    renderChat();
    expect(await screen.findByText('Meu dia foi difícil')).toBeInTheDocument();
    expect(screen.queryByText('Oi, eu sou a Aria 💜')).toBeNull();
  });

  it('shows an empty chat, and removes the history, when it was stored for another account', async () => {
    stored('conta-bruno', [['Usuário', 'Segredo do Bruno']]);
    renderChat();
    expect(await screen.findByText('Oi, eu sou a Aria 💜')).toBeInTheDocument();
    expect(screen.queryByText('Segredo do Bruno')).toBeNull();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(localStorage.getItem(HISTORY_OWNER_KEY)).toBeNull();
  });

  it('treats a history without an owner tag as someone else’s', async () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify([{ role: 'Usuário', content: 'Conversa antiga' }]));
    renderChat();
    expect(await screen.findByText('Oi, eu sou a Aria 💜')).toBeInTheDocument();
    expect(screen.queryByText('Conversa antiga')).toBeNull();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('saves a new conversation tagged with the account’s id, never its e-mail', async () => {
    const user = userEvent.setup();
    stubAria('Obrigada por contar.');
    renderChat();
    await sendMessage(user, 'Oi Aria', 'Obrigada por contar.');
    expect(localStorage.getItem(HISTORY_OWNER_KEY)).toBe('conta-ana');
    expect(JSON.stringify({ ...localStorage })).not.toContain('ana@example.com');
  });
});

describe('Apagar conversa', () => {
  it('asks first, then clears the screen and the device (mouse)', async () => {
    const user = userEvent.setup();
    stored('conta-ana', [
      ['Usuário', 'Meu dia foi difícil'],
      ['Aria', 'Sinto muito.'],
    ]);
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'Apagar conversa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apagar esta conversa?' });
    expect(dialog).toHaveTextContent('não será possível recuperá-las');
    await user.click(screen.getByRole('button', { name: 'Sim, apagar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Meu dia foi difícil')).toBeNull();
    expect(screen.getByText('Oi, eu sou a Aria 💜')).toBeInTheDocument();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(localStorage.getItem(HISTORY_OWNER_KEY)).toBeNull();
    expect(await screen.findByText('Conversa apagada')).toBeInTheDocument();
    // The trigger is disabled now; the focus goes on to the message field.
    expect(screen.getByRole('button', { name: 'Apagar conversa' })).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Mensagem para a Aria')).toHaveFocus());
  });

  it('works by keyboard, and Esc or Cancelar keeps the conversation', async () => {
    const user = userEvent.setup();
    stored('conta-ana', [['Usuário', 'Meu dia foi difícil']]);
    renderChat();
    const trigger = await screen.findByRole('button', { name: 'Apagar conversa' });

    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Apagar esta conversa?' });
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Meu dia foi difícil')).toBeInTheDocument();
    expect(localStorage.getItem(HISTORY_KEY)).not.toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Apagar esta conversa?' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Meu dia foi difícil')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Apagar esta conversa?' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sim, apagar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Meu dia foi difícil')).toBeNull());
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    // Nothing here was a quick exit: the Esc that closed the dialog was a single press.
    expect(replace).not.toHaveBeenCalled();
  });

  it('does not let a reply still on its way bring the erased conversation back', async () => {
    const user = userEvent.setup();
    let answer: (text: string) => void = () => {};
    stubAria(() => new Promise<string>((resolve) => (answer = resolve)));
    renderChat();
    await user.type(screen.getByLabelText('Mensagem para a Aria'), 'Uma coisa que ninguém pode ler{Enter}');
    await screen.findByText('Uma coisa que ninguém pode ler');
    await user.click(screen.getByRole('button', { name: 'Apagar conversa' }));
    await user.click(await screen.findByRole('button', { name: 'Sim, apagar' }));
    await waitFor(() => expect(screen.queryByText('Uma coisa que ninguém pode ler')).toBeNull());

    await act(async () => answer('Resposta atrasada'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeDefined());
    expect(screen.queryByText('Resposta atrasada')).toBeNull();
    expect(screen.queryByText('Uma coisa que ninguém pode ler')).toBeNull();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
  });
});

describe('Não guardar conversa neste aparelho', () => {
  it('removes what is stored, stores nothing while on, and is remembered by the device', async () => {
    const user = userEvent.setup();
    stubAria('Entendo.');
    stored('conta-ana', [['Usuário', 'Conversa de ontem']]);
    const { unmount } = renderChat();
    const setting = await screen.findByRole('checkbox', { name: 'Não guardar conversa neste aparelho' });
    expect(setting).not.toBeChecked();

    await user.click(setting);
    expect(setting).toBeChecked();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    // The conversation on screen stays until the page is left.
    expect(screen.getByText('Conversa de ontem')).toBeInTheDocument();

    await sendMessage(user, 'Hoje foi melhor', 'Entendo.');
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(localStorage.getItem(HISTORY_OWNER_KEY)).toBeNull();
    expect(localStorage.getItem(NO_HISTORY_KEY)).toBe('1');

    unmount();
    renderChat();
    expect(
      await screen.findByRole('checkbox', { name: 'Não guardar conversa neste aparelho' }),
    ).toBeChecked();
    expect(screen.getByText('Oi, eu sou a Aria 💜')).toBeInTheDocument();
  });

  it('turned off, keeps the conversation on screen from then on', async () => {
    const user = userEvent.setup();
    stubAria('Entendo.');
    localStorage.setItem(NO_HISTORY_KEY, '1');
    renderChat();
    await sendMessage(user, 'Hoje foi melhor', 'Entendo.');
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Não guardar conversa neste aparelho' }));
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual([
      { role: 'Usuário', content: 'Hoje foi melhor' },
      { role: 'Aria', content: 'Entendo.' },
    ]);
  });
});

describe('Sair rápido', () => {
  it('comes right after the header’s buttons and replaces the page with a neutral site (mouse)', async () => {
    const user = userEvent.setup();
    stored('conta-ana', [['Usuário', 'Meu dia foi difícil']]);
    renderChat();
    await screen.findByText('Meu dia foi difícil');
    // Testing Library matches a string name whole: this is the header's 'Sair', not 'Sair rápido'.
    screen.getByRole('button', { name: 'Sair' }).focus();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Sair rápido' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription(/Esc duas vezes/);

    await user.click(button);
    expect(replace).toHaveBeenCalledExactlyOnceWith(NEUTRAL_SITE_URL);
    // The screen goes blank at once; the stored conversation is kept for when the person comes back.
    expect(screen.queryByText('Meu dia foi difícil')).toBeNull();
    expect(localStorage.getItem(HISTORY_KEY)).not.toBeNull();
  });

  it('works by keyboard: Enter on the button', async () => {
    const user = userEvent.setup();
    renderChat();
    screen.getByRole('button', { name: 'Sair rápido' }).focus();
    await user.keyboard('{Enter}');
    expect(replace).toHaveBeenCalledExactlyOnceWith(NEUTRAL_SITE_URL);
  });

  it('leaves on Esc pressed twice within a second, even while typing, but not on one Esc', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    renderChat();
    const input = screen.getByLabelText('Mensagem para a Aria');
    await user.type(input, 'escrevendo');

    await user.keyboard('{Escape}');
    vi.setSystemTime(Date.now() + 1500);
    await user.keyboard('{Escape}');
    expect(replace).not.toHaveBeenCalled();
    expect(input).toHaveValue('escrevendo');

    vi.setSystemTime(Date.now() + 400);
    await user.keyboard('{Escape}');
    expect(replace).toHaveBeenCalledExactlyOnceWith(NEUTRAL_SITE_URL);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { FaqPage } from './faq-page';

afterEach(cleanup);

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/faq']}>
      <FaqPage />
    </MemoryRouter>,
  );
}

describe('FaqPage', () => {
  it('has one h1 and six collapsed questions', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(6);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several answers open at once', async () => {
    const user = userEvent.setup();
    renderPage();
    const whatIsAria = screen.getByRole('button', { name: 'O que é a Aria?' });
    const crisis = screen.getByRole('button', { name: 'O que fazer se eu estiver em crise?' });

    await user.click(whatIsAria);
    await user.click(crisis);

    expect(whatIsAria).toHaveAttribute('aria-expanded', 'true');
    expect(crisis).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/A Aria não é psicóloga/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'CVV, no 188' })).toHaveAttribute('href', 'tel:188');
    expect(screen.getByRole('link', { name: 'SAMU, no 192' })).toHaveAttribute('href', 'tel:192');
  });

  it('opens and closes a question from the keyboard', async () => {
    const user = userEvent.setup();
    renderPage();
    const privacy = screen.getByRole('button', { name: 'Minhas conversas com a Aria são privadas?' });
    privacy.focus();

    await user.keyboard('{Enter}');
    expect(privacy).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/fica guardado apenas no seu navegador/)).toBeVisible();

    await user.keyboard(' ');
    expect(privacy).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers support by e-mail at the contact address', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute(
      'href',
      'mailto:contato@aria.com.br',
    );
  });
});

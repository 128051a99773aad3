import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BecomePsychologistPage } from './become-psychologist-page';
import { FaqPage } from './faq-page';
import { PrivacyPage } from './privacy-page';
import { ResourcesPage } from './resources-page';
import { TermsPage } from './terms-page';

afterEach(cleanup);

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

const PAGES: [string, ComponentType][] = [
  ['FaqPage', FaqPage],
  ['PrivacyPage', PrivacyPage],
  ['TermsPage', TermsPage],
  ['ResourcesPage', ResourcesPage],
  ['BecomePsychologistPage', BecomePsychologistPage],
];

describe.each(PAGES)('%s', (_name, Page) => {
  it('has exactly one h1 and never skips a heading level', () => {
    const { container } = renderPage(Page);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it('labels every section with an existing heading and keeps ids unique', () => {
    const { container } = renderPage(Page);
    for (const section of container.querySelectorAll('section[aria-labelledby]')) {
      const heading = container.querySelector(`[id="${section.getAttribute('aria-labelledby')}"]`);
      expect(heading?.tagName).toMatch(/^H[2-6]$/);
    }
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe.each([
  ['PrivacyPage', PrivacyPage],
  ['TermsPage', TermsPage],
] as [string, ComponentType][])('%s', (_name, Page) => {
  it('shows the date of the last update and a table of contents that points at its sections', () => {
    const { container } = renderPage(Page);
    expect(screen.getByText('Última atualização: janeiro de 2025')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Nesta página' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const target = link.getAttribute('href')!.slice(1);
      expect(container.querySelector(`[id="${target}"]`)).not.toBeNull();
    }
  });
});

describe('PrivacyPage', () => {
  it('covers the LGPD topics and the contact for the data protection officer', () => {
    renderPage(PrivacyPage);
    for (const title of [
      'Quais dados coletamos',
      'Suas conversas com a Aria',
      'Dados de saúde e consentimento',
      'Transferência internacional',
      'Seus direitos',
      'Incidentes de segurança',
      'Menores de idade',
      'Cookies',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'contato@aria.com.br' })[0]).toHaveAttribute(
      'href',
      'mailto:contato@aria.com.br',
    );
    expect(screen.getByText('a revogação do consentimento.')).toBeInTheDocument();
  });
});

describe('TermsPage', () => {
  it('states the prices, the guarantee and the consultation rules', () => {
    renderPage(TermsPage);
    const text = document.body.textContent ?? '';
    for (const fragment of [
      'R$ 39,90',
      'R$ 29,90 por mês',
      'R$ 299,90 por ano',
      'art. 49 do Código de Defesa do Consumidor',
      '50 minutos',
      '24 horas de antecedência',
      '30 dias de antecedência',
      '18 anos ou mais',
      'CVV, no 188',
      'SAMU, no 192',
    ]) {
      expect(text).toContain(fragment);
    }
  });
});

describe('ResourcesPage', () => {
  it('lists four categories with articles, the news and the link to the plans', () => {
    renderPage(ResourcesPage);
    for (const category of ['Ansiedade', 'Estresse e trabalho', 'Sono', 'Relacionamentos']) {
      const section = screen.getByRole('region', { name: category });
      expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
    const news = screen.getByRole('region', { name: 'Novidades' });
    expect(within(news).getByText('novembro de 2026')).toHaveAttribute('datetime', '2026-11');
    expect(screen.getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/plans');
  });
});

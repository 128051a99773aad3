import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { BecomePsychologistPage } from './become-psychologist-page';

const originalLocation = window.location;
let location: { href: string };

beforeEach(() => {
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'success');
  // happy-dom would try to navigate to the mailto: URL; a plain object records it instead.
  location = { href: 'http://localhost/seja-psicologo' };
  Object.defineProperty(window, 'location', { configurable: true, value: location });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
});

const submit = () => screen.getByRole('button', { name: 'Enviar candidatura por e-mail' });

describe('BecomePsychologistPage', () => {
  it('shows the requirements, the specialties sought and the contacts', () => {
    render(<BecomePsychologistPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const text of [
      'Graduação em Psicologia e registro ativo no CRP',
      'Experiência clínica comprovada',
      'Disponibilidade para atendimentos online',
      'Ética profissional',
      'Ansiedade',
      'Depressão',
      'Relacionamentos',
      'Autoestima',
      'Luto',
      'Trauma',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'contato@aria.com.br' })).toHaveAttribute(
      'href',
      'mailto:contato@aria.com.br',
    );
    expect(screen.getByRole('link', { name: '+55 11 99999-0000' })).toHaveAttribute(
      'href',
      'https://wa.me/5511999990000',
    );
  });

  it('reports the first missing field, in order, and marks it invalid', async () => {
    const user = userEvent.setup();
    render(<BecomePsychologistPage />);
    const steps: [label: string, value: string, title: string][] = [
      ['Nome completo', 'Ana Souza', 'Nome obrigatório'],
      ['E-mail', 'ana@example.com', 'E-mail obrigatório'],
      ['Telefone', '11988887777', 'Telefone obrigatório'],
      ['Número do CRP', '06/123456', 'CRP obrigatório'],
      ['Especialidades', 'ansiedade', 'Especialidades obrigatórias'],
      ['Disponibilidade', 'terças, 9h às 12h', 'Disponibilidade obrigatória'],
    ];
    for (const [label, value, title] of steps) {
      await user.click(submit());
      expect(toast.error).toHaveBeenLastCalledWith(title, { description: expect.any(String) });
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      await user.type(field, value);
      expect(field).not.toHaveAttribute('aria-invalid');
    }
    expect(toast.error).toHaveBeenCalledTimes(steps.length);
    expect(location.href).toBe('http://localhost/seja-psicologo');
  });

  it('opens the mail client with every field encoded', async () => {
    const user = userEvent.setup();
    render(<BecomePsychologistPage />);
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Telefone'), '(11) 98888-7777');
    await user.type(screen.getByLabelText('Número do CRP'), '06/123456');
    await user.type(screen.getByLabelText('Especialidades'), 'luto & trauma');
    await user.type(screen.getByLabelText('Disponibilidade'), 'segundas, 18h às 21h');
    await user.type(screen.getByLabelText('LinkedIn (opcional)'), 'https://linkedin.com/in/ana');
    await user.type(screen.getByLabelText('Mensagem (opcional)'), 'Atendo há 8 anos.');

    await user.click(submit());

    expect(toast.error).not.toHaveBeenCalled();
    expect(location.href.startsWith('mailto:contato@aria.com.br?subject=')).toBe(true);
    expect(location.href).toContain(encodeURIComponent('Especialidades: luto & trauma'));
    const body = decodeURIComponent(location.href.split('&body=')[1]!);
    expect(body).toContain('Nome completo: Ana Souza');
    expect(body).toContain('E-mail: ana@example.com');
    expect(body).toContain('Telefone: (11) 98888-7777');
    expect(body).toContain('Registro no CRP: 06/123456');
    expect(body).toContain('Disponibilidade: segundas, 18h às 21h');
    expect(body).toContain('LinkedIn: https://linkedin.com/in/ana');
    expect(body).toContain('Atendo há 8 anos.');
    expect(toast.success).toHaveBeenCalledOnce();
  });
});

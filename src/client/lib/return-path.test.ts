import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('accepts a path of this site, query string included', () => {
    expect(safeReturnPath('/consultas-agendamento?etapa=psicologo')).toBe(
      '/consultas-agendamento?etapa=psicologo',
    );
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ok\\..\\evil',
      'consultas',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it('round-trips through the login link', () => {
    const href = loginHref('/consultas-agendamento?etapa=psicologo');
    expect(href).toBe('/login?next=%2Fconsultas-agendamento%3Fetapa%3Dpsicologo');
    expect(safeReturnPath(new URL(href, 'http://localhost').searchParams.get('next'))).toBe(
      '/consultas-agendamento?etapa=psicologo',
    );
  });
});

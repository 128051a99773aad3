import { describe, expect, it } from 'vitest';
import { isSameSitePath } from './same-site-path';

describe('isSameSitePath', () => {
  it('accepts a path of this site, with its query and fragment', () => {
    expect(isSameSitePath('/consultas-agendamento?etapa=psicologo#topo')).toBe(true);
  });

  it('refuses what a browser could turn into another site', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/plans\\..\\evil',
      '/\u0000/evil.example',
      '/\u007f',
      'https://evil.example',
      'consultas',
    ]) {
      expect(isSameSitePath(value), JSON.stringify(value)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  EMPTY_RECRUITMENT_APPLICATION,
  buildApplicationMailto,
  firstRecruitmentFailure,
  whatsappUrl,
  type RecruitmentApplication,
} from './recruitment-application';

const complete: RecruitmentApplication = {
  fullName: 'Ana Souza',
  email: 'ana@example.com',
  phone: '(11) 98888-7777',
  crp: '06/123456',
  specialties: 'ansiedade, luto',
  availability: 'segunda e quarta, 14h às 20h',
  linkedin: '',
  message: '',
};

describe('firstRecruitmentFailure', () => {
  it('reports the required fields in the order of the form', () => {
    const order: string[] = [];
    let input: RecruitmentApplication = { ...EMPTY_RECRUITMENT_APPLICATION };
    for (let failure = firstRecruitmentFailure(input); failure; failure = firstRecruitmentFailure(input)) {
      order.push(failure.field);
      input = { ...input, [failure.field]: complete[failure.field] };
    }
    expect(order).toEqual(['fullName', 'email', 'phone', 'crp', 'specialties', 'availability']);
  });

  it('treats blank text as missing', () => {
    expect(firstRecruitmentFailure({ ...complete, crp: '   ' })).toEqual({
      field: 'crp',
      title: 'CRP obrigatório',
      message: 'Por favor, informe o número do seu registro no CRP.',
    });
  });

  it('refuses an e-mail without a domain', () => {
    expect(firstRecruitmentFailure({ ...complete, email: 'ana@' })?.title).toBe('E-mail inválido');
  });

  it('accepts a complete application without the optional fields', () => {
    expect(firstRecruitmentFailure(complete)).toBeNull();
  });
});

describe('buildApplicationMailto', () => {
  it('addresses the contact e-mail and encodes the subject and every field', () => {
    const url = buildApplicationMailto(
      { ...complete, linkedin: 'https://linkedin.com/in/ana?x=1&y=2', message: 'Olá & até logo' },
      'contato@aria.com.br',
    );
    expect(url.startsWith('mailto:contato@aria.com.br?subject=')).toBe(true);
    const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect([...params.keys()]).toEqual(['subject', 'body']);
    expect(params.get('subject')).toBe('Candidatura a psicólogo parceiro: Ana Souza');
    const body = params.get('body') ?? '';
    for (const line of [
      'Nome completo: Ana Souza',
      'E-mail: ana@example.com',
      'Telefone: (11) 98888-7777',
      'Registro no CRP: 06/123456',
      'Especialidades: ansiedade, luto',
      'Disponibilidade: segunda e quarta, 14h às 20h',
      'LinkedIn: https://linkedin.com/in/ana?x=1&y=2',
      'Olá & até logo',
    ]) {
      expect(body).toContain(line);
    }
    // Nothing that would end the body early is left raw in the URL.
    expect(url.split('&body=')[1]).not.toMatch(/[&?#\s]/);
    expect(url).toContain('%0D%0A');
  });

  it('says when an optional field was left empty', () => {
    const body = decodeURIComponent(
      buildApplicationMailto(complete, 'contato@aria.com.br').split('body=')[1]!,
    );
    expect(body).toContain('LinkedIn: não informado');
  });
});

describe('whatsappUrl', () => {
  it('keeps only the digits of the number', () => {
    expect(whatsappUrl('+55 11 99999-0000')).toBe('https://wa.me/5511999990000');
  });
});

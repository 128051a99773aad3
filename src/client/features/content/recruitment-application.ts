/**
 * The /seja-psicologo recruitment form (docs/product.md, Psychologist sign-up and partner applications). It sends
 * nothing to our server: it opens the visitor's mail client with a prefilled message to the contact address, so the
 * rules live here as pure functions.
 */
export interface RecruitmentApplication {
  fullName: string;
  email: string;
  phone: string;
  crp: string;
  specialties: string;
  availability: string;
  linkedin: string;
  message: string;
}

export type RecruitmentField = keyof RecruitmentApplication;

export interface RecruitmentFailure {
  field: RecruitmentField;
  title: string;
  message: string;
}

export const EMPTY_RECRUITMENT_APPLICATION: RecruitmentApplication = {
  fullName: '',
  email: '',
  phone: '',
  crp: '',
  specialties: '',
  availability: '',
  linkedin: '',
  message: '',
};

// A plausibility check only: the mail client is the real test of the address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The checks in the order of the form's fields; only the first failure is shown, as in the other forms
 * (docs/product.md, Sign-up and login).
 */
export function firstRecruitmentFailure(input: RecruitmentApplication): RecruitmentFailure | null {
  if (input.fullName.trim() === '') {
    return { field: 'fullName', title: 'Nome obrigatório', message: 'Por favor, digite seu nome completo.' };
  }
  if (input.email.trim() === '') {
    return { field: 'email', title: 'E-mail obrigatório', message: 'Por favor, digite seu e-mail.' };
  }
  if (!EMAIL_PATTERN.test(input.email.trim())) {
    return { field: 'email', title: 'E-mail inválido', message: 'Verifique o endereço de e-mail digitado.' };
  }
  if (input.phone.trim() === '') {
    return {
      field: 'phone',
      title: 'Telefone obrigatório',
      message: 'Por favor, digite um telefone para contato.',
    };
  }
  if (input.crp.trim() === '') {
    return {
      field: 'crp',
      title: 'CRP obrigatório',
      message: 'Por favor, informe o número do seu registro no CRP.',
    };
  }
  if (input.specialties.trim() === '') {
    return {
      field: 'specialties',
      title: 'Especialidades obrigatórias',
      message: 'Por favor, informe as suas especialidades.',
    };
  }
  if (input.availability.trim() === '') {
    return {
      field: 'availability',
      title: 'Disponibilidade obrigatória',
      message: 'Por favor, informe os dias e horários em que pode atender.',
    };
  }
  return null;
}

/**
 * The mailto: URL with the subject and a pt-BR body listing every field. Each part goes through
 * encodeURIComponent and lines end in CRLF, as RFC 6068 asks for line breaks in a mailto body.
 */
export function buildApplicationMailto(input: RecruitmentApplication, contactEmail: string): string {
  const value = (text: string) => text.trim() || 'não informado';
  const subject = `Candidatura a psicólogo parceiro: ${input.fullName.trim()}`;
  const body = [
    'Olá, equipe Aria!',
    '',
    'Quero me candidatar para atender como psicólogo(a) parceiro(a).',
    '',
    `Nome completo: ${value(input.fullName)}`,
    `E-mail: ${value(input.email)}`,
    `Telefone: ${value(input.phone)}`,
    `Registro no CRP: ${value(input.crp)}`,
    `Especialidades: ${value(input.specialties)}`,
    `Disponibilidade: ${value(input.availability)}`,
    `LinkedIn: ${value(input.linkedin)}`,
    '',
    'Mensagem:',
    value(input.message),
  ].join('\r\n');
  return `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A wa.me link takes the number as digits only, with the country code. */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

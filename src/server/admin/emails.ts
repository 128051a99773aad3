import { formatDateAtTime } from '../../shared/dates';

/** The applicant's e-mails after review, in pt-BR. Plain text only: the link must survive any mail client. */

export function invitationEmail(input: { name: string; link: string; expiresAt: Date }) {
  const until = formatDateAtTime(input.expiresAt);
  return {
    subject: 'Seu cadastro na Aria foi aprovado',
    text: [
      `Olá, ${input.name}!`,
      '',
      'Que alegria: seu cadastro como psicólogo(a) parceiro(a) da Aria foi aprovado.',
      'Para criar sua senha e acessar o painel, abra o link abaixo:',
      '',
      input.link,
      '',
      `O link vale até ${until} (horário de Brasília) e pode ser usado uma única vez.`,
      'Se você não pediu este cadastro, ignore esta mensagem.',
      '',
      'Equipe Aria',
    ].join('\n'),
  };
}

export function refusalEmail(input: { name: string }) {
  return {
    subject: 'Sobre o seu cadastro na Aria',
    text: [
      `Olá, ${input.name}.`,
      '',
      'Agradecemos muito o seu interesse em fazer parte da rede de psicólogos parceiros da Aria.',
      'Depois de analisar seu cadastro, não poderemos seguir com a parceria neste momento.',
      'Você pode enviar um novo cadastro no futuro, se quiser.',
      '',
      'Desejamos sucesso na sua trajetória.',
      'Equipe Aria',
    ].join('\n'),
  };
}

/**
 * Title and description of every pre-rendered route. The build writes them into each page's HTML (search engines
 * and link previews read them without JavaScript); the pages set the same values on client-side navigation.
 */
export interface RouteMeta {
  title: string;
  description: string;
}

export const ROUTE_META = {
  '/': {
    title: 'Aria — apoio emocional 24 horas, com IA e psicólogos',
    description:
      'Converse com a Aria, assistente de apoio emocional com IA, a qualquer hora, e agende consultas online com psicólogos parceiros.',
  },
  '/faq': {
    title: 'Perguntas frequentes',
    description:
      'Tire suas dúvidas sobre a Aria, os planos, as consultas com psicólogos e a sua privacidade.',
  },
  '/privacidade': {
    title: 'Política de Privacidade',
    description:
      'Como a Aria trata seus dados pessoais e de saúde, conforme a LGPD: finalidades, bases legais, direitos e contato do controlador.',
  },
  '/termos': {
    title: 'Termos de Uso',
    description:
      'Condições de uso da Aria: planos, garantia de 7 dias, consultas com psicólogos, cancelamento e responsabilidades.',
  },
  '/recursos': {
    title: 'Recursos',
    description:
      'Artigos, exercícios e novidades sobre ansiedade, estresse, sono e relacionamentos para cuidar da sua saúde emocional.',
  },
  '/seja-psicologo': {
    title: 'Seja um Psicólogo parceiro',
    description:
      'Atenda online pela Aria: receba R$ 50,00 por consulta, tenha agenda flexível e alcance pessoas de todo o Brasil.',
  },
  '/psicologos': {
    title: 'Psicólogos parceiros',
    description:
      'Conheça os psicólogos parceiros da Aria, com CRP ativo, e agende uma consulta online de 50 minutos.',
  },
} satisfies Record<string, RouteMeta>;

export type PrerenderedPath = keyof typeof ROUTE_META;
export const PRERENDERED_PATHS = Object.keys(ROUTE_META) as PrerenderedPath[];

/** Every page's title names the product once. */
export function documentTitle(title: string): string {
  return title.includes('Aria') ? title : `${title} | Aria`;
}

/**
 * Title and description of every pre-rendered route. The build writes them into each page's HTML (search engines
 * and link previews read them without JavaScript); the pages set the same values on client-side navigation.
 */
export interface RouteMeta {
  title: string;
  description: string;
  /**
   * Query parameters that change the page's first render (a booking step, an invitation, a plan in a link): an
   * address holding one gets the bare shell, since the pre-rendered HTML is of the page without them (ADR 028).
   * Others (`next`, a campaign's `utm_*`) keep the pre-rendered HTML.
   */
  firstRenderParams?: readonly string[];
  /**
   * An address holding one of `firstRenderParams` whose first render is a skeleton that every such address shares
   * (the booking steps: heading and frame). It is pre-rendered too, and the server sends it for those addresses
   * instead of the bare shell; the page renders its own state right after hydrating (ADR 028).
   */
  paramsSkeleton?: string;
  /**
   * Only a signed-in person sees this page: the server sends a visitor to /login (with `next`) before any HTML,
   * and the pre-rendered HTML is the page's loading skeleton (ADR 036).
   */
  signInRequired?: boolean;
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
  '/consultas': {
    title: 'Consultas com psicólogos',
    description:
      'Consultas online de 50 minutos com psicólogos parceiros da Aria: R$ 99,90, ou com desconto para assinantes.',
  },
  '/consultas-agendamento': {
    title: 'Agendar consulta',
    description: 'Agende uma consulta online de 50 minutos com um psicólogo parceiro da Aria.',
    firstRenderParams: ['etapa', 'psicologo', 'data', 'horario'],
    paramsSkeleton: '/consultas-agendamento?etapa=psicologo',
  },
  '/plans': {
    title: 'Planos',
    description: 'Escolha o plano Avulso, Mensal ou Anual e converse com a Aria 24 horas.',
    signInRequired: true,
  },
  '/login': {
    title: 'Entrar',
    description: 'Entre na sua conta Aria para conversar com a Aria e agendar consultas.',
    firstRenderParams: ['plan'],
  },
  '/signup': {
    title: 'Criar conta',
    description: 'Crie sua conta Aria e escolha um plano para conversar com a Aria.',
    firstRenderParams: ['plan'],
  },
  '/psychologist-login': {
    title: 'Área do psicólogo',
    description: 'Entre ou cadastre-se como psicólogo parceiro da Aria.',
    firstRenderParams: ['convite'],
  },
  '/cadastrar-psicologo': {
    title: 'Cadastro de psicólogo parceiro',
    description: 'Candidate-se para atender como psicólogo parceiro da Aria.',
  },
} satisfies Record<string, RouteMeta>;

export type PrerenderedPath = keyof typeof ROUTE_META;
export const PRERENDERED_PATHS = Object.keys(ROUTE_META) as PrerenderedPath[];

/** Every page's title names the product once. */
export function documentTitle(title: string): string {
  return title.includes('Aria') ? title : `${title} | Aria`;
}

export const PLAN_IDS = ['avulso', 'mensal', 'anual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Price in BRL cents. */
  priceCents: number;
  /** The struck-through original price, in BRL cents. */
  originalPriceCents: number;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
  /** Discount on consultations while this plan is active, in percent. */
  consultationDiscountPercent: number;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'avulso',
    name: 'Avulso',
    priceCents: 3990,
    originalPriceCents: 4990,
    period: '30 dias de acesso',
    description: 'Acesso completo por 30 dias, sem renovação automática.',
    features: [
      'Chat ilimitado com a Aria por 30 dias',
      'Disponível 24 horas, 7 dias por semana',
      '30% de desconto em consultas com psicólogos',
      'Sem renovação automática',
    ],
    popular: false,
    consultationDiscountPercent: 30,
  },
  {
    id: 'mensal',
    name: 'Mensal',
    priceCents: 2990,
    originalPriceCents: 3990,
    period: 'por mês',
    description: 'O plano mais escolhido: apoio contínuo, cancele quando quiser.',
    features: [
      'Chat ilimitado com a Aria',
      'Disponível 24 horas, 7 dias por semana',
      '30% de desconto em consultas com psicólogos',
      'Cancele quando quiser, sem fidelidade',
    ],
    popular: true,
    consultationDiscountPercent: 30,
  },
  {
    id: 'anual',
    name: 'Anual',
    priceCents: 29990,
    originalPriceCents: 47880,
    period: 'por ano',
    description: '2 meses grátis e 37% de economia em relação ao mensal.',
    features: [
      'Tudo do plano Mensal',
      '2 meses grátis (37% de economia)',
      '50% de desconto em consultas com psicólogos',
      'Prioridade no agendamento',
    ],
    popular: false,
    consultationDiscountPercent: 50,
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Reads a plan from a query parameter, falling back to mensal (docs/product.md, Plans and payments). */
export function planFromParam(value: string | null | undefined): PlanId {
  return isPlanId(value) ? value : 'mensal';
}

/** docs/product.md, Plans and payments: the rounded value of (original − price) / original. */
export function planDiscountPercent(plan: Pick<Plan, 'priceCents' | 'originalPriceCents'>): number {
  return Math.round(((plan.originalPriceCents - plan.priceCents) / plan.originalPriceCents) * 100);
}

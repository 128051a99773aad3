import { lazy, Suspense } from 'react';
import { Clock, Lock, ShieldCheck, Video, type LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ButtonLink } from '../../components/ui/button-link';
import { useMe } from '../../lib/me';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTE_META } from '../../lib/route-meta';
import { BackLink } from './back-link';
import { PriceCards } from './price-cards';

// Only a signed-in person has consultations: a visitor's page does not load the cards, the rescheduling calendar and
// the forms' validation (on a slow phone, their start kept the page from answering a tap).
const MyConsultations = lazy(() =>
  import('./my-consultations').then((module) => ({ default: module.MyConsultations })),
);

const INFO_CARDS: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: ShieldCheck,
    title: 'Profissionais qualificados',
    text: 'Todos os psicólogos parceiros têm registro ativo no Conselho Regional de Psicologia (CRP) e experiência clínica.',
  },
  {
    icon: Video,
    title: 'Sessões online',
    text: 'Consultas de 50 minutos por videochamada, de onde você estiver. O link chega no seu e-mail.',
  },
  {
    icon: Clock,
    title: 'Horários flexíveis',
    text: 'Escolha o dia e o horário que cabem na sua rotina, de segunda a sexta. Remarque até 24 horas antes.',
  },
  {
    icon: Lock,
    title: 'Sigilo profissional',
    text: 'O que você conversa na consulta fica entre você e o psicólogo, como determina o Código de Ética da profissão.',
  },
];

/**
 * /consultas (docs/product.md, Consultations page): what a consultation is, its prices and, for signed-in people,
 * 'Minhas consultas'.
 */
export function ConsultationsPage() {
  usePageMeta(ROUTE_META['/consultas'].title, ROUTE_META['/consultas'].description);
  const me = useMe();
  const user = me.data?.user ?? null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8">
      <div className="flex flex-col gap-3">
        <BackLink to="/aria-chat">Voltar ao chat</BackLink>
        <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">Consultas com psicólogos</h1>
        <p className="max-w-2xl text-slate-700">
          Às vezes, conversar com um profissional faz toda a diferença. Agende uma consulta online com um
          psicólogo parceiro, no seu tempo e com todo o cuidado.
        </p>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {INFO_CARDS.map((card) => (
          <li key={card.title} className="flex flex-col gap-2 rounded-2xl bg-calm-50 p-5">
            <span className="text-calm-700">
              <card.icon aria-hidden="true" className="size-6" />
            </span>
            <h2 className="font-semibold text-slate-900">{card.title}</h2>
            <p className="text-sm text-slate-700">{card.text}</p>
          </li>
        ))}
      </ul>

      <PriceCards
        singleAction={
          <ButtonLink to="/consultas-agendamento" size="lg" variant="outline" className="w-full">
            Agendar Consulta
          </ButtonLink>
        }
        subscriberAction={<SubscriberAction />}
      />

      {user ? (
        <Suspense fallback={<Spinner />}>
          <MyConsultations />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The subscriber card's button follows who is looking (docs/product.md, Consultations page). */
function SubscriberAction() {
  const me = useMe();
  if (me.isPending) {
    return (
      <Button size="lg" className="w-full" disabled>
        Carregando...
      </Button>
    );
  }
  const [label, to] = !me.data?.user
    ? ['Fazer Login', '/login']
    : me.data.plan.active
      ? ['Agendar com Desconto', '/consultas-agendamento']
      : ['Assinar Agora', '/plans'];
  return (
    <ButtonLink to={to} size="lg" className="w-full">
      {label}
    </ButtonLink>
  );
}

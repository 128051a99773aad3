import { BadgePercent, RefreshCw, UsersRound } from 'lucide-react';
import {
  CONSULTATION_MINUTES,
  SINGLE_CONSULTATION_PRICE_CENTS,
  SUBSCRIBER_CONSULTATION_PRICE_CENTS,
  consultationPrice,
} from '../../../shared/consultation-pricing';
import type { MeResponse } from '../../../shared/contracts/me';
import type { PsychologistsResponse } from '../../../shared/contracts/psychologists';
import { formatBRL } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { useMe } from '../../lib/me';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTE_META } from '../../lib/route-meta';
import { usePsychologists } from './api';
import { PsychologistCard, type CardPrices } from './psychologist-card';

const SKELETON_CARDS = 3;

/**
 * /psicologos (docs/product.md, Content pages): the active partner psychologists. Pre-rendered and hydrated, so the
 * first render is the same on the server and in the browser: the list (and the session) load only in the browser,
 * and until then the page shows its loading state.
 */
export function PsychologistsPage() {
  const meta = ROUTE_META['/psicologos'];
  usePageMeta(meta.title, meta.description);
  const me = useMe();
  const list = usePsychologists();

  const user = me.data?.user ?? null;
  // While the session is still loading the person is treated as a visitor: the login page sends a signed-in
  // person on anyway.
  const bookingHref = (id: string) =>
    user ? `/consultas-agendamento?psicologo=${encodeURIComponent(id)}` : '/login';

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900 md:text-4xl">Psicólogos parceiros</h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
        Profissionais com registro ativo no CRP, em consultas online por videochamada de{' '}
        {CONSULTATION_MINUTES} minutos, com sigilo profissional.
      </p>

      <SubscriberBanner />

      <div className="mt-10">
        {list.isPending ? (
          <LoadingCards />
        ) : list.isError ? (
          <div
            role="alert"
            className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
          >
            <p className="font-semibold text-red-900">Não foi possível carregar os psicólogos.</p>
            <p className="text-sm text-red-800">{list.error.message}</p>
            <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
              <RefreshCw aria-hidden="true" />
              {list.isFetching ? 'Tentando...' : 'Tentar novamente'}
            </Button>
          </div>
        ) : list.data.psychologists.length === 0 ? (
          <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl bg-slate-50 p-8 text-center">
            <UsersRound aria-hidden="true" className="size-10 text-slate-400" />
            <p className="font-semibold text-slate-900">Nenhum psicólogo disponível no momento.</p>
            <p className="text-sm text-slate-600">
              Novos psicólogos parceiros entram na agenda com frequência. Volte em breve.
            </p>
            <ButtonLink to="/" variant="outline">
              Voltar para o início
            </ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {list.data.psychologists.map((psychologist) => (
              <li key={psychologist.id} className="flex">
                <PsychologistCard
                  psychologist={psychologist}
                  bookingHref={bookingHref(psychologist.id)}
                  prices={cardPrices(list.data, user ? me.data?.plan : undefined)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function cardPrices(list: PsychologistsResponse, plan: MeResponse['plan'] | undefined): CardPrices {
  return {
    singlePriceCents: list.singlePriceCents,
    subscriberPriceCents: list.subscriberPriceCents,
    own: plan ? consultationPrice(plan) : null,
  };
}

/**
 * The '30% OFF' banner (docs/product.md, Content pages). Static prices, so the pre-rendered page shows it before
 * any data arrives.
 */
function SubscriberBanner() {
  return (
    <section
      aria-label="Desconto para assinantes"
      className="mx-auto mt-8 flex max-w-3xl flex-col items-center gap-3 rounded-2xl bg-calm-50 p-5 text-center sm:flex-row sm:text-left"
    >
      <BadgePercent aria-hidden="true" className="size-10 shrink-0 text-calm-700" />
      <div>
        <p className="font-semibold text-slate-900">30% OFF para assinantes</p>
        <p className="text-sm text-slate-700">
          Consulta de <s>{formatBRL(SINGLE_CONSULTATION_PRICE_CENTS)}</s> por{' '}
          <strong>{formatBRL(SUBSCRIBER_CONSULTATION_PRICE_CENTS)}</strong> com um plano Avulso ou Mensal
          ativo. No plano Anual, o desconto é de 50%.
        </p>
      </div>
      <ButtonLink to="/plans" variant="calm" className="sm:ml-auto">
        Ver planos
      </ButtonLink>
    </section>
  );
}

function LoadingCards() {
  return (
    <div role="status">
      <span className="sr-only">Carregando psicólogos...</span>
      <ul aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li
            key={index}
            className="flex animate-pulse flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
          >
            <div className="flex items-center gap-4">
              <div className="size-16 rounded-full bg-slate-200" />
              <div className="flex flex-1 flex-col gap-2">
                <div className="h-4 w-3/4 rounded bg-slate-200" />
                <div className="h-3 w-1/2 rounded bg-slate-200" />
              </div>
            </div>
            <div className="h-3 w-full rounded bg-slate-200" />
            <div className="h-3 w-5/6 rounded bg-slate-200" />
            <div className="h-10 w-full rounded-xl bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

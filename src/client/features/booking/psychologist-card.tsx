import { CalendarClock, Star } from 'lucide-react';
import { CONSULTATION_MINUTES, type ConsultationPrice } from '../../../shared/consultation-pricing';
import type { PublicPsychologist } from '../../../shared/contracts/psychologists';
import { formatBRL } from '../../../shared/money';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { PsychologistAvatar } from './psychologist-avatar';

/** 4.9 → '4,9', 5 → '5,0'. By hand, like formatBRL: a first Intl formatter is slow on a phone. */
function formatRating(rating: number): string {
  return rating.toFixed(1).replace('.', ',');
}

function experienceText(years: number): string {
  return years === 1 ? '1 ano de experiência' : `${years} anos de experiência`;
}

export interface CardPrices {
  singlePriceCents: number;
  subscriberPriceCents: number;
  /** The signed-in person's own price when their plan gives a discount. */
  own: ConsultationPrice | null;
}

/**
 * One partner psychologist. CFP advertising rules (docs/care.md, CFP rules): the full name, the word psicólogo(a)
 * and the CRP with its number are always shown; the price is stated plainly, never as a promotion of the
 * professional.
 */
export function PsychologistCard({
  psychologist,
  prices,
  bookingHref,
}: {
  psychologist: PublicPsychologist;
  prices: CardPrices;
  bookingHref: string;
}) {
  const headingId = `psicologo-${psychologist.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <PsychologistAvatar psychologist={psychologist} size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {psychologist.name}
          </h2>
          <p className="text-sm text-slate-700">
            {psychologist.crp ? `Psicólogo(a) · CRP ${psychologist.crp}` : 'Psicólogo(a)'}
          </p>
          <p className="text-sm font-medium text-calm-700">{psychologist.specialization}</p>
        </div>
      </div>

      {psychologist.rating !== null || psychologist.yearsOfExperience !== null ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          {psychologist.rating !== null ? (
            <span
              role="img"
              aria-label={`Nota ${formatRating(psychologist.rating)} de 5`}
              className="inline-flex items-center gap-1 font-semibold text-slate-900"
            >
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              {formatRating(psychologist.rating)}
            </span>
          ) : null}
          {psychologist.yearsOfExperience !== null ? (
            <span>{experienceText(psychologist.yearsOfExperience)}</span>
          ) : null}
        </div>
      ) : null}

      <p className="line-clamp-3 text-sm text-slate-600">{psychologist.biography}</p>

      <p className="flex items-start gap-2 text-sm text-slate-700">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          <span className="sr-only">Disponibilidade: </span>
          {psychologist.availabilityText}
        </span>
      </p>

      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
        <PriceLine prices={prices} />
        <ButtonLink to={bookingHref}>
          Agendar<span className="sr-only"> com {psychologist.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}

function PriceLine({ prices }: { prices: CardPrices }) {
  if (prices.own && prices.own.discountPercent > 0) {
    return (
      <div className="flex flex-col text-sm">
        <span className="text-slate-500">
          <span className="sr-only">De </span>
          <s>{formatBRL(prices.singlePriceCents)}</s>
          <span className="sr-only"> por</span>
        </span>
        <span className="flex items-center gap-2">
          <span className="text-lg font-bold text-slate-900">{formatBRL(prices.own.priceCents)}</span>
          <Badge variant="success">{prices.own.discountPercent}% OFF</Badge>
        </span>
        <span className="text-slate-600">por sessão de {CONSULTATION_MINUTES} min</span>
      </div>
    );
  }
  return (
    <div className="flex flex-col text-sm">
      <span>
        <span className="text-lg font-bold text-slate-900">{formatBRL(prices.singlePriceCents)}</span>{' '}
        <span className="text-slate-600">por sessão de {CONSULTATION_MINUTES} min</span>
      </span>
      <span className="text-slate-600">{formatBRL(prices.subscriberPriceCents)} para assinantes</span>
    </div>
  );
}

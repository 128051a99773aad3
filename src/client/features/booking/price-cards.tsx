import type { ReactNode } from 'react';
import {
  CONSULTATION_MINUTES,
  SINGLE_CONSULTATION_PRICE_CENTS,
  SUBSCRIBER_CONSULTATION_PRICE_CENTS,
  consultationPrice,
} from '../../../shared/consultation-pricing';
import { formatBRL } from '../../../shared/money';
import { Badge } from '../../components/ui/badge';
import { CheckItem } from '../../components/ui/check-list';

const ANNUAL_PRICE = consultationPrice({ active: true, planType: 'anual' });

/**
 * docs/product.md, Consultations page: 'Consulta Avulsa' and 'Para Assinantes', on /consultas and the booking's
 * first step. The prices come from the shared table the server charges by; each card takes its own button.
 */
export function PriceCards({
  singleAction,
  subscriberAction,
}: {
  singleAction?: ReactNode;
  subscriberAction?: ReactNode;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="preco-avulsa"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="preco-avulsa" className="text-xl font-semibold text-slate-900">
          Consulta Avulsa
        </h2>
        <SessionPrice cents={SINGLE_CONSULTATION_PRICE_CENTS} />
        <Features>
          <Feature>Sem precisar de assinatura</Feature>
          <Feature>Videochamada com psicólogo(a) com CRP ativo</Feature>
          <Feature>Link da consulta enviado por e-mail</Feature>
        </Features>
        {singleAction ? <div className="mt-auto pt-2">{singleAction}</div> : null}
      </section>
      <section
        aria-labelledby="preco-assinantes"
        className="flex flex-col gap-4 rounded-2xl border-2 border-brand-600 bg-brand-50/40 p-6 shadow-sm"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id="preco-assinantes" className="text-xl font-semibold text-slate-900">
            Para Assinantes
          </h2>
          <Badge variant="success">30% OFF</Badge>
        </div>
        <SessionPrice
          cents={SUBSCRIBER_CONSULTATION_PRICE_CENTS}
          fullCents={SINGLE_CONSULTATION_PRICE_CENTS}
        />
        <Features>
          <Feature>Desconto aplicado automaticamente para quem tem plano ativo</Feature>
          <Feature>
            No plano Anual, {ANNUAL_PRICE.discountPercent}% OFF: {formatBRL(ANNUAL_PRICE.priceCents)} por
            sessão
          </Feature>
          <Feature>Chat com a Aria a qualquer hora entre as consultas</Feature>
        </Features>
        {subscriberAction ? <div className="mt-auto pt-2">{subscriberAction}</div> : null}
      </section>
    </div>
  );
}

/** One session's price, after the struck full price where there is a discount. */
function SessionPrice({ cents, fullCents }: { cents: number; fullCents?: number }) {
  return (
    <p>
      {fullCents === undefined ? null : (
        <>
          <s className="text-slate-500">{formatBRL(fullCents)}</s>{' '}
        </>
      )}
      <span className="text-3xl font-bold text-slate-900">{formatBRL(cents)}</span>{' '}
      <span className="text-slate-600">por sessão de {CONSULTATION_MINUTES} minutos</span>
    </p>
  );
}

function Features({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-2 text-sm text-slate-700">{children}</ul>;
}

function Feature({ children }: { children: ReactNode }) {
  return (
    <CheckItem className="items-start">
      <span>{children}</span>
    </CheckItem>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useMe } from '../../lib/me';
import { loginHref } from '../../lib/return-path';
import { bookingHref } from './booking-steps';
import { PriceCards } from './price-cards';

/** Step 1: the prices, then straight on for a signed-in person; a visitor is asked whether they subscribe. */
export function IntroStep({ onContinue }: { onContinue: () => void }) {
  const me = useMe();
  const [asking, setAsking] = useState(false);
  const signedIn = Boolean(me.data?.user);
  const questionRef = useRef<HTMLHeadingElement>(null);

  // The question replaces the button below the price cards: move focus (and a phone's view) to it.
  useEffect(() => {
    if (asking) questionRef.current?.focus();
  }, [asking]);

  return (
    <div className="flex flex-col gap-6">
      <PriceCards />
      {asking && !signedIn ? (
        <section
          aria-labelledby="pergunta-assinante"
          className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-6"
        >
          <h2
            id="pergunta-assinante"
            ref={questionRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900"
          >
            Você já é assinante da Aria?
          </h2>
          <p className="text-sm text-slate-600">
            Entrando na sua conta, o desconto do seu plano é aplicado automaticamente.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={loginHref(bookingHref({ step: 'psicologo' }))}>Sim, sou assinante</Link>
            </Button>
            <Button size="lg" variant="outline" onClick={onContinue}>
              Não, quero agendar como visitante
            </Button>
          </div>
        </section>
      ) : (
        <Button
          size="lg"
          className="self-center"
          disabled={me.isPending}
          onClick={() => (signedIn ? onContinue() : setAsking(true))}
        >
          Agendar Consulta
        </Button>
      )}
    </div>
  );
}

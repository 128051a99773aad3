import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Check, MessageCircleHeart } from 'lucide-react';
import { PLANS, planDiscountPercent } from '../../../shared/plans';
import { formatBRL } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { PageSpinner } from '../../components/ui/spinner';
import { scrollToSection, type SectionState } from '../../components/layout/section-navigation';
import { useMe } from '../../lib/me';
import { usePageMeta } from '../../lib/page-meta';

export function LandingPage() {
  usePageMeta(
    'Aria — apoio emocional 24 horas, com IA e psicólogos',
    'Converse com a Aria a qualquer hora e agende consultas online com psicólogos parceiros.',
  );
  const me = useMe();
  const location = useLocation();
  const section = (location.state as SectionState | null)?.section;

  useEffect(() => {
    if (section) requestAnimationFrame(() => scrollToSection(section));
  }, [section]);

  if (me.isPending) return <PageSpinner label="Carregando sua sessão..." />;
  // DESIGN §4: a signed-in person who opens / goes to the chat; a section link from the header still scrolls.
  if (me.data?.user && !section) return <Navigate to="/aria-chat" replace />;
  const signedIn = Boolean(me.data?.user);

  return (
    <>
      <section id="inicio" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-20 text-center">
          <Badge variant="calm">Disponível 24 horas, 7 dias por semana</Badge>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">
            Apoio emocional quando você precisar, com a Aria
          </h1>
          <p className="max-w-2xl text-lg text-slate-600">
            Converse a qualquer hora com a Aria, nossa assistente de IA, e agende consultas online com
            psicólogos parceiros quando quiser falar com um profissional.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => scrollToSection('planos')}>
              <MessageCircleHeart aria-hidden="true" />
              Inicie agora mesmo
            </Button>
            {!signedIn ? (
              <Button asChild size="lg" variant="outline">
                <Link to="/consultas">Falar com psicólogo</Link>
              </Button>
            ) : null}
          </div>
        </div>
      </section>

      <section id="planos" aria-labelledby="planos-titulo" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="planos-titulo" className="text-center text-3xl font-bold text-slate-900">
          Planos
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <article
              key={plan.id}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-6 shadow-sm"
            >
              <div className="flex items-center justify-between">
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                {plan.popular ? <Badge>Mais popular</Badge> : null}
              </div>
              <p className="text-sm text-slate-600">{plan.description}</p>
              <p>
                <span className="text-sm text-slate-500 line-through">
                  {formatBRL(plan.originalPriceCents)}
                </span>{' '}
                <span className="text-3xl font-bold text-slate-900">{formatBRL(plan.priceCents)}</span>{' '}
                <span className="text-sm text-slate-600">{plan.period}</span>
              </p>
              <Badge variant="success" className="self-start">
                {planDiscountPercent(plan)}% OFF
              </Badge>
              <ul className="flex flex-col gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="size-4 shrink-0 text-calm-700" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button asChild className="mt-auto">
                <Link to={signedIn ? `/plans?plan=${plan.id}` : `/subscribe?plan=${plan.id}`}>
                  Escolher {plan.name}
                </Link>
              </Button>
            </article>
          ))}
        </div>
      </section>
      <section id="psicologos" aria-label="Psicólogos parceiros" />
      <section id="sobre" aria-label="Sobre nós" />
    </>
  );
}

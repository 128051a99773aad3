import { CalendarHeart, Clock, Lock, MessageCircleHeart, ShieldCheck, Star, Users } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { Badge } from '../../components/ui/badge';

const PROMISES = [
  { icon: Lock, text: 'Conversas privadas' },
  { icon: Clock, text: 'Disponível 24/7' },
  { icon: CalendarHeart, text: 'Sem compromisso, cancelamento grátis' },
  { icon: ShieldCheck, text: 'Garantia de 7 dias' },
];

/**
 * The hero (docs/product.md, Landing page): the main button depends on the session; visitors also get a way to a
 * human psychologist.
 */
export function HeroSection({ signedIn, planActive }: { signedIn: boolean; planActive: boolean }) {
  return (
    <section id="inicio" aria-labelledby="inicio-titulo" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 pt-16 pb-14 text-center md:pt-20">
        <Badge variant="calm">Disponível 24 horas, 7 dias por semana</Badge>
        <h1
          id="inicio-titulo"
          className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 md:text-5xl"
        >
          Apoio emocional quando você precisar, com a Aria
        </h1>
        <p className="max-w-2xl text-lg text-slate-700">
          Converse a qualquer hora com a Aria, nossa assistente de inteligência artificial, e agende consultas
          online com psicólogos parceiros quando quiser falar com um profissional.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {signedIn && planActive ? (
            <ButtonLink to="/aria-chat" size="lg">
              <MessageCircleHeart aria-hidden="true" />
              Continuar conversa
            </ButtonLink>
          ) : (
            // A plain in-page link: it scrolls (smoothly, by CSS) before any JavaScript has loaded.
            <Button asChild size="lg">
              <a href="#planos">
                <MessageCircleHeart aria-hidden="true" />
                Inicie agora mesmo
              </a>
            </Button>
          )}
          {!signedIn ? (
            <ButtonLink to="/consultas" size="lg" variant="outline">
              Falar com psicólogo
            </ButtonLink>
          ) : null}
        </div>
        <ul className="mt-2 grid w-full max-w-3xl grid-cols-1 gap-3 sm:grid-cols-3">
          <li className="flex items-center justify-center gap-2 rounded-2xl bg-white/80 px-4 py-3 shadow-sm">
            <Users aria-hidden="true" className="size-5 text-brand-700" />
            <span>
              <strong className="text-slate-900">+10.000 pessoas</strong>{' '}
              <span className="text-slate-700">já foram ajudadas</span>
            </span>
          </li>
          <li className="flex items-center justify-center gap-2 rounded-2xl bg-white/80 px-4 py-3 shadow-sm">
            <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
            <span>
              <strong className="text-slate-900">4.9/5</strong>{' '}
              <span className="text-slate-700">em mais de 1.000 avaliações</span>
            </span>
          </li>
          <li className="flex items-center justify-center gap-2 rounded-2xl bg-white/80 px-4 py-3 shadow-sm">
            <Clock aria-hidden="true" className="size-5 text-calm-700" />
            <span>
              <strong className="text-slate-900">24 horas</strong>{' '}
              <span className="text-slate-700">por dia, todos os dias</span>
            </span>
          </li>
        </ul>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-700">
          {PROMISES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-1.5">
              <Icon aria-hidden="true" className="size-4 text-calm-700" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

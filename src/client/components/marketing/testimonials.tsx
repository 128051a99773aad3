import { Star } from 'lucide-react';

export interface Testimonial {
  id: number;
  name: string;
  avatar: string;
  rating: number;
  text: string;
}

/** docs/product.md, Landing page: three static sample reviews. */
export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Mariana S.',
    avatar: 'MS',
    rating: 5,
    text: 'Nas noites de ansiedade, conversar com a Aria me ajudou a respirar e organizar os pensamentos. Depois agendei uma consulta e foi o passo que eu precisava.',
  },
  {
    id: 2,
    name: 'Rafael T.',
    avatar: 'RT',
    rating: 5,
    text: 'Eu nunca tinha falado sobre o que sentia. A Aria me ouviu sem julgamento, a qualquer hora, e me incentivou a procurar um psicólogo.',
  },
  {
    id: 3,
    name: 'Carla M.',
    avatar: 'CM',
    rating: 5,
    text: 'Gosto de poder desabafar no meu tempo. Os exercícios de respiração e de escrita viraram parte da minha rotina.',
  },
];

export function Testimonials({ headingId = 'depoimentos-titulo' }: { headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-16">
      <h2 id={headingId} className="text-center text-3xl font-bold text-slate-900">
        O que dizem sobre a Aria
      </h2>
      <p className="mt-2 text-center text-slate-600">
        <span className="font-semibold text-slate-800">4.9/5</span> com base em 2.847 avaliações
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li
            key={testimonial.id}
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
          >
            <div className="flex gap-0.5" aria-label={`Nota ${testimonial.rating} de 5`} role="img">
              {Array.from({ length: testimonial.rating }, (_, index) => (
                <Star key={index} aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
              ))}
            </div>
            <blockquote className="text-slate-700">“{testimonial.text}”</blockquote>
            <p className="mt-auto flex items-center gap-3 text-sm font-semibold text-slate-900">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-xs text-brand-800"
              >
                {testimonial.avatar}
              </span>
              {testimonial.name}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

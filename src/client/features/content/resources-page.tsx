import { Briefcase, Moon, Users, Wind, type LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { CheckList } from '../../components/ui/check-list';
import { ROUTE_META } from '../../lib/route-meta';
import { usePageMeta } from '../../lib/page-meta';

interface Article {
  title: string;
  summary: string;
}

interface Category {
  /** A fixed anchor id, linked from the list of categories at the top of the page. */
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  articles: Article[];
}

const CATEGORIES: Category[] = [
  {
    id: 'ansiedade',
    title: 'Ansiedade',
    description: 'Formas simples de acalmar o corpo e a mente quando a preocupação aperta.',
    icon: Wind,
    articles: [
      {
        title: 'Respiração para momentos de ansiedade',
        summary:
          'Inspire contando até 4 e solte o ar devagar contando até 6: expirar mais longamente ajuda a desacelerar.',
      },
      {
        title: 'A técnica 5-4-3-2-1',
        summary:
          'Nomeie 5 coisas que você vê, 4 que toca, 3 que ouve, 2 que cheira e 1 que saboreia para voltar ao presente.',
      },
      {
        title: 'Quando procurar ajuda profissional',
        summary:
          'Se a ansiedade atrapalha o sono, o trabalho ou as relações há semanas, converse com um psicólogo.',
      },
    ],
  },
  {
    id: 'estresse-e-trabalho',
    title: 'Estresse e trabalho',
    description: 'Como cuidar de você em meio a prazos, cobranças e excesso de tarefas.',
    icon: Briefcase,
    articles: [
      {
        title: 'Pausas curtas que fazem diferença',
        summary:
          'Alguns minutos longe da tela a cada hora ajudam a recuperar a atenção e a aliviar a tensão.',
      },
      {
        title: 'Como dizer não sem culpa',
        summary: 'Limites claros protegem seu tempo: diga o que você consegue fazer e até quando.',
      },
      {
        title: 'Sinais de esgotamento',
        summary:
          'Cansaço que não passa, distanciamento do trabalho e sensação de ineficácia merecem atenção.',
      },
    ],
  },
  {
    id: 'sono',
    title: 'Sono',
    description: 'Hábitos que ajudam a dormir melhor e a acordar com mais disposição.',
    icon: Moon,
    articles: [
      {
        title: 'Uma rotina para desacelerar à noite',
        summary:
          'Horários regulares, luz baixa e menos telas na última hora antes de deitar preparam o corpo.',
      },
      {
        title: 'Quando o sono não vem',
        summary:
          'Se o sono demorar a chegar, levante-se, faça algo calmo com pouca luz e volte para a cama quando sentir sono.',
      },
      {
        title: 'Cafeína, álcool e sono',
        summary: 'Café à tarde e álcool à noite costumam deixar o sono mais leve e interrompido.',
      },
    ],
  },
  {
    id: 'relacionamentos',
    title: 'Relacionamentos',
    description: 'Conversas, vínculos e limites nas relações com quem importa para você.',
    icon: Users,
    articles: [
      {
        title: 'Comunicação não violenta no dia a dia',
        summary: 'Fale de fatos, sentimentos e necessidades, e faça pedidos concretos em vez de acusações.',
      },
      {
        title: 'Lidando com a solidão',
        summary:
          'Pequenos contatos regulares, como uma mensagem ou um café, fortalecem os vínculos aos poucos.',
      },
      {
        title: 'Quando uma relação faz mal',
        summary:
          'Controle, humilhação e medo não são normais. Em caso de violência contra a mulher, ligue 180.',
      },
    ],
  },
];

interface NewsItem {
  /** ISO year-month for the <time> element; the label is what people read. */
  date: string;
  dateLabel: string;
  title: string;
  summary: string;
}

const NEWS: NewsItem[] = [
  {
    date: '2026-11',
    dateLabel: 'novembro de 2026',
    title: 'Novos conteúdos sobre sono',
    summary: 'Reunimos dicas práticas para criar uma rotina noturna e lidar com as noites em claro.',
  },
  {
    date: '2026-10',
    dateLabel: 'outubro de 2026',
    title: 'Agende uma consulta sem criar conta',
    summary: 'Visitantes podem agendar consultas online com psicólogos parceiros pelo valor avulso.',
  },
  {
    date: '2026-09',
    dateLabel: 'setembro de 2026',
    title: 'Setembro Amarelo: falar é o primeiro passo',
    summary:
      'A Aria mostra os contatos do CVV (188) e do SAMU (192) sempre que percebe que você precisa de apoio.',
  },
  {
    date: '2026-08',
    dateLabel: 'agosto de 2026',
    title: 'Suas conversas ficam no seu aparelho',
    summary: 'O histórico do chat é guardado só no seu navegador; nossos servidores não armazenam o texto.',
  },
];

const BENEFITS = [
  '30% de desconto nas consultas com psicólogos (50% no plano Anual)',
  'Aria disponível 24 horas, 7 dias por semana',
  'Cancele quando quiser, com garantia de 7 dias',
];

export function ResourcesPage() {
  const meta = ROUTE_META['/recursos'];
  usePageMeta(meta.title, meta.description);
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 text-center md:py-20">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-5xl">
            Recursos para cuidar de você
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Dicas práticas sobre ansiedade, estresse, sono e relacionamentos. São conteúdos informativos e não
            substituem o acompanhamento de um profissional.
          </p>
          <nav aria-label="Categorias de recursos" className="mt-8">
            <ul className="flex flex-wrap justify-center gap-3">
              {CATEGORIES.map((category) => (
                <li key={category.id}>
                  <a
                    href={`#${category.id}`}
                    className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    <category.icon aria-hidden="true" className="size-4" />
                    {category.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
        {CATEGORIES.map((category) => (
          <section
            key={category.id}
            aria-labelledby={`${category.id}-titulo`}
            id={category.id}
            className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700"
              >
                <category.icon className="size-5" />
              </span>
              <h2 id={`${category.id}-titulo`} className="text-xl font-semibold text-slate-900">
                {category.title}
              </h2>
            </div>
            <p className="mt-2 text-sm text-slate-600">{category.description}</p>
            <ul className="mt-5 flex flex-col gap-4">
              {category.articles.map((article) => (
                <li key={article.title} className="border-l-2 border-calm-600 pl-4">
                  <h3 className="font-semibold text-slate-900">{article.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{article.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section aria-labelledby="novidades-titulo" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="novidades-titulo" className="text-2xl font-bold text-slate-900">
          Novidades
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {NEWS.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 p-5">
              <time dateTime={item.date} className="text-sm font-medium text-calm-700">
                {item.dateLabel}
              </time>
              <h3 className="mt-1 font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{item.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="beneficios-titulo" className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-col gap-6 rounded-2xl bg-brand-700 p-8 text-white md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 id="beneficios-titulo" className="text-2xl font-bold">
              Benefícios para assinantes
            </h2>
            <CheckList items={BENEFITS} size="md" plain listClassName="mt-4 flex flex-col gap-2" />
          </div>
          <ButtonLink to="/plans" size="lg" variant="secondary" className="shrink-0">
            Conhecer os planos
          </ButtonLink>
        </div>
      </section>

      <p className="mx-auto max-w-6xl px-4 pb-12 text-sm text-slate-600">
        Em crise? Ligue para o{' '}
        <a href="tel:188" className="font-semibold text-brand-800 underline">
          CVV, no 188
        </a>{' '}
        (gratuito, 24 horas) ou para o{' '}
        <a href="tel:192" className="font-semibold text-brand-800 underline">
          SAMU, no 192
        </a>
        .
      </p>
    </>
  );
}

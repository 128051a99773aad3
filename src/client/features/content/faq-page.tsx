import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { getPlan } from '../../../shared/plans';
import { formatBRL } from '../../../shared/money';
import {
  CONSULTATION_MINUTES,
  SINGLE_CONSULTATION_PRICE_CENTS,
  SUBSCRIBER_CONSULTATION_PRICE_CENTS,
} from '../../../shared/consultation-pricing';
import { Button } from '../../components/ui/button';
import { FaqAccordion, type FaqItem } from '../../components/ui/faq-accordion';
import { ROUTE_META } from '../../lib/route-meta';
import { usePageMeta } from '../../lib/page-meta';
import { getSiteConfig } from '../../lib/site-config';
import { TitledSection } from '../../components/ui/titled-section';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700';

const QUESTIONS: FaqItem[] = [
  {
    id: 'o-que-e-a-aria',
    question: 'O que é a Aria?',
    answer: (
      <p>
        A Aria é uma assistente de inteligência artificial para apoio emocional, disponível 24 horas por dia.
        Ela escuta, ajuda você a organizar os pensamentos e sugere exercícios de bem-estar.{' '}
        <strong className="text-slate-900">A Aria não é psicóloga</strong>: não faz diagnóstico nem
        tratamento. Quando quiser falar com um profissional, você pode agendar uma consulta com um psicólogo
        parceiro.
      </p>
    ),
  },
  {
    id: 'privacidade',
    question: 'Minhas conversas com a Aria são privadas?',
    answer: (
      <p>
        Sim. O histórico do chat fica guardado apenas no seu navegador, neste aparelho. Nosso servidor
        processa cada mensagem só para gerar a resposta e não armazena nem registra o texto das conversas. Ele
        é apagado quando você sai da conta, e você pode apagá-lo a qualquer momento no botão “Apagar
        conversa”, no chat. Saiba mais na{' '}
        <Link to="/privacidade" className={linkClass}>
          Política de Privacidade
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'planos',
    question: 'Como funcionam os planos e o cancelamento?',
    answer: (
      <>
        <p>
          Há três planos: Avulso, {formatBRL(getPlan('avulso').priceCents)} por 30 dias, sem renovação
          automática; Mensal, {formatBRL(getPlan('mensal').priceCents)} por mês; e Anual,{' '}
          {formatBRL(getPlan('anual').priceCents)} por ano. Você cancela quando quiser, sem multa, e mantém o
          acesso até o fim do período pago.
        </p>
        <p className="mt-2">
          Além disso, há a garantia de 7 dias: se desistir em até 7 dias da contratação, você recebe o valor
          integral de volta.
        </p>
      </>
    ),
  },
  {
    id: 'consultas',
    question: 'Como funcionam as consultas com psicólogos?',
    answer: (
      <p>
        As consultas são feitas por videochamada com psicólogos parceiros com registro ativo no CRP e duram{' '}
        {CONSULTATION_MINUTES} minutos. Cada sessão custa {formatBRL(SINGLE_CONSULTATION_PRICE_CENTS)}, ou{' '}
        {formatBRL(SUBSCRIBER_CONSULTATION_PRICE_CENTS)} para assinantes (30% de desconto; no plano Anual, o
        desconto é de 50%). O pagamento é antecipado e você pode cancelar ou remarcar com pelo menos 24 horas
        de antecedência.
      </p>
    ),
  },
  {
    id: 'sem-assinatura',
    question: 'Preciso ser assinante para agendar uma consulta?',
    answer: (
      <p>
        Não. Qualquer pessoa pode agendar uma consulta, mesmo sem conta, pelo valor avulso. Se você tem um
        plano ativo, entre na sua conta antes de agendar para receber o desconto de assinante automaticamente.
      </p>
    ),
  },
  {
    id: 'crise',
    question: 'O que fazer se eu estiver em crise?',
    answer: (
      <p>
        A Aria não é um serviço de emergência. Se você estiver em crise ou pensando em tirar a própria vida,
        ligue agora para o{' '}
        <a href="tel:188" className={linkClass}>
          CVV, no 188
        </a>{' '}
        (gratuito, 24 horas, também com chat em{' '}
        <a href="https://cvv.org.br" className={linkClass} rel="noopener noreferrer" target="_blank">
          cvv.org.br
        </a>
        ) ou para o{' '}
        <a href="tel:192" className={linkClass}>
          SAMU, no 192
        </a>
        , ou vá ao pronto-socorro mais próximo. Você não precisa enfrentar isso sem ajuda.
      </p>
    ),
  },
];

export function FaqPage() {
  const meta = ROUTE_META['/faq'];
  usePageMeta(meta.title, meta.description);
  const { contactEmail } = getSiteConfig();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        Perguntas frequentes
      </h1>
      <p className="mt-3 text-center text-slate-600">
        Tudo o que você precisa saber sobre a Aria, os planos, as consultas e a sua privacidade.
      </p>

      <FaqAccordion items={QUESTIONS} look="page" className="mt-10 flex flex-col gap-3" />

      <TitledSection
        titleId="faq-suporte-titulo"
        title="Não encontrou sua resposta?"
        className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-brand-50 p-8 text-center"
      >
        <p className="text-slate-700">Nossa equipe responde por e-mail. Conte com a gente.</p>
        <Button asChild size="lg">
          <a href={`mailto:${contactEmail}`}>
            <Mail aria-hidden="true" />
            Falar com o suporte
          </a>
        </Button>
      </TitledSection>
    </div>
  );
}

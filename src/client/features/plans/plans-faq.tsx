import { FaqAccordion, type FaqItem } from '../../components/ui/faq-accordion';

const QUESTIONS: FaqItem[] = [
  {
    id: 'cancelar',
    question: 'Posso cancelar quando quiser?',
    answer:
      'Sim. O plano Mensal e o Anual não têm fidelidade: você cancela quando quiser e mantém o acesso até o fim do período pago. O Avulso dura 30 dias e não renova sozinho.',
  },
  {
    id: 'garantia',
    question: 'Existe garantia?',
    answer:
      'Sim. Você tem 7 dias a partir da contratação para desistir e receber o valor de volta, como prevê o Código de Defesa do Consumidor.',
  },
  {
    id: 'substitui-psicologo',
    question: 'A Aria substitui um psicólogo?',
    answer:
      'Não. A Aria é uma assistente de inteligência artificial para apoio emocional. Ela não faz diagnóstico nem tratamento. Para isso, você pode agendar uma consulta com um psicólogo parceiro, com desconto para assinantes.',
  },
  {
    id: 'privacidade',
    question: 'Minhas conversas são privadas?',
    answer:
      'Sim. O histórico do chat fica guardado apenas no seu navegador; nossos servidores não armazenam o texto das conversas.',
  },
];

export function PlansFaq() {
  return (
    <section aria-labelledby="planos-faq-titulo" className="mx-auto max-w-3xl px-4 py-12">
      <h2 id="planos-faq-titulo" className="text-center text-2xl font-bold text-slate-900">
        Dúvidas sobre os planos
      </h2>
      <FaqAccordion items={QUESTIONS} look="section" className="mt-6 flex flex-col gap-3" />
    </section>
  );
}

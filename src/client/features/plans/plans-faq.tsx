import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

const QUESTIONS = [
  {
    question: 'Posso cancelar quando quiser?',
    answer:
      'Sim. O plano Mensal e o Anual não têm fidelidade: você cancela quando quiser e mantém o acesso até o fim do período pago. O Avulso dura 30 dias e não renova sozinho.',
  },
  {
    question: 'Existe garantia?',
    answer:
      'Sim. Você tem 7 dias a partir da contratação para desistir e receber o valor de volta, como prevê o Código de Defesa do Consumidor.',
  },
  {
    question: 'A Aria substitui um psicólogo?',
    answer:
      'Não. A Aria é uma assistente de inteligência artificial para apoio emocional. Ela não faz diagnóstico nem tratamento. Para isso, você pode agendar uma consulta com um psicólogo parceiro, com desconto para assinantes.',
  },
  {
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
      <Accordion.Root type="multiple" className="mt-6 flex flex-col gap-3">
        {QUESTIONS.map((item) => (
          <Accordion.Item
            key={item.question}
            value={item.question}
            className="rounded-xl border border-slate-200"
          >
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl p-4 text-left font-medium text-slate-900 hover:bg-slate-50">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-4 text-sm text-slate-700">{item.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}

import { Link } from 'react-router';
import { getPlan } from '../../../shared/plans';
import { formatBRL } from '../../../shared/money';
import {
  CONSULTATION_MINUTES,
  SINGLE_CONSULTATION_PRICE_CENTS,
  consultationPrice,
} from '../../../shared/consultation-pricing';
import { ROUTE_META } from '../../lib/route-meta';
import { usePageMeta } from '../../lib/page-meta';
import { getSiteConfig } from '../../lib/site-config';
import { LegalDocument, LegalMailLink, type LegalSection } from './legal-document';

const avulso = formatBRL(getPlan('avulso').priceCents);
const mensal = formatBRL(getPlan('mensal').priceCents);
const anual = formatBRL(getPlan('anual').priceCents);
const singleConsultation = formatBRL(SINGLE_CONSULTATION_PRICE_CENTS);
const subscriberConsultation = formatBRL(consultationPrice({ active: true, planType: 'mensal' }).priceCents);
const annualConsultation = formatBRL(consultationPrice({ active: true, planType: 'anual' }).priceCents);

// docs/product.md, Content pages lists the commitments quoted here (24-hour notice, 30 days' notice of changes,
// 18+, 7-day guarantee). The CDC (Lei 8.078/1990) protects the consumer whatever a contract says, so clauses that
// limit liability are written "nos limites da lei" and the forum is the consumer's home (CDC art. 101, I).
function termsSections(contactEmail: string): LegalSection[] {
  const mail = <LegalMailLink email={contactEmail} />;
  return [
    {
      id: 'quem-somos',
      title: 'Quem somos e aceitação',
      content: (
        <p>
          A Aria é uma plataforma digital de apoio emocional em português que reúne uma assistente de
          inteligência artificial, planos de assinatura e consultas online com psicólogos parceiros. Ao criar
          uma conta, contratar um plano ou agendar uma consulta, você declara que leu e aceita estes Termos de
          Uso e a <Link to="/privacidade">Política de Privacidade</Link>.
        </p>
      ),
    },
    {
      id: 'o-que-e-a-aria',
      title: 'O que a Aria é e o que ela não é',
      content: (
        <>
          <p>
            A Aria é uma <strong>assistente de inteligência artificial</strong>, não uma pessoa.{' '}
            <strong>Ela não é psicóloga, não faz diagnóstico, não prescreve e não realiza tratamento</strong>,
            nem substitui o acompanhamento de um profissional de saúde. As respostas são geradas
            automaticamente e podem conter erros.
          </p>
          <p>
            <strong>A Aria não é um serviço de emergência.</strong> Se você estiver em crise ou pensando em
            tirar a própria vida, ligue para o <a href="tel:188">CVV, no 188</a> (gratuito, 24 horas) ou para
            o <a href="tel:192">SAMU, no 192</a>, ou procure o pronto-socorro mais próximo.
          </p>
        </>
      ),
    },
    {
      id: 'quem-pode-usar',
      title: 'Quem pode usar',
      content: (
        <>
          <p>
            O serviço é destinado a <strong>pessoas com 18 anos ou mais</strong>. Você se compromete a
            informar dados verdadeiros, a manter sua senha em segredo e a não compartilhar sua conta, que é
            pessoal. Você é responsável pelo que for feito com ela.
          </p>
          <p>
            <strong>Consultas com menores de 18 anos.</strong> Pela Resolução CFP nº 13/2022, o atendimento
            psicológico de uma pessoa com menos de 18 anos exige a autorização por escrito de ao menos um
            responsável legal. No agendamento, quem não confirmar ter 18 anos ou mais envia essa autorização
            assinada; sem ela, a consulta não é agendada. A autorização fica guardada com segurança e é vista
            apenas pelo(a) psicólogo(a) da consulta.
          </p>
        </>
      ),
    },
    {
      id: 'planos',
      title: 'Planos e pagamentos',
      content: (
        <>
          <p>Os planos dão acesso ao chat com a Aria, 24 horas por dia, e a descontos nas consultas:</p>
          <ul>
            <li>
              <strong>Avulso — {avulso}:</strong> acesso por 30 dias,{' '}
              <strong>sem renovação automática</strong>.
            </li>
            <li>
              <strong>Mensal — {mensal} por mês:</strong> renovado automaticamente a cada mês até você
              cancelar.
            </li>
            <li>
              <strong>Anual — {anual} por ano:</strong> renovado automaticamente a cada ano até você cancelar.
            </li>
          </ul>
          <p>
            O pagamento é processado por um provedor de pagamentos; não recebemos nem guardamos os dados do
            seu cartão. O plano é liberado assim que o pagamento é confirmado.
          </p>
        </>
      ),
    },
    {
      id: 'cancelamento',
      title: 'Cancelamento e garantia de 7 dias',
      content: (
        <>
          <p>
            Você pode <strong>cancelar a qualquer momento</strong>, sem multa e sem fidelidade. No Mensal e no
            Anual, o cancelamento interrompe as próximas renovações e o acesso continua até o fim do período
            já pago. O Avulso termina sozinho ao fim dos 30 dias.
          </p>
          <p>
            <strong>Garantia de 7 dias:</strong> como prevê o art. 49 do Código de Defesa do Consumidor, você
            pode desistir da contratação em até 7 dias a partir da data em que contratou e recebe o{' '}
            <strong>reembolso integral</strong> do valor pago, de imediato e monetariamente atualizado, pelo
            mesmo meio de pagamento. Para isso, basta cancelar pela plataforma ou escrever para {mail}.
          </p>
        </>
      ),
    },
    {
      id: 'consultas',
      title: 'Consultas com psicólogos',
      content: (
        <>
          <ul>
            <li>
              Cada consulta dura <strong>{CONSULTATION_MINUTES} minutos</strong> e é feita online, por
              videochamada. O link é enviado por e-mail após a confirmação do pagamento.
            </li>
            <li>
              A consulta é <strong>paga antecipadamente</strong>: {singleConsultation} no valor avulso,{' '}
              {subscriberConsultation} para assinantes dos planos Avulso e Mensal (30% de desconto) e{' '}
              {annualConsultation} para assinantes do plano Anual (50% de desconto).
            </li>
            <li>
              Você pode cancelar ou remarcar com pelo menos <strong>24 horas de antecedência</strong> e recebe
              o reembolso integral. Cancelamentos com menos de 24 horas de antecedência e ausências sem aviso
              não são reembolsados, ressalvados os direitos garantidos pelo Código de Defesa do Consumidor.
            </li>
            <li>
              Se o psicólogo cancelar ou se uma falha da plataforma impedir a consulta, você escolhe entre
              remarcar e receber o reembolso integral.
            </li>
          </ul>
          <p>
            Os psicólogos parceiros são <strong>profissionais independentes</strong>, com registro ativo no
            Conselho Regional de Psicologia (CRP). Eles respondem pela condução técnica das sessões, pelo
            sigilo profissional e pela guarda dos registros, conforme o Código de Ética Profissional do
            Psicólogo e as resoluções do Conselho Federal de Psicologia, e podem indicar atendimento
            presencial quando avaliarem que é o mais adequado. A Aria não grava as sessões e não interfere na
            conduta clínica.
          </p>
        </>
      ),
    },
    {
      id: 'uso-aceitavel',
      title: 'Uso aceitável',
      content: (
        <>
          <p>Ao usar a Aria, você concorda em não:</p>
          <ul>
            <li>usar o serviço para fins ilegais ou para prejudicar outras pessoas;</li>
            <li>assediar, ameaçar ou desrespeitar psicólogos, a equipe ou outros usuários;</li>
            <li>informar dados de terceiros sem autorização ou se passar por outra pessoa;</li>
            <li>
              tentar acessar áreas restritas, burlar medidas de segurança, sobrecarregar o sistema ou copiar o
              conteúdo da plataforma por meios automatizados;
            </li>
            <li>revender, ceder ou compartilhar o acesso do seu plano.</li>
          </ul>
          <p>
            Se estas regras forem descumpridas, podemos suspender ou encerrar a conta, com aviso sempre que
            possível e sem prejuízo dos valores que a lei mandar devolver.
          </p>
        </>
      ),
    },
    {
      id: 'responsabilidade',
      title: 'Limites de responsabilidade',
      content: (
        <p>
          Trabalhamos para manter a Aria disponível 24 horas por dia, mas podem ocorrer interrupções para
          manutenção ou por falhas de terceiros, como provedores de internet. Nenhum atendimento, humano ou
          automatizado, garante resultados. Nos limites da lei, a Aria não responde por decisões tomadas
          apenas com base nas respostas da assistente, nem pelos atos profissionais dos psicólogos
          independentes. Nada nestes termos afasta os direitos que o Código de Defesa do Consumidor garante a
          você.
        </p>
      ),
    },
    {
      id: 'propriedade-intelectual',
      title: 'Propriedade intelectual',
      content: (
        <p>
          A marca, o design, os textos e o software da Aria pertencem à Aria ou a seus licenciadores. Você
          pode usar a plataforma para fins pessoais, mas não pode copiá-la, modificá-la ou distribuí-la sem
          autorização.
        </p>
      ),
    },
    {
      id: 'alteracoes',
      title: 'Alterações de preços e destes termos',
      content: (
        <p>
          Avisaremos por e-mail e no site com <strong>30 dias de antecedência</strong> qualquer mudança de
          preços ou destes termos. Um novo preço só vale a partir da renovação seguinte ao fim do aviso. Se
          não concordar com a mudança, você pode cancelar antes que ela entre em vigor, sem nenhum custo.
        </p>
      ),
    },
    {
      id: 'lei-e-foro',
      title: 'Lei aplicável e foro',
      content: (
        <p>
          Estes termos seguem as leis da República Federativa do Brasil. Eventuais conflitos serão resolvidos
          no foro do seu domicílio, como assegura o Código de Defesa do Consumidor. Antes disso, convidamos
          você a falar conosco para buscarmos uma solução amigável.
        </p>
      ),
    },
    {
      id: 'contato',
      title: 'Contato',
      content: <p>Dúvidas, pedidos de cancelamento ou reclamações: escreva para {mail}.</p>,
    },
  ];
}

export function TermsPage() {
  const meta = ROUTE_META['/termos'];
  usePageMeta(meta.title, meta.description);
  const { contactEmail } = getSiteConfig();
  return (
    <LegalDocument
      title="Termos de Uso"
      updatedAt="janeiro de 2025"
      intro={
        <p>
          Estes termos regem o uso da Aria: o chat com a assistente de inteligência artificial, os planos de
          assinatura e o agendamento de consultas online com psicólogos parceiros. Leia com atenção antes de
          usar o serviço.
        </p>
      }
      sections={termsSections(contactEmail)}
    />
  );
}

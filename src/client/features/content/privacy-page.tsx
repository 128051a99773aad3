import { Link } from 'react-router';
import { ROUTE_META } from '../../lib/route-meta';
import { usePageMeta } from '../../lib/page-meta';
import { getSiteConfig } from '../../lib/site-config';
import { LegalDocument, LegalMailLink, type LegalSection } from './legal-document';

// The text answers LGPD art. 9 (what the data subject must be told) and follows arts. 11, 18, 33 and 48 with ANPD
// resolutions 15/2024 (incidents) and 19/2024 (international transfers). A change of substance here must also
// change the "Última atualização" date and be announced 30 days ahead, as the text itself promises.
function privacySections(contactEmail: string): LegalSection[] {
  const mail = <LegalMailLink email={contactEmail} />;
  return [
    {
      id: 'controlador',
      title: 'Quem somos e como falar conosco',
      content: (
        <>
          <p>
            A Aria é a controladora dos dados pessoais tratados nesta plataforma, ou seja, é quem decide como
            e para que eles são usados. Para qualquer assunto sobre privacidade, escreva para {mail}.
          </p>
          <p>
            O nosso <strong>encarregado pelo tratamento de dados pessoais</strong> (DPO), previsto no art. 41
            da LGPD, atende pelo mesmo endereço: {mail}. Ele recebe suas solicitações e reclamações, presta
            esclarecimentos e se comunica com a Autoridade Nacional de Proteção de Dados (ANPD).
          </p>
        </>
      ),
    },
    {
      id: 'dados-coletados',
      title: 'Quais dados coletamos',
      content: (
        <>
          <p>Coletamos apenas o necessário para oferecer cada parte do serviço:</p>
          <ul>
            <li>
              <strong>Conta:</strong> nome, e-mail e senha. A senha é guardada de forma cifrada (hash) e nem
              nós conseguimos lê-la. Se você entrar com Google ou Facebook, recebemos deles o seu nome, e-mail
              e foto de perfil.
            </li>
            <li>
              <strong>Plano e pagamento:</strong> o plano escolhido, as datas de início e de validade, a
              situação do pagamento e o identificador da transação. Os dados do cartão são informados
              diretamente ao provedor de pagamentos:{' '}
              <strong>não recebemos nem armazenamos números de cartão</strong>.
            </li>
            <li>
              <strong>Consultas:</strong> nome, e-mail e telefone de quem agenda, o psicólogo escolhido, a
              data, o horário, o valor pago, se houve desconto de assinante e o link da videochamada.
            </li>
            <li>
              <strong>Propostas para empresas:</strong> nome da empresa, número de funcionários, e-mail de
              contato e a mensagem enviada.
            </li>
            <li>
              <strong>Psicólogos parceiros:</strong> os dados de cadastro e de comprovação profissional
              enviados para análise, como nome, e-mail, telefone, especialização, biografia e registro no CRP.
            </li>
            <li>
              <strong>Dados técnicos:</strong> registros de acesso (endereço IP, data e hora), que a lei nos
              obriga a guardar, e os cookies de sessão descritos na seção de cookies.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'conversas',
      title: 'Suas conversas com a Aria',
      content: (
        <>
          <p>
            O <strong>histórico do chat fica guardado apenas no seu navegador</strong>, no armazenamento local
            (localStorage) do aparelho que você usa, ligado à sua conta. Ele não é enviado ao nosso servidor
            nem sincronizado entre aparelhos.
          </p>
          <p>
            Para responder, nosso servidor recebe a mensagem que você acabou de escrever e as últimas
            mensagens da conversa, processa esse texto e devolve a resposta.{' '}
            <strong>O servidor não armazena o texto das conversas e não o grava em registros (logs)</strong>.
            Guardamos apenas contagens sem conteúdo, como o número de vezes em que a Aria mostrou contatos de
            apoio em situação de crise.
          </p>
          <p>Pensando em quem divide o aparelho com outras pessoas:</p>
          <ul>
            <li>
              o histórico é <strong>apagado quando você sai da conta</strong>, quando a sua sessão termina e
              quando você exclui a conta. Se outra pessoa entrar com a conta dela no mesmo navegador, ela não
              vê a sua conversa;
            </li>
            <li>
              o botão <strong>Apagar conversa</strong>, no chat, apaga a conversa da tela e do aparelho a
              qualquer momento;
            </li>
            <li>
              a opção <strong>Não guardar conversa neste aparelho</strong> faz com que nada da conversa seja
              salvo no navegador: ela some ao recarregar ou fechar a página. Guardamos apenas essa escolha,
              sem nenhum trecho da conversa;
            </li>
            <li>
              o botão <strong>Sair rápido</strong> (ou a tecla Esc apertada duas vezes) troca a página do chat
              por um site neutro na hora.
            </li>
          </ul>
          <p>
            Enquanto você estiver conectado, quem usar o aparelho pode ver a conversa na tela. Se houver esse
            risco, saia da conta ao terminar.
          </p>
        </>
      ),
    },
    {
      id: 'dados-de-saude',
      title: 'Dados de saúde e consentimento',
      content: (
        <>
          <div className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-slate-800">
            <p>
              O que você conta à Aria e os dados de uma consulta podem revelar informações sobre sua saúde. A
              LGPD (art. 11) trata esses dados como <strong>dados pessoais sensíveis</strong>. Por isso, antes
              de você usar o chat e antes de agendar uma consulta, pedimos o seu{' '}
              <strong>consentimento específico e destacado</strong>, separado para cada uma dessas
              finalidades.
            </p>
          </div>
          <p>
            Você pode revogar o consentimento quando quiser, pelo e-mail {mail}. A revogação não afeta o que
            foi feito antes dela, mas sem o consentimento não é possível usar o chat com a Aria.
          </p>
          <p>
            O conteúdo das consultas é de responsabilidade do psicólogo, que segue o sigilo profissional e as
            regras do Conselho Federal de Psicologia. A Aria não grava as videochamadas e não tem acesso ao
            que é conversado nelas.
          </p>
        </>
      ),
    },
    {
      id: 'finalidades',
      title: 'Para que usamos os dados e com qual base legal',
      content: (
        <ul>
          <li>
            <strong>Criar e manter sua conta, liberar o plano e prestar o serviço:</strong> execução de
            contrato (art. 7º, V).
          </li>
          <li>
            <strong>Responder às suas mensagens no chat:</strong> consentimento específico e destacado (art.
            11, I).
          </li>
          <li>
            <strong>Agendar consultas e informar o psicólogo escolhido:</strong> execução de contrato e, para
            os dados de saúde, consentimento (art. 11, I).
          </li>
          <li>
            <strong>Guardar registros de pagamento, notas fiscais e registros de acesso:</strong> cumprimento
            de obrigação legal (art. 7º, II), incluindo o Marco Civil da Internet (Lei 12.965/2014, art. 15).
          </li>
          <li>
            <strong>Responder a propostas de empresas e a candidaturas de psicólogos:</strong> procedimentos
            preliminares a um contrato, a seu pedido (art. 7º, V).
          </li>
          <li>
            <strong>Proteger a plataforma contra fraudes e abusos:</strong> legítimo interesse (art. 7º, IX) e
            prevenção à fraude e segurança do titular (art. 11, II, g).
          </li>
          <li>
            <strong>Exercer direitos em processos:</strong> exercício regular de direitos (art. 7º, VI, e art.
            11, II, d).
          </li>
        </ul>
      ),
    },
    {
      id: 'compartilhamento',
      title: 'Com quem compartilhamos',
      content: (
        <>
          <p>Não vendemos dados pessoais. Compartilhamos somente o necessário com:</p>
          <ul>
            <li>
              <strong>Provedor de pagamentos</strong>, que processa a cobrança dos planos e das consultas.
            </li>
            <li>
              <strong>Plataforma de videochamada</strong>, que realiza as consultas online.
            </li>
            <li>
              <strong>O psicólogo que você agendar</strong>, que recebe seu nome, e-mail, telefone, a data e o
              horário da consulta.
            </li>
            <li>
              <strong>Provedor de inteligência artificial</strong>, quando houver um configurado: ele recebe o
              texto das mensagens apenas para gerar a resposta da Aria.
            </li>
            <li>
              <strong>Fornecedores de infraestrutura</strong>, como hospedagem e envio de e-mails, que tratam
              os dados em nosso nome e seguindo nossas instruções.
            </li>
            <li>
              <strong>Autoridades públicas</strong>, quando houver obrigação legal ou ordem judicial.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'transferencia-internacional',
      title: 'Transferência internacional',
      content: (
        <p>
          Alguns fornecedores, como o provedor de inteligência artificial e o de pagamentos, podem processar
          dados fora do Brasil. Essas transferências seguem o art. 33 da LGPD e são feitas com as
          cláusulas-padrão contratuais aprovadas pela ANPD (Resolução CD/ANPD nº 19/2024), com garantias de
          proteção equivalentes às da lei brasileira e restritas ao mínimo necessário.
        </p>
      ),
    },
    {
      id: 'retencao',
      title: 'Por quanto tempo guardamos',
      content: (
        <ul>
          <li>
            <strong>Conta e plano:</strong> enquanto sua conta estiver ativa. Depois de um pedido de exclusão,
            os dados são eliminados ou anonimizados, exceto os que a lei nos obriga a manter.
          </li>
          <li>
            <strong>Registros de consultas:</strong> pelo menos 5 anos, como exigem as Resoluções CFP nº
            1/2009 e nº 6/2019 para a documentação dos serviços psicológicos. Nesse período, se você pedir a
            exclusão, os registros ficam bloqueados, sem uso para outra finalidade, em vez de apagados.
          </li>
          <li>
            <strong>Pagamentos e dados fiscais:</strong> pelo prazo exigido pela legislação tributária, em
            geral 5 anos.
          </li>
          <li>
            <strong>Registros de acesso:</strong> 6 meses, como determina o Marco Civil da Internet.
          </li>
          <li>
            <strong>Conversas com a Aria:</strong> não ficam em nossos servidores; permanecem no seu navegador
            até você apagá-las ou sair da conta.
          </li>
        </ul>
      ),
    },
    {
      id: 'seguranca',
      title: 'Segurança',
      content: (
        <p>
          Usamos conexões cifradas (HTTPS/TLS), senhas guardadas com hash, controle de acesso por perfil
          (usuário, psicólogo e administrador), acesso restrito a quem precisa dos dados para trabalhar e
          registros técnicos sem o conteúdo das conversas. Nenhum sistema é totalmente imune a falhas, mas
          revisamos essas medidas continuamente.
        </p>
      ),
    },
    {
      id: 'incidentes',
      title: 'Incidentes de segurança',
      content: (
        <p>
          Se ocorrer um incidente que possa causar risco ou dano relevante a você, comunicaremos a ANPD e as
          pessoas afetadas em até 3 dias úteis, como determinam o art. 48 da LGPD e a Resolução CD/ANPD nº
          15/2024, informando o que aconteceu, quais dados foram afetados e o que estamos fazendo a respeito.
        </p>
      ),
    },
    {
      id: 'direitos',
      title: 'Seus direitos',
      content: (
        <>
          <p>Pelo art. 18 da LGPD, você pode pedir a qualquer momento:</p>
          <ul>
            <li>a confirmação de que tratamos seus dados;</li>
            <li>o acesso aos seus dados;</li>
            <li>a correção de dados incompletos, inexatos ou desatualizados;</li>
            <li>
              a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em
              desconformidade com a lei;
            </li>
            <li>a portabilidade dos seus dados a outro fornecedor;</li>
            <li>a eliminação dos dados tratados com base no seu consentimento;</li>
            <li>
              a informação sobre as entidades públicas e privadas com as quais compartilhamos seus dados;
            </li>
            <li>a informação sobre a possibilidade de não dar consentimento e as consequências disso;</li>
            <li>a revogação do consentimento.</li>
          </ul>
          <p>
            Para exercer esses direitos, escreva para {mail} a partir do e-mail da sua conta. Podemos pedir
            uma confirmação de identidade para proteger seus dados. Respondemos gratuitamente e, no caso de
            acesso completo, em até 15 dias (art. 19). O histórico do chat está só no seu navegador, por isso
            você mesmo pode consultá-lo ou apagá-lo. Se não ficar satisfeito com a nossa resposta, você pode
            reclamar à ANPD.
          </p>
        </>
      ),
    },
    {
      id: 'menores',
      title: 'Menores de idade',
      content: (
        <p>
          A Aria é destinada a pessoas com 18 anos ou mais. Não coletamos intencionalmente dados de crianças e
          adolescentes. Se soubermos que uma conta pertence a um menor de idade, ela será encerrada e os
          dados, eliminados, salvo os que a lei nos obrigue a manter.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      content: (
        <p>
          Usamos apenas <strong>cookies essenciais</strong>: o cookie de sessão que mantém você conectado e os
          que protegem a plataforma. Não usamos cookies de publicidade nem de rastreamento de terceiros. O
          histórico do chat fica no armazenamento local do navegador, não em um cookie, e não é lido por nós.
        </p>
      ),
    },
    {
      id: 'alteracoes',
      title: 'Alterações desta política',
      content: (
        <p>
          Podemos atualizar esta política para refletir mudanças no serviço ou na lei. Mudanças relevantes
          serão avisadas por e-mail e no site com pelo menos 30 dias de antecedência, e a data da última
          atualização aparece no topo desta página. Se uma mudança depender do seu consentimento, pediremos um
          novo. Leia também os <Link to="/termos">Termos de Uso</Link>.
        </p>
      ),
    },
  ];
}

export function PrivacyPage() {
  const meta = ROUTE_META['/privacidade'];
  usePageMeta(meta.title, meta.description);
  const { contactEmail } = getSiteConfig();
  return (
    <LegalDocument
      title="Política de Privacidade"
      updatedAt="janeiro de 2025"
      intro={
        <p>
          Esta política explica quais dados pessoais a Aria trata, para quê, com quem os compartilha e como
          você exerce seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº
          13.709/2018). Ela vale para o site, o chat com a Aria, o agendamento de consultas e os formulários
          da plataforma.
        </p>
      }
      sections={privacySections(contactEmail)}
    />
  );
}

import { formatBRL } from '../../../shared/money';
import { consultationPrice } from '../../../shared/consultation-pricing';
import { getPlan } from '../../../shared/plans';
import { decapitalize } from './variation';

/** Aria's small talk and her answers about the service; the theme texts live in themes-*.ts. */

/** A single consultation costs R$ 99,90 for 50 minutes (docs/product.md, Booking a consultation). */
const CONSULTATION_PRICE_CENTS = 9990;

export function bookingHint(discountPercent: number): string {
  return `Você pode agendar com um dos nossos psicólogos parceiros na página [Psicólogos](/psicologos), com ${discountPercent}% de desconto no seu plano.`;
}

export const GREETINGS_FIRST = [
  'Oi! Eu sou a Aria, uma assistente virtual de apoio emocional. Estou aqui para ouvir você, sem julgamentos. Como você está hoje?',
  'Olá! Que bom ter você aqui. Sou a Aria, uma inteligência artificial feita para conversar e apoiar você. O que está passando pela sua cabeça hoje?',
  'Oi, aqui é a Aria. Pode falar do jeito que vier, sem pressa. Como você está se sentindo agora?',
];

export const GREETINGS_AGAIN = [
  'Oi de novo! Que bom que você voltou. Como você está agora?',
  'Olá! Estou aqui. Como as coisas estão desde a última vez que a gente conversou?',
];

export const HOW_ARE_YOU = [
  'Por aqui tudo certo, obrigada por perguntar! E com você, como estão as coisas?',
  'Estou aqui e disponível para você, obrigada por perguntar. E você, como está de verdade?',
];

export const THANKS = [
  'Eu que agradeço por confiar em mim. Se quiser continuar conversando, estou aqui.',
  'Fico feliz se ajudou de alguma forma. Cuidar de si é um passo de cada vez — e você deu um hoje.',
  'De nada! Estou aqui sempre que precisar, a qualquer hora.',
];

export const GOODBYES = [
  'Até mais! Foi bom conversar com você. Se precisar, estou aqui 24 horas por dia. Cuide-se.',
  'Tchau! Obrigada pela conversa. Lembre-se de ser gentil com você. Até a próxima.',
];

export const GOOD_NIGHTS = [
  'Boa noite! Que você consiga descansar. Quando quiser, é só voltar — estou aqui a qualquer hora.',
  'Boa noite! Obrigada pela conversa. Descanse bem, e se a noite ficar difícil, pode me chamar.',
];

export function humanAnswers(discountPercent: number): string[] {
  return [
    `Eu sou a Aria, uma assistente virtual de inteligência artificial. Não sou uma pessoa e não tenho formação em psicologia, então não substituo um profissional. Posso ouvir você, ajudar a organizar o que está sentindo e sugerir técnicas simples. Se quiser conversar com um psicólogo humano, ${decapitalize(bookingHint(discountPercent))}`,
    `Boa pergunta! Eu sou uma inteligência artificial, a Aria: não uma pessoa, nem uma profissional de saúde. Estou aqui para ouvir e apoiar você a qualquer hora, mas não faço diagnósticos nem terapia. Para isso existem os psicólogos humanos da plataforma. ${bookingHint(discountPercent)}`,
  ];
}

/** Erasing the conversation or the account (ADR 021, /conta; what the law keeps, anonymised). */
export const DELETION_ANSWER =
  'Dá para apagar, sim. A conversa fica só neste aparelho: o botão **Apagar conversa**, no alto do chat, apaga tudo agora, e marcando **Não guardar conversa neste aparelho** nada fica salvo daqui em diante. Para excluir a sua conta, vá em [Minha conta](/conta) → **Excluir minha conta**: conta, perfil e consentimentos são apagados; registros de pagamento e de consultas que a lei exige ficam guardados sem os seus dados pessoais. Lá também dá para baixar os seus dados antes. Posso ajudar com mais alguma coisa?';

/** Cancelling a plan (the plans page's FAQ, and the 7 days of CDC art. 49 refunded from /conta). */
export const CANCELLATION_ANSWER =
  'Dá sim. O Mensal e o Anual não têm fidelidade: você cancela a renovação quando quiser, em [Minha conta](/conta), e mantém o acesso até o fim do período pago. Nos primeiros 7 dias depois de contratar, dá para cancelar e receber o valor integral de volta, também em [Minha conta](/conta). O Avulso dura 30 dias e não renova sozinho. Posso ajudar com mais alguma coisa?';

export function priceAnswer(): string {
  const avulso = getPlan('avulso');
  const mensal = getPlan('mensal');
  const anual = getPlan('anual');
  return [
    `Os planos são: Avulso, ${formatBRL(avulso.priceCents)} por 30 dias de acesso, sem renovação automática; Mensal, ${formatBRL(mensal.priceCents)} por mês; e Anual, ${formatBRL(anual.priceCents)} por ano, com 2 meses grátis.`,
    `Todos incluem o chat comigo 24 horas e desconto em consultas com psicólogos: ${mensal.consultationDiscountPercent}% no Avulso e no Mensal, ${anual.consultationDiscountPercent}% no Anual. A consulta avulsa, de 50 minutos, custa ${formatBRL(CONSULTATION_PRICE_CENTS)}.`,
    'Você encontra os detalhes na página [Planos](/plans). Posso ajudar com mais alguma coisa?',
  ].join(' ');
}

export const HOW_IT_WORKS = [
  'Funciona assim: você escreve o que está sentindo, do seu jeito, e eu respondo para ajudar você a entender e a lidar com isso — com escuta, um pouco de informação sobre as emoções e técnicas práticas, como exercícios de respiração e de escrita. Estou disponível 24 horas. Sou uma inteligência artificial, então não faço diagnósticos nem substituo a terapia; quando fizer sentido, vou sugerir um psicólogo humano. Sobre o que você gostaria de conversar?',
  'Eu sou a Aria, uma assistente virtual de apoio emocional. Aqui você pode desabafar a qualquer hora, e eu ajudo com acolhimento, reflexões e exercícios guiados, passo a passo. Não substituo um profissional: para um acompanhamento, os psicólogos parceiros atendem por vídeo. Como posso ajudar você hoje?',
];

export const PRIVACY = [
  'As nossas conversas não ficam guardadas nos servidores da Aria: o histórico fica só no seu navegador, neste aparelho, e o que você escreve é usado apenas para gerar a resposta. Quem usa este aparelho pode ver esse histórico: o botão **Apagar conversa**, no alto do chat, apaga tudo na hora, e marcando **Não guardar conversa neste aparelho** nada fica salvo. Os detalhes estão na [Política de Privacidade](/privacidade). Quer me contar o que está acontecendo?',
  'Boa pergunta. O histórico desta conversa fica salvo só no seu navegador, e nossos servidores não guardam o texto das mensagens. Se outra pessoa usa este aparelho, o botão **Apagar conversa** apaga o histórico na hora, e **Não guardar conversa neste aparelho** impede que ele fique salvo. Você encontra tudo na [Política de Privacidade](/privacidade). Como você está hoje?',
];

export function bookingAnswers(discountPercent: number): string[] {
  return [
    `Claro! As consultas são online, por vídeo, com 50 minutos. ${bookingHint(discountPercent)} Também dá para ver tudo em [Consultas](/consultas). Enquanto isso, se quiser, estou aqui para conversar.`,
    `Que bom que você está pensando nisso — conversar com um psicólogo pode fazer muita diferença. ${bookingHint(discountPercent)} Quer me contar o que você gostaria de levar para essa conversa?`,
  ];
}

/**
 * A psychologist through the public health system, asked for by name ("tem como conversar com psicologo pelo sus?":
 * round 7 walk, answered with the paid consultations alone): the free way first, then ours.
 */
export const SUS_PSYCHOLOGIST =
  'Pelo SUS, sim, e de graça: procure a Unidade Básica de Saúde (o postinho) do seu bairro e peça uma avaliação — de lá encaminham para psicólogo ou para o CAPS, que acolhe sem agendamento em momentos de sofrimento mais forte. Pode haver fila, então vale ir logo. Aqui no site também há consultas por vídeo com psicólogos parceiros, pagas, na página [Consultas](/consultas).';

/**
 * The consultation's price with each plan's discount, from the table the checkout charges (shared/consultation-pricing:
 * 69,90, not 30% of 99,90), for "e quanto fica com o desconto?" after a question about consultations (round 8 walk).
 */
export function discountedConsultationAnswer(): string {
  const mensal = consultationPrice({ active: true, planType: 'mensal' });
  const anual = consultationPrice({ active: true, planType: 'anual' });
  const none = consultationPrice({ active: false, planType: null });
  return `Com o desconto, a consulta de 50 minutos sai por ${formatBRL(mensal.priceCents)} para quem tem o plano Avulso ou o Mensal (${mensal.discountPercent}% OFF) e por ${formatBRL(anual.priceCents)} no Anual (${anual.discountPercent}% OFF); sem plano, ${formatBRL(none.priceCents)}. Os planos estão em [Planos](/plans). Posso ajudar com mais alguma coisa?`;
}

/** When the psychologists see people: each one's own free times, on the booking page. */
export const CONSULTATION_HOURS =
  'Os horários são os de cada psicólogo: na página [Consultas](/consultas) você vê os horários livres de cada um e escolhe o que cabe na sua rotina, inclusive à noite quando algum psicólogo atende nesse horário. A consulta é por vídeo, de 50 minutos, aqui mesmo no site. Posso ajudar com mais alguma coisa?';

/** Help that costs nothing, for someone who cannot pay (round 8 walk: "tem alguma coisa de graça?" got the plans). */
/** The CAPS asked about by name: what it is, that it is free, and how to find it. */
export const CAPS_ANSWER =
  'Atende, sim. O CAPS (Centro de Atenção Psicossocial) é do SUS, é gratuito e acolhe pessoas em sofrimento psíquico intenso, adultos e idosos; em muitas cidades dá para chegar sem agendamento. Se você não souber onde fica o da sua cidade, a Unidade Básica de Saúde do seu bairro informa e encaminha. Posso ajudar com mais alguma coisa?';

export const FREE_HELP =
  'Tem ajuda de graça, sim. Pelo SUS, a Unidade Básica de Saúde (o postinho) do seu bairro é a porta de entrada, em qualquer idade: lá pedem uma avaliação e encaminham para psicólogo ou para o CAPS, que acolhe sem agendamento em momentos de sofrimento mais forte. O CVV escuta de graça, 24 horas, pelo [188](tel:188) e pelo chat em [cvv.org.br](https://cvv.org.br). E muitas faculdades de psicologia têm clínica-escola, com atendimento gratuito ou a preço baixo. Posso ajudar com mais alguma coisa?';

/**
 * Craving told by someone in recovery from alcohol or drugs (round 9 walk: "a fissura ta batendo forte essa noite"
 * got "me conta mais" and a question about dying): it passes like a wave, what helps to ride it, and who helps for
 * free (the SUS's CAPS AD, NA and AA), with the SAMU if using leaves the person unwell.
 */
export const CRAVING =
  'Fissura é muito difícil, e me contar já é um jeito de não ficar sozinho com ela. Ela costuma vir como uma onda: sobe, chega no pico e passa, em geral em 20 a 30 minutos. Para atravessar, ajuda sair do lugar onde você está, beber água ou comer alguma coisa, ligar para o seu padrinho, a sua madrinha ou alguém do grupo, e ir a uma reunião: o NA e o AA têm reuniões online a qualquer hora. Pelo SUS, o CAPS AD acompanha quem está em recuperação, de graça. Se você usar e passar mal, o SAMU atende no [192](tel:192).\n\nO que costuma ajudar você a passar por esses momentos?';

/** Days clean told (round 9 walk: "to com 30 dias limpo hoje" got "o que mais está pesando?"). */
export const CLEAN_DAYS =
  'Que conquista! Cada um desses dias foi conquistado por você, e vale reconhecer isso. Como você está se sentindo hoje com essa marca?';

/** How a consultation works, for a question about it (issue 22: information asked gets information). */
export function consultationAnswers(discountPercent: number): string[] {
  return [
    `As consultas são com psicólogos parceiros, todos com CRP ativo, online, por vídeo, e duram 50 minutos. Você escolhe o psicólogo e o horário na página [Consultas](/consultas) e paga na hora; a consulta avulsa custa ${formatBRL(CONSULTATION_PRICE_CENTS)}, e assinantes têm ${discountPercent}% de desconto. O psicólogo não vê as suas conversas comigo: você conta o que quiser na consulta. Posso ajudar com mais alguma dúvida?`,
    // A second question about it gets the answer in other words, not the same text again (found walking the closing
    // note's conversations).
    `É uma videochamada de 50 minutos, aqui mesmo no site, sem instalar nada, com um psicólogo parceiro de CRP ativo. Você escolhe o profissional e o horário em [Consultas](/consultas) e paga na hora: ${formatBRL(CONSULTATION_PRICE_CENTS)} a consulta avulsa, com ${discountPercent}% de desconto para assinantes. O que você escreve aqui comigo não vai para o psicólogo. Quer saber mais alguma coisa?`,
  ];
}

/**
 * A consultation for someone under 18 (Res. CFP 13/2022, docs/care.md, Minors): possible, with a guardian's written
 * authorisation sent at booking, which only the consultation's psychologist reads.
 */
export const MINOR_CONSULTATION = [
  'Pode, sim. Para quem tem menos de 18 anos, a consulta precisa da autorização por escrito de um responsável legal: na hora de agendar, em [Consultas](/consultas), você informa a idade e envia a autorização assinada, que só o psicólogo da consulta vê. As consultas são online, por vídeo, e duram 50 minutos. Posso ajudar com mais alguma dúvida?',
];

/** A question about the service the reader could not place: what Aria is and where the rest is explained. */
export const OTHER_INFORMATION = [
  'Posso ajudar com isso: eu sou a Aria, uma assistente virtual de apoio emocional, disponível 24 horas. Os planos estão em [Planos](/plans), as consultas com psicólogos em [Consultas](/consultas) e as dúvidas mais comuns em [Perguntas frequentes](/faq). Se for outra coisa, me conta com mais detalhes?',
];

export function diagnosisAnswers(discountPercent: number): string[] {
  return [
    `Eu não consigo fazer diagnósticos — e nenhuma conversa por aqui substitui uma avaliação com um profissional de saúde mental, que leva em conta a sua história com calma. O que posso fazer é ouvir você e ajudar a entender melhor o que está sentindo. Se essa dúvida está preocupando você, um psicólogo pode fazer essa avaliação. ${bookingHint(discountPercent)} Me conta: o que tem feito você pensar nisso?`,
    `Essa é uma pergunta importante, mas não cabe a mim responder: só um profissional de saúde mental, numa avaliação cuidadosa, pode dizer isso. Posso, sim, acompanhar você no que está sentindo agora. ${bookingHint(discountPercent)} O que você tem percebido em você que trouxe essa dúvida?`,
  ];
}

/**
 * Never a medicine or a change to a prescription: only a doctor can (docs/care.md, What Aria is and never does).
 */
export const MEDICATION = [
  'Eu não posso recomendar remédios nem mudanças no tratamento — isso só um médico pode fazer, de preferência um psiquiatra, conhecendo a sua história e a sua saúde. Se você já toma algum remédio, vale levar essa dúvida a quem o receitou.',
  'Sobre remédios, eu não posso indicar nenhum nem dizer como tomar: quem pode avaliar isso com segurança é um médico ou um psiquiatra. Pelo SUS, a Unidade Básica de Saúde ou o CAPS da sua região podem encaminhar você.',
];

export const REFUSALS = [
  'Tudo bem, sem problema nenhum. A gente pode só conversar.',
  'Claro, respeito totalmente. Estou aqui para o que você precisar.',
  'Sem problema. Fica para outro momento, se você quiser.',
];

export const POSITIVES = [
  'Que bom saber disso! Vale guardar na memória o que ajudou, para os próximos dias difíceis. Quer conversar sobre mais alguma coisa?',
  'Fico feliz em ouvir isso. O que você acha que fez diferença hoje?',
];

export const NOT_OK = [
  'Sinto muito que você não esteja bem. Quer me contar o que está acontecendo? Pode ser do seu jeito, sem pressa.',
  'Obrigada por me dizer como você está de verdade. O que está pesando mais agora?',
];

export const UNSURE = [
  'Tudo bem não saber. Às vezes é difícil colocar em palavras o que a gente sente. Se quiser, pode começar pelo corpo: tem alguma sensação mais forte agora — aperto, cansaço, inquietação?',
  'Sem problema. Não precisa ter a resposta pronta. Que tal me contar como foi o seu dia, do jeito que vier?',
];

/** Follow-ups that fit any theme, mixed with the theme's own so a long conversation keeps varying. */
export const FOLLOW_UPS = [
  'Estou aqui com você, ouvindo com atenção.',
  'Obrigada por continuar compartilhando comigo. Não é fácil falar dessas coisas.',
  'Faz sentido você se sentir assim, com tudo o que está vivendo.',
  'Entendo. Cada coisa que você me conta ajuda a ver melhor o tamanho do que você está carregando.',
];

export const LISTENING = [
  'Entendi. Quero entender melhor o que você está vivendo — me conta um pouco mais?',
  'Estou aqui ouvindo você. Como isso tem feito você se sentir?',
  'Obrigada por compartilhar. O que mais está pesando para você neste momento?',
  'Me conta mais. Quando você pensa nisso, que sentimentos aparecem?',
];

/** Feelings Aria names back when a message carries them, as nouns so no gender is assumed. */
export const FEELINGS: { patterns: string[]; noun: string }[] = [
  { patterns: ['cansad*', 'cansaco', 'exaust*'], noun: 'cansaço' },
  { patterns: ['medo', 'assustad*'], noun: 'medo' },
  { patterns: ['culpa', 'culpad*'], noun: 'culpa' },
  { patterns: ['vergonha', 'envergonhad*'], noun: 'vergonha' },
  { patterns: ['frustrad*', 'frustracao'], noun: 'frustração' },
  { patterns: ['confus*', 'perdid*'], noun: 'confusão' },
  { patterns: ['magoad*', 'magoa'], noun: 'mágoa' },
  { patterns: ['decepcion*', 'decepcao'], noun: 'decepção' },
  { patterns: ['preocup*'], noun: 'preocupação' },
];

/** Validations for a relationship or family theme once violence was named: never advice to talk it out. */
export const AFTER_VIOLENCE_VALIDATIONS = [
  'Obrigada por continuar me contando. Ninguém merece ser machucado, ameaçado ou controlado por quem diz gostar da gente, e a violência de outra pessoa nunca é culpa sua.',
  'Estou aqui com você. O que você está vivendo é sério, e você não é responsável pelo que a outra pessoa faz.',
];

export const AFTER_VIOLENCE_LINES =
  'Quando precisar, a Central de Atendimento à Mulher — Ligue [180](tel:180) — atende 24 horas, de graça e com sigilo; o **Disque 100** recebe denúncias de violência contra qualquer pessoa; e, em perigo agora, a Polícia Militar atende no [190](tel:190).';

export const AFTER_VIOLENCE_QUESTIONS = [
  'Como você está agora? Você se sente em segurança onde está?',
  'Tem alguém de confiança que saiba o que está acontecendo, e com quem você possa contar se precisar sair de casa?',
  'Se fizer sentido para você, podemos pensar juntos, com calma, no que ajudaria a você ficar mais em segurança: uma pessoa de confiança, um lugar para onde ir, documentos guardados. Quer?',
];

/** Before the answer to a message that corrects what Aria understood. */
export const CORRECTIONS = ['Desculpa, entendi errado.', 'Ah, entendi agora — obrigada por corrigir.'];

/** A name corrected or a nickname asked for: said back as the person wrote it. */
export const NAME_CORRECTIONS = ['Anotado: {name}, desculpa a confusão!', 'Combinado, {name}!'];

import type { DistressCategory } from './crisis/detector';

/**
 * The fixed replies of the safety layer. They are written once, reviewed, and never generated: in a crisis the
 * person gets care, the crisis lines and a human psychologist, not whatever a model or a script might say
 * (docs/care.md; WHO/IASP 2023: no methods, no locations, help resources always). They never argue, never promise
 * secrecy, never describe means, and never close the topic.
 */

/** The crisis lines, for the replies below and for anything that shows them (docs/care.md, The lines). */
export const CRISIS_LINES = {
  cvv: { phone: '188', chat: 'cvv.org.br' },
  samu: { phone: '192' },
} as const;

/** The crisis lines as one paragraph: danger now (SAMU), and someone to talk to now (CVV). */
export const RESOURCES =
  'Se você estiver em perigo agora, ligue para o SAMU no [192](tel:192) ou vá ao pronto-socorro mais próximo. Você também pode conversar agora mesmo com o CVV — Centro de Valorização da Vida — pelo telefone [188](tel:188): a ligação é gratuita, funciona 24 horas, e também há chat em [cvv.org.br](https://cvv.org.br).';

/**
 * The care paragraph (docs/care.md, The twelve phrases): a human psychologist, the /psicologos page and the
 * subscriber discount.
 */
export function psychologistParagraph(discountPercent: number): string {
  return `Eu sou uma assistente virtual e não substituo o cuidado de uma pessoa. Recomendo muito que você converse com um psicólogo humano: você pode agendar com um dos nossos psicólogos parceiros na página [Psicólogos](/psicologos), com ${discountPercent}% de desconto por ser assinante.`;
}

const DIRECT_OPENINGS = [
  'Obrigada por me contar isso. Sinto muito que você esteja sentindo tanta dor — e eu fico aqui com você neste momento.',
  'Que bom que você me contou. Sinto muito que esteja doendo tanto, e quero que saiba que você não está sem apoio agora.',
  'Sinto muito que você esteja passando por isso. O que você sente importa, e você merece ajuda agora.',
];

const HOPELESS_OPENINGS = [
  'Sinto muito que esteja tão pesado. Quando alguém chega a sentir que não aguenta mais, costuma estar carregando muita coisa há muito tempo — e faz sentido ter chegado a esse limite.',
  'Obrigada por me contar como você está. Sentir que não há saída é muito doloroso, e você não precisa passar por isso sem apoio.',
];

const MEANS_SENTENCE =
  'Essa é uma informação que eu não posso dar, porque a sua segurança vem em primeiro lugar.';

const DIRECT_CLOSINGS = [
  'Se puder, me responde: você está em segurança agora? Tem alguém de confiança que possa ficar com você?',
  'Estou aqui. Você está em um lugar seguro neste momento? Tem alguém perto de você que possa te fazer companhia?',
];

const HOPELESS_CLOSINGS = [
  'Quero te perguntar com cuidado, porque isso importa: você tem pensado em se machucar ou em tirar a própria vida? Pode me responder com sinceridade — estou aqui para ouvir, sem julgamento.',
  'Posso te fazer uma pergunta direta, com todo o cuidado? Você tem tido pensamentos de se machucar ou de não estar mais aqui? Seja qual for a resposta, estou aqui com você.',
];

/** The reply to a message the detector flagged; `variant` picks among equivalent wordings. */
export function crisisReply(
  categories: readonly DistressCategory[],
  discountPercent: number,
  variant: number,
) {
  const hopelessOnly = categories.length > 0 && categories.every((category) => category === 'hopeless');
  const openings = hopelessOnly ? HOPELESS_OPENINGS : DIRECT_OPENINGS;
  const closings = hopelessOnly ? HOPELESS_CLOSINGS : DIRECT_CLOSINGS;
  const opening = openings[variant % openings.length];
  const means = categories.includes('means') ? ` ${MEANS_SENTENCE}` : '';
  return [
    `${opening}${means}`,
    RESOURCES,
    psychologistParagraph(discountPercent),
    closings[variant % closings.length],
  ].join('\n\n');
}

const FOLLOW_UP_OPENINGS = [
  'Tudo bem, não vou insistir — e você não precisa explicar nada. Só quero que saiba que o que você me contou antes importa, e que continuo aqui se quiser voltar a esse assunto, agora ou mais tarde.',
  'Entendo, e respeito o seu tempo. Ainda assim, o que você disse antes ficou comigo, e eu me importo com como você está. Aqui você não precisa fingir que está tudo bem.',
];

/**
 * After a flagged message, a short "esquece" or "tô bem" does not end crisis mode
 * (docs/care.md, Crisis across turns: one denial does not exit it; a tester closed Wysa's crisis flow with one "you
 * misunderstood"). Aria steps back without arguing and leaves the resources in view.
 */
/** After a flagged message, low mood or loss of interest: named, and kept in crisis mode. */
const LOW_MOOD_OPENINGS = [
  'Obrigada por me contar. Perder a vontade de fazer as coisas, depois do que você me disse antes, é um sinal de que você está carregando muita coisa — e você não precisa dar conta disso sem apoio.',
  'Entendo. Quando até as coisas de que a gente gostava perdem a graça, tudo pesa mais. O que você me contou antes continua importando para mim, e eu quero que você tenha apoio de verdade.',
];

export function crisisFollowUpReply(discountPercent: number, variant: number, lowMood = false): string {
  const openings = lowMood ? LOW_MOOD_OPENINGS : FOLLOW_UP_OPENINGS;
  const closings = [
    'Como você está agora, de verdade?',
    'Se quiser, posso ficar aqui com você mais um pouco. O que seria bom para você agora?',
  ];
  return [
    openings[variant % openings.length],
    `Se em algum momento ficar difícil de novo, o CVV atende pelo [188](tel:188), de graça e 24 horas (ou pelo chat em [cvv.org.br](https://cvv.org.br)), e em emergência o SAMU atende no [192](tel:192). E, se fizer sentido para você, um psicólogo humano pode acompanhar você com calma: é só agendar na página [Psicólogos](/psicologos), com ${discountPercent}% de desconto.`,
    closings[variant % closings.length],
  ].join('\n\n');
}

const MEANS_QUESTION_OPENINGS = [
  'Essa é uma informação com que eu não posso ajudar. Sou a Aria, uma assistente virtual de apoio emocional, e estou aqui para conversar sobre como você está.',
  'Não consigo ajudar com esse tipo de informação. Eu sou a Aria, uma assistente de apoio emocional, e o meu papel aqui é cuidar de como você está se sentindo.',
];

/**
 * A question about means with no distress around it (tallest bridges, pill counts): not answered, never sent to
 * a model, and met with a gentle check-in, because the same question is the classic indirect one in a crisis.
 */
export function meansQuestionReply(variant: number): string {
  const openings = MEANS_QUESTION_OPENINGS;
  return [
    openings[variant % openings.length],
    'Às vezes uma pergunta assim aparece num momento difícil. Se for o seu caso, você não precisa passar por isso sem apoio: o CVV atende pelo [188](tel:188), de graça e 24 horas, e também pelo chat em [cvv.org.br](https://cvv.org.br). Em emergência, ligue para o SAMU no [192](tel:192).',
    'Como você está se sentindo hoje?',
  ].join('\n\n');
}

const SOMEONE_ELSE_OPENINGS = [
  'Que bom que você veio buscar orientação para ajudar essa pessoa.',
  'Obrigada por se preocupar com essa pessoa e por perguntar: isso já é cuidado.',
];

/**
 * For someone worried about another person at risk (CVV's guidance for family and friends): act on immediate
 * danger, stay close, ask directly, do not keep it secret, and look after oneself too. Fixed, never a model's.
 */
export function someoneElseReply(variant: number): string {
  return [
    SOMEONE_ELSE_OPENINGS[variant % SOMEONE_ELSE_OPENINGS.length],
    'Se houver risco agora — se a pessoa falou em se matar hoje, se despediu, não responde ou tem meios por perto — ligue para o SAMU no [192](tel:192) (ou para a polícia no [190](tel:190)) e, se puder, não a deixe sozinha. O CVV, no [188](tel:188) (gratuito, 24 horas, também pelo chat em [cvv.org.br](https://cvv.org.br)), orienta também quem está preocupado com alguém.',
    'Quando puder conversar com ela, pergunte com calma e diretamente como ela está e se pensa em se machucar: perguntar não coloca a ideia na cabeça de ninguém. Escute sem julgar, não prometa guardar segredo sobre isso e chame outras pessoas de confiança e um profissional de saúde mental — nossos psicólogos parceiros estão na página [Psicólogos](/psicologos).',
    'E você, como está com tudo isso?',
  ].join('\n\n');
}

/** True when a text is one of the fixed replies above (they all start with one of these openings). */
export function isFixedCrisisReply(text: string): boolean {
  return [
    ...DIRECT_OPENINGS,
    ...HOPELESS_OPENINGS,
    ...FOLLOW_UP_OPENINGS,
    ...LOW_MOOD_OPENINGS,
    ...MEANS_QUESTION_OPENINGS,
  ].some((opening) => text.startsWith(opening));
}

/**
 * Added to a reply when the client flagged the message but the server's own check did not
 * (docs/care.md, The twelve phrases).
 */
export function careParagraph(discountPercent: number): string {
  return `Percebi que este pode ser um momento muito difícil para você. Eu sou uma assistente virtual e não substituo o cuidado de uma pessoa: recomendo conversar com um psicólogo humano — você pode agendar com um dos nossos psicólogos parceiros na página [Psicólogos](/psicologos), com ${discountPercent}% de desconto para assinantes. Se precisar de ajuda agora, o CVV atende pelo [188](tel:188) (ligação gratuita, 24 horas, e também chat em [cvv.org.br](https://cvv.org.br)) e, em emergência, o SAMU pelo [192](tel:192).`;
}

/** Added to every reply for a while after a crisis, whatever the topic became. */
export const AFTER_CRISIS_REMINDER =
  'Lembrando: se ficar difícil, o CVV atende pelo [188](tel:188) (24 horas, gratuito, também em [cvv.org.br](https://cvv.org.br)) e, em emergência, o SAMU pelo [192](tel:192).';

/** The last resort when no engine produced a safe reply. */
export const SAFE_REPLY =
  'Desculpe, não consegui formular uma boa resposta agora. Estou aqui e quero continuar ouvindo você: pode me contar de novo, com suas palavras, como está se sentindo?';

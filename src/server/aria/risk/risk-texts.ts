import { RESOURCES, psychologistParagraph } from '../care-texts';
import type { DistressCategory } from '../crisis/detector';
import type { UrgentKind, ViolenceKind } from './kinds';

/**
 * The fixed answers of the risk layer for violence (issue 29) and urgent states (issue 30), written once and never
 * generated, like the crisis replies (ADR 023 lists what each holds and why). They believe the person,
 * never blame, never suggest talking things out with an aggressor, name the service that fits and ask about
 * safety now. One message may carry several kinds (and a crisis): the answer then holds each kind's help once.
 */

const POLICE = 'Se você estiver em perigo agora, ligue para a Polícia Militar no [190](tel:190).';

const VIOLENCE_OPENINGS: Record<'adult' | 'child' | 'someone-else', string[]> = {
  adult: [
    'Obrigada por confiar em mim para contar isso. O que você descreve é violência, e a culpa não é sua: nada justifica alguém te machucar, te ameaçar ou te controlar.',
    'Sinto muito que você esteja passando por isso, e obrigada por me contar. Nada do que você fez ou deixou de fazer justifica essa violência. Você merece estar em segurança.',
  ],
  child: [
    'Obrigada por me contar. Você não fez nada de errado, e a culpa não é sua. Ninguém pode te machucar nem tocar no seu corpo de um jeito que te dá medo ou te deixa desconfortável.',
  ],
  'someone-else': ['Que bom que você veio buscar orientação para ajudar essa pessoa: isso já é cuidado.'],
};

// Threats, stalking and control are answered by the same lines as physical violence: Ligue 180, the Delegacia
// da Mulher and the protective measures of the Lei Maria da Penha cover them all.
type HelpKind = Exclude<ViolenceKind, 'threats' | 'stalking' | 'control'>;

/** Each kind's help, written to be read on its own; a message with several kinds gets each once, in this order. */
const VIOLENCE_HELP: Record<HelpKind, string> = {
  child:
    'Conte para um adulto em quem você confia: uma professora, alguém da escola, uma tia, a avó, a mãe de um amigo. Você também pode ligar de graça, a qualquer hora, para o **Disque 100** — não precisa dizer seu nome — e procurar o **Conselho Tutelar** da sua cidade. Se estiver em perigo agora, ligue [190](tel:190). Se quem escreve é um adulto preocupado com uma criança ou um adolescente: o Disque 100 e o Conselho Tutelar recebem a denúncia, também sem identificação.',
  sexual:
    'Se isso aconteceu nas últimas 72 horas, procure o quanto antes um serviço de saúde (UPA, pronto-socorro ou hospital): lá você tem direito a atendimento de emergência — para evitar uma gravidez e infecções como o HIV —, mesmo que não queira fazer boletim de ocorrência (Lei 12.845/2013). Em qualquer tempo, a Central de Atendimento à Mulher, o **Ligue [180](tel:180)**, acolhe e orienta, 24 horas, de graça e com sigilo.',
  elder:
    'Violência contra uma pessoa idosa ou com deficiência — agressão, abandono, dinheiro ou aposentadoria tomados, ser trancada em casa — pode ser denunciada de graça, 24 horas, pelo **Disque 100**, sem precisar se identificar. Em perigo imediato, ligue [190](tel:190).',
  physical:
    'Se você é mulher, a Central de Atendimento à Mulher — **Ligue [180](tel:180)** — atende 24 horas, de graça e com sigilo, também pelo WhatsApp, e orienta sobre o que fazer. Você pode procurar uma Delegacia da Mulher (ou qualquer delegacia): a Lei Maria da Penha garante **medidas protetivas de urgência**, como o afastamento do agressor da casa e a proibição de ele se aproximar de você. Se você é homem, ou se a violência vem por você ser LGBTQIA+, o **Disque 100** também orienta e recebe denúncias.',
  'someone-else':
    'Para ajudar: ouça sem julgar, acredite no que ela conta e não a pressione a tomar decisões nem confronte quem a agride — isso pode aumentar o risco para ela. O **Ligue [180](tel:180)** orienta também quem quer ajudar uma mulher, e recebe denúncias de qualquer pessoa; se for uma criança, um adolescente ou uma pessoa idosa, o **Disque 100**. Se houver perigo agora, ligue [190](tel:190).',
};

const HELP_ORDER: HelpKind[] = ['child', 'sexual', 'elder', 'physical', 'someone-else'];

function helpKindOf(kind: ViolenceKind): HelpKind {
  return kind === 'threats' || kind === 'stalking' || kind === 'control' ? 'physical' : kind;
}

const VIOLENCE_CLOSINGS = [
  'Você está em segurança agora? Se não puder falar com tranquilidade, pode me responder só "sim" ou "não". Estou aqui, e quando quiser podemos pensar juntos, com calma, em um plano de segurança.',
  'Me conta, se puder: você está em um lugar seguro neste momento? Estou aqui com você, sem pressa, e sem te pedir nada que você não queira fazer.',
];

/** Shown with every violence answer: the chat may be read by the very person the writer fears. */
const QUICK_EXIT_NOTE =
  'Se alguém puder ver esta tela, o botão **Sair rápido**, no alto do chat (ou a tecla Esc duas vezes), fecha a conversa na hora.';

interface UrgentText {
  opening: string;
  help: string;
  closing: string;
}

const URGENT_TEXTS: Record<UrgentKind, UrgentText> = {
  intoxication: {
    opening: 'Obrigada por me escrever. Agora o mais importante é a sua segurança.',
    help: 'Se você estiver dirigindo, pare em um lugar seguro agora e não volte a dirigir hoje: chame alguém, um táxi ou um aplicativo. Não tome nem use mais nada. Se você ou alguém perto de você tomou muitos remédios, misturou álcool com remédios, está desacordado, com dificuldade para respirar ou vomitando muito, ligue agora para o SAMU no [192](tel:192) (e, se a pessoa estiver desacordada, deite-a de lado). O Disque-Intoxicação, no 0800 722 6001, também orienta, de graça. Não fique sozinho: chame alguém para ficar com você.',
    closing: 'Você está em um lugar seguro agora? Tem alguém com você?',
  },
  'harm-others': {
    opening:
      'Obrigada por me contar isso antes de fazer qualquer coisa. Dá para sentir o tamanho da raiva — ou da dor — que você está carregando, e eu quero te ajudar a não fazer algo que não tenha volta.',
    help: 'Se alguém estiver em perigo agora, ligue para a Polícia Militar no [190](tel:190). Se puder, afaste-se agora da arma ou do que pensou em usar — deixe com alguém de confiança ou em outro lugar — e fique longe dessa pessoa por enquanto. O que você está sentindo também importa: o CVV conversa com você agora mesmo pelo [188](tel:188), de graça e 24 horas, ou pelo chat em [cvv.org.br](https://cvv.org.br).',
    closing: 'Você está em segurança agora? A arma, ou o que você pensou em usar, está perto de você?',
  },
  psychosis: {
    opening:
      'Obrigada por me contar. Deve ser muito assustador passar por isso. Eu não consigo ver nem ouvir o que você está vivendo, mas acredito que o que você sente é real e difícil.',
    help: 'É importante conversar logo com um psiquiatra ou ir a um **CAPS** (Centro de Atenção Psicossocial) da sua cidade, que atende pelo SUS sem precisar de encaminhamento. Se as vozes estiverem mandando você se machucar ou machucar alguém, ou se você sentir que não consegue se manter em segurança, ligue agora para o SAMU no [192](tel:192) ou vá a um pronto-socorro.',
    closing: 'Tem alguém de confiança perto de você agora, que possa ficar com você?',
  },
  perinatal: {
    opening:
      'Obrigada pela coragem de contar. Pensamentos assim, que aparecem sem a gente querer e assustam muito, são bem mais comuns na gravidez e depois do parto do que se fala, e costumam atormentar justamente quem mais quer proteger o bebê. Ter esse pensamento não faz de você uma pessoa má.',
    help: 'Ainda assim, você merece ajuda logo: conte para o seu médico, para a equipe da UBS onde você faz o pré-natal ou leva o bebê, ou procure um **CAPS**. Se sentir medo de agir, coloque o bebê em um lugar seguro, como o berço, afaste-se um pouco, chame alguém e ligue para o SAMU no [192](tel:192).',
    closing: 'Você tem alguém com você agora, que possa ajudar com o bebê?',
  },
  panic: {
    opening:
      'Estou aqui com você. O que você está sentindo é muito forte, mas uma crise de pânico passa — em geral em alguns minutos.',
    help: 'Se você sentir dor no peito, falta de ar que não melhora ou desmaiar, ligue para o SAMU no [192](tel:192).',
    closing: '',
  },
  'eating-disorder': {
    opening:
      'Obrigada por me contar. O que você descreve pode fazer muito mal ao seu corpo, e também mostra um sofrimento grande. Você merece cuidado, não julgamento.',
    help: 'Procure um médico — a UBS perto de você é um bom começo — e um psicólogo; o **CAPS** também atende. Se você desmaiar, sentir o coração disparado ou vomitar sangue, ligue para o SAMU no [192](tel:192) ou vá a um pronto-socorro.',
    closing: 'Como você está se sentindo agora, no corpo e no coração?',
  },
  minor: {
    opening:
      'Obrigada por me contar. Eu sou a Aria, uma assistente virtual — não sou uma pessoa —, e este serviço é feito para pessoas a partir de 18 anos. Mas você merece ser ouvido, e tem gente pronta para isso.',
    help: 'Converse com um adulto de confiança: alguém da família, uma professora ou a coordenação da escola. O CVV atende pessoas de qualquer idade, de graça e 24 horas, pelo [188](tel:188) ou pelo chat em [cvv.org.br](https://cvv.org.br). Se alguma coisa errada estiver acontecendo em casa ou com você, o **Disque 100** recebe a ligação de graça, a qualquer hora. Em perigo agora, ligue [190](tel:190).',
    closing: 'Se quiser, me conta um pouco do que está acontecendo.',
  },
};

const URGENT_ORDER: UrgentKind[] = [
  'intoxication',
  'harm-others',
  'psychosis',
  'perinatal',
  'panic',
  'eating-disorder',
  'minor',
];

/** The guided steps of a panic attack, one per message (a step, not an offer: no "quer tentar?"). */
export const PANIC_STEPS = [
  'Vamos juntos, um passo de cada vez. Primeiro: se puder, sente-se ou apoie as costas em algum lugar. Agora solte o ar bem devagar pela boca, como se fosse apagar uma vela, e deixe o ar entrar pelo nariz contando até 4. Faça isso três vezes e me escreva quando terminar.',
  'Muito bem. Continue respirando devagar, soltando o ar mais longo do que puxa. Agora olhe em volta e me diga cinco coisas que você está vendo, uma por uma, sem pressa.',
  'Isso. Agora sinta os pés no chão: aperte-os de leve contra o chão, e perceba o peso do seu corpo na cadeira ou onde você estiver. Você está aqui, e isso vai passar.',
  'Você está indo muito bem. Como está a respiração agora, de 0 a 10, comparando com quando começou? Se ainda estiver forte, a gente repete a respiração junto.',
] as const;

/** True when a text is Aria's guidance through a panic attack (its first message or a later step). */
export function panicStepOf(text: string): number | null {
  const index = PANIC_STEPS.findIndex((step) => text.includes(step));
  return index === -1 ? null : index;
}

export interface RiskReplyInput {
  /** The crisis detector's categories, when the message is a crisis too. */
  crisis: readonly DistressCategory[] | null;
  violence: readonly ViolenceKind[];
  urgent: readonly UrgentKind[];
  discountPercent: number;
  variant: number;
  /** Someone else's violence told by a witness who is not hurt: the answer speaks to the witness. */
  witness?: boolean;
  /** An adult writes about their own child (violence.ts, writesForAChild): the answer speaks to the adult. */
  forAChild?: boolean;
}

function pick<T>(list: readonly T[], variant: number): T {
  return list[variant % list.length]!;
}

function violenceHelp(kinds: readonly ViolenceKind[]): string[] {
  const wanted = new Set(kinds.map(helpKindOf));
  return HELP_ORDER.filter((kind) => wanted.has(kind)).map((kind) => VIOLENCE_HELP[kind]);
}

/**
 * The answer to a message that tells of violence or of an urgent state, and maybe of a crisis as well: one opening,
 * each kind's help once (the crisis lines first when there is a crisis), and one question about safety now.
 */
export function riskReply({
  crisis,
  violence: read,
  urgent,
  discountPercent,
  variant,
  witness = false,
  forAChild = false,
}: RiskReplyInput): string {
  // A witness gets the help for someone else (and a child's or an elder's lines), not the victim's.
  const violence =
    witness && read.includes('someone-else')
      ? read.filter((kind) => kind === 'someone-else' || kind === 'child' || kind === 'elder')
      : read;
  // A child who tells of abuse gets the child's lines (a trusted adult, Disque 100, the Conselho Tutelar), not, at
  // that moment, the rule that the service is for adults.
  const urgentKinds = URGENT_ORDER.filter(
    (kind) => urgent.includes(kind) && !(kind === 'minor' && violence.includes('child')),
  );
  const paragraphs: string[] = [];
  let closing: string;
  let writerIsChild = urgent.includes('minor');
  // Being watched, tracked or controlled is also how a psychotic experience feels ("uma câmera na tomada, a vizinha lê
  // o que eu penso"): with psychosis read, telling the person that what they describe is violence would take the
  // experience's side. They get the calm psychosis answer (CAPS, SAMU 192), which does not argue with it either.
  const experienceOfPsychosis =
    urgent.includes('psychosis') && violence.every((kind) => kind === 'stalking' || kind === 'control');
  if (violence.length > 0 && !experienceOfPsychosis) {
    // A child is the writer when a child is the one hurt and no one else is spoken of; an adult who tells of the
    // children who saw it, or of a child at risk, is answered as an adult (the child's lines stay in the help).
    const audience =
      violence.includes('child') && !violence.includes('someone-else') && !forAChild
        ? 'child'
        : violence.every((kind) => kind === 'someone-else' || kind === 'child')
          ? 'someone-else'
          : 'adult';
    if (audience === 'child') writerIsChild = true;
    paragraphs.push(pick(VIOLENCE_OPENINGS[audience], variant));
    if (crisis) paragraphs.push(RESOURCES);
    else if (!violence.includes('child') && !violence.includes('someone-else')) paragraphs.push(POLICE);
    paragraphs.push(...violenceHelp(violence));
    paragraphs.push(...urgentKinds.map((kind) => URGENT_TEXTS[kind].help));
    if (audience !== 'someone-else') paragraphs.push(QUICK_EXIT_NOTE);
    closing =
      audience === 'someone-else'
        ? 'E você, como está com tudo isso?'
        : audience === 'child'
          ? 'Você está em um lugar seguro agora? Tem um adulto de confiança perto de você?'
          : pick(VIOLENCE_CLOSINGS, variant);
  } else {
    const first = URGENT_TEXTS[urgentKinds[0]!];
    paragraphs.push(first.opening);
    if (crisis) paragraphs.push(RESOURCES);
    if (urgentKinds.length === 1 && urgentKinds[0] === 'panic' && !crisis) {
      return [first.opening, PANIC_STEPS[0], first.help].join('\n\n');
    }
    paragraphs.push(...urgentKinds.map((kind) => URGENT_TEXTS[kind].help));
    closing = first.closing || URGENT_TEXTS.intoxication.closing;
  }
  // A child is not offered a paid consultation in a moment like this: the child's lines come first, and a consultation
  // for someone under 18 needs a guardian's authorisation (docs/product.md, Psychologist area).
  if (crisis && !writerIsChild) paragraphs.push(psychologistParagraph(discountPercent));
  return [...paragraphs, closing].join('\n\n');
}

/**
 * Who Aria is for and where a teenager finds help, added once to an ordinary reply when the writer says they are
 * under 18 and nothing else is read (dialogue/risk-gate.ts).
 */
export const MINOR_NOTICE = `Uma coisa importante: eu sou a Aria, uma assistente virtual — não sou uma pessoa —, e este serviço é feito para pessoas a partir de 18 anos. Mas você merece ser ouvido, e tem gente pronta para isso.\n\n${URGENT_TEXTS.minor.help}`;

/** The next guided step of a panic attack, after the person answered the last one. */
export function panicFollowUp(previousStep: number): string {
  const next = Math.min(previousStep + 1, PANIC_STEPS.length - 1);
  const step = PANIC_STEPS[next]!;
  return next === PANIC_STEPS.length - 1 ? `${step}\n\n${URGENT_TEXTS.panic.help}` : step;
}

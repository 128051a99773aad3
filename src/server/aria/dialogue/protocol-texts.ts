import type { RiskFamily } from './state';

/**
 * The crisis protocol's fixed texts for the turns after the first full reply (issue 22, ADR 029; the Stanley–Brown
 * safety plan): they never repeat the full reply, answer what the person said, ask about safety now while that is
 * unanswered, offer ways that are not a phone call, and can guide a short safety plan one step at a time. Fixed and
 * reviewed, never a model's, whichever engine answers the rest of the conversation.
 */

/** One line of the lines that fit each danger, for the replies after the full one. */
export const FAMILY_LINES: Record<RiskFamily, string> = {
  crisis:
    'O CVV atende pelo [188](tel:188), de graça e 24 horas, e também por chat em [cvv.org.br](https://cvv.org.br); em emergência, o SAMU atende no [192](tel:192).',
  violence:
    'O Ligue [180](tel:180) (mulheres, 24 horas, também por WhatsApp) e o Disque 100 orientam com sigilo; em perigo imediato, ligue [190](tel:190).',
  panic:
    'Se vier dor no peito, falta de ar que não passa ou desmaio, ligue para o SAMU no [192](tel:192); o CVV ([188](tel:188)) também escuta a qualquer hora.',
  psychosis:
    'Um CAPS ou um psiquiatra podem ajudar logo; se as vozes mandarem fazer mal ou você não se sentir em segurança, ligue para o SAMU no [192](tel:192).',
  eating:
    'Um médico, um psicólogo ou o CAPS podem acompanhar você; em desmaio ou vômito com sangue, ligue para o SAMU no [192](tel:192).',
  'harm-others':
    'Se a vontade de machucar alguém voltar, afaste-se da pessoa e de qualquer meio; em perigo, ligue [190](tel:190), e o CVV ([188](tel:188)) escuta você.',
  intoxication:
    'Se alguém passar mal, não responder ou respirar com dificuldade, ligue para o SAMU no [192](tel:192) e não fique sem companhia.',
  perinatal:
    'Fale logo com seu médico, o posto de saúde ou um CAPS; se tiver medo de agir, ligue para o SAMU no [192](tel:192).',
  minor:
    'O Disque 100 e o Conselho Tutelar ajudam, de graça e sem precisar dizer o nome; em perigo, ligue [190](tel:190), e o CVV ([188](tel:188)) atende qualquer idade.',
  'other-at-risk':
    'Se houver risco agora, ligue para o SAMU no [192](tel:192); o CVV, no [188](tel:188) e pelo chat em [cvv.org.br](https://cvv.org.br), orienta também quem está preocupado com alguém.',
};

/**
 * For the one who worries about someone else at risk now (a parent whose daughter said she wants to die, a friend):
 * the protocol's questions and answers speak to the helper, about the person at risk (CVV's guidance for family and
 * friends: act on danger now, stay close, do not keep it secret, look after oneself too).
 */
export const HELPER_SAFETY_QUESTIONS = [
  'Neste momento essa pessoa está acompanhada, por você ou por alguém de confiança?',
  'Você consegue ficar perto dessa pessoa agora, ou chamar alguém de confiança para ficar com ela?',
];

export const HELPER_UNSAFE = [
  'Se essa pessoa não responde, está trancada ou você acredita que ela pode se machucar agora, isso é uma emergência: ligue para o SAMU no [192](tel:192) ou para a polícia no [190](tel:190) e diga que há risco de suicídio. Enquanto a ajuda não chega, continue falando com ela com calma, mesmo do outro lado da porta, e chame alguém de confiança para estar com você.',
  'Isso é uma emergência: ligue agora para o SAMU no [192](tel:192) ou para a polícia no [190](tel:190) e conte que a pessoa falou em morrer. Até a ajuda chegar, fique por perto, fale com ela com calma e peça a outra pessoa que fique com você.',
];

/** Help called for the person at risk and on its way (the SAMU, a relative). */
export const HELPER_HELP_COMING = [
  'Que bom que a ajuda está a caminho. Até chegarem, se a pessoa estiver perto, fique com ela ou junto da porta e continue falando com calma, mesmo sem resposta; se ela não estiver com você, deixe o celular ligado e por perto e conte a quem procura tudo o que souber (aonde ela costuma ir, o que levou). Se algo mudar, ligue de novo para o [192](tel:192) ou para o [190](tel:190).',
  'Você fez o certo em chamar ajuda. Enquanto a ajuda não chega, fique por perto, fale com calma e, se puder, peça a alguém de confiança que fique com você. Se a situação piorar, ligue de novo para o [192](tel:192) ou para o [190](tel:190).',
];

export const HELPER_SETTLED = [
  'Que bom que vocês estão juntos agora. Ficar por perto e ouvir sem julgar já ajuda muito; não é preciso ter as palavras certas. Nos próximos dias, vale procurar com ela um profissional de saúde mental, e não guardar isso em segredo.',
  'Fico aliviada de saber que ela não está sozinha agora. Ouvir com calma, sem sermão, é um grande cuidado. Nos próximos dias, vale buscar juntos um profissional de saúde mental — um CAPS, um posto de saúde ou um psicólogo.',
];

export const HELPER_SETTLED_QUESTIONS = [
  'E você, como está com tudo isso?',
  'E você, como ficou depois de tudo isso?',
];

export function linesFor(families: readonly RiskFamily[]): string {
  const unique = [...new Set(families.length > 0 ? families : (['crisis'] as RiskFamily[]))];
  return unique.map((family) => FAMILY_LINES[family]).join(' ');
}

/** The one-line reminder for the few replies after the person said they are safe. */
export function reminderLine(families: readonly RiskFamily[]): string {
  const family = families.includes('violence')
    ? 'violence'
    : families.includes('crisis')
      ? 'crisis'
      : families[0];
  return `Lembrando: ${FAMILY_LINES[family ?? 'crisis'].charAt(0).toLowerCase()}${FAMILY_LINES[family ?? 'crisis'].slice(1)}`;
}

/**
 * One line that asks, when only a classifier read a danger into an ordinary conversation (dialogue/risk-gate.ts): the
 * person is not told what they live, and can say more; the line for danger now is in it.
 */
export const GENTLE_CHECKS: Record<'crisis' | 'violence' | 'urgent', string> = {
  crisis:
    'E se em algum momento passar pela sua cabeça não querer mais viver ou se machucar, você pode me contar, sem julgamento. O CVV atende 24 horas pelo [188](tel:188) e pelo chat em [cvv.org.br](https://cvv.org.br).',
  violence:
    'E se em algum momento alguém estiver te machucando, te ameaçando ou te controlando, você pode me contar: eu te ajudo a pensar no que fazer. Em perigo agora, ligue [190](tel:190).',
  urgent:
    'E se alguma coisa estiver fora do seu controle agora, no corpo ou nos pensamentos, me conta. Numa emergência, o SAMU atende pelo [192](tel:192).',
};

/** After one dose taken twice by mistake (risk-gate.ts): what to watch for, and where to ask. */
export const DOUBLE_DOSE_NOTE =
  'Se você tomou uma dose a mais sem querer, não tome mais nada por agora e fale com a farmácia ou com quem receitou. Se vier muito sono, tontura forte, confusão ou dificuldade para respirar, ligue para o SAMU no [192](tel:192) e não fique sem companhia.';

export const SAFETY_QUESTIONS = [
  'Antes de qualquer coisa, me conta: você está em segurança agora?',
  'Quero te perguntar de novo, com cuidado: neste momento você está em segurança?',
  'Você está em um lugar seguro agora? Pode me responder só "sim" ou "não".',
];

export const PLAN_OFFERS = [
  'Se você quiser, posso te ajudar a montar um plano de segurança bem curto, um passo de cada vez, para ter à mão quando ficar difícil. Quer fazer agora?',
  'Uma coisa que ajuda muita gente é ter um plano de segurança escrito, simples, para os momentos mais difíceis. Quer montar um comigo, passo a passo?',
];

/** Stanley–Brown, in plain pt-BR, one step per message. */
/** What the safety plan is, asked before it starts ("um plano? tipo o q?": round 9 development, answered with prices). */
export const PLAN_EXPLAINED =
  'É um plano curto, escrito com as suas palavras, para ter à mão nos momentos mais difíceis: os sinais de que um momento assim está chegando, o que ajuda você sozinho, pessoas e lugares, profissionais e serviços (como o CVV e o CAPS) e como deixar longe o que pode machucar. A gente faz um passo de cada vez, e você pode parar quando quiser. Quer começar?';

export const CRISIS_PLAN_STEPS = [
  'Vamos lá, um passo de cada vez. **Passo 1 do plano — sinais de alerta.** Quais pensamentos, sentimentos ou situações costumam vir antes dos momentos mais difíceis? Pode ser algo como "quando fico sozinha à noite" ou "quando penso que sou um peso". Escreva com as suas palavras.',
  '**Passo 2 do plano — o que me ajuda sozinho.** O que você pode fazer, por conta própria, para atravessar uns minutos difíceis? Uma música, um banho, sair para caminhar, respirar devagar, segurar algo gelado. Anote duas ou três coisas.',
  '**Passo 3 do plano — pessoas e lugares.** Quem são as pessoas com quem você pode falar ou estar junto, mesmo sem contar tudo? E um lugar onde você se sente um pouco melhor? Anote nomes e telefones, se puder.',
  '**Passo 4 do plano — ajuda profissional.** Guarde estes contatos no seu plano: o CVV, pelo [188](tel:188) ou pelo chat em [cvv.org.br](https://cvv.org.br), 24 horas; o SAMU, no [192](tel:192); o CAPS ou posto de saúde mais perto de você; e, se quiser, um psicólogo da página [Psicólogos](/psicologos). Tem algum profissional que já te acompanha?',
  '**Passo 5 do plano — deixar o ambiente mais seguro.** Nos momentos difíceis, ajuda deixar longe de você o que poderia ser usado para se machucar — por exemplo, pedir para alguém de confiança guardar remédios ou objetos. Tem alguém que poderia te ajudar com isso?',
];

/** For violence: a plan for leaving or staying safer, the steps of the services that attend women (Ligue 180). */
export const VIOLENCE_PLAN_STEPS = [
  'Vamos lá, com calma. **Passo 1 do plano — uma pessoa de confiança.** Tem alguém (uma amiga, alguém da família, uma vizinha) que possa saber o que está acontecendo e ajudar se você precisar? Não precisa dizer o nome aqui.',
  '**Passo 2 do plano — um sinal combinado.** Combine com essa pessoa uma palavra-código ou um emoji que signifique "preciso de ajuda, chame a polícia" ([190](tel:190)). Você acha que conseguiria combinar isso?',
  '**Passo 3 do plano — documentos e coisas essenciais.** Se puder, deixe em um lugar seguro, ou com alguém de confiança, cópias dos documentos, um pouco de dinheiro, remédios e um carregador. Tem algum lugar onde isso ficaria seguro?',
  '**Passo 4 do plano — para onde ir.** Pense para onde você poderia ir numa emergência: a casa de alguém, uma delegacia (a Delegacia da Mulher ou qualquer delegacia) ou um serviço que o Ligue [180](tel:180) indicar. Você já tem um lugar em mente?',
  '**Passo 5 do plano — as medidas protetivas.** Pela Lei Maria da Penha, você pode pedir medidas protetivas de urgência na delegacia ou na Defensoria Pública, e o Ligue [180](tel:180) explica como, 24 horas e com sigilo. Se alguém puder ver esta tela, o botão **Sair rápido** fecha a conversa na hora.',
];

export const PLAN_CLOSINGS = [
  'Você montou o seu plano de segurança. Guarde-o num lugar fácil de achar — no celular, num papel na carteira — e volte a ele quando precisar. Estou aqui, e você não precisa passar por isso sem apoio. Como você está agora?',
];

export const PLAN_STOPPED = [
  'Tudo bem, a gente para o plano por aqui; você pode voltar a ele quando quiser. O que seria bom para você agora?',
];

/** The attack's guided steps declined ("agora não dá, tô de plantão": round 10 walk, told of "o plano"). */
export const PANIC_GUIDANCE_STOPPED = [
  'Tudo bem, a gente para por aqui. Se a falta de ar ou o coração disparado voltarem, soltar o ar bem devagar, mais longo do que puxa, já ajuda — e eu continuo aqui. O que seria bom para você agora?',
];

export const UNSAFE_NOW = [
  'Obrigada por me dizer. Como você não está em segurança agora, o mais importante é ter alguém com você: ligue para o SAMU no [192](tel:192) ou vá ao pronto-socorro mais perto, e, se puder, chame uma pessoa de confiança para ficar junto. Se tiver algo perto de você que possa te machucar, coloque longe, em outro cômodo. Eu continuo aqui enquanto isso.',
  'Entendo, e fico preocupada com você. Agora, o que mais ajuda é não ficar sem companhia: ligue para o SAMU no [192](tel:192) ou chame alguém de confiança, e afaste de você qualquer coisa com que possa se machucar. O CVV também está disponível agora, pelo [188](tel:188). Estou aqui com você.',
];

/** Not safe now, in the violence family: the police, a place with people, not the means of a crisis. */
export const UNSAFE_FROM_VIOLENCE = [
  'Obrigada por me dizer. Se ele estiver perto ou você sentir que pode acontecer de novo agora, ligue para a Polícia Militar no [190](tel:190). Se puder, vá para um lugar com outras pessoas — a casa de alguém de confiança, uma loja, a portaria — e avise alguém de onde você está.',
  'Entendo, e fico preocupada com você. Em perigo agora, o [190](tel:190) atende a qualquer hora. Procurar a companhia de outras pessoas e deixar alguém de confiança sabendo onde você está ajuda; e a Delegacia da Mulher (ou qualquer delegacia) pode pedir medidas protetivas pela Lei Maria da Penha.',
];

/** The crisis classifier's reading inside another danger's protocol, asked about directly. */
export const CRISIS_CHECK = [
  'Quero te perguntar com cuidado, porque importa: com tudo isso, você tem pensado em se machucar ou em não estar mais aqui? Se sim, me conta — e o CVV atende agora pelo [188](tel:188) ou pelo chat em [cvv.org.br](https://cvv.org.br), 24 horas.',
  'Posso te perguntar uma coisa direto? Você tem tido pensamentos de se machucar ou de morrer? Se tiver, você não precisa passar por isso sem ninguém: o CVV ([188](tel:188), também por chat em [cvv.org.br](https://cvv.org.br)) atende a qualquer hora, e eu sigo aqui.',
];

export const NO_CALL = [
  'Tudo bem não querer ligar — muita gente se sente assim. Dá para conversar com o CVV por escrito, pelo chat em [cvv.org.br](https://cvv.org.br), sem falar ao telefone; também dá para mandar uma mensagem para alguém de confiança só dizendo "não estou bem, pode ficar comigo?". Eu continuo aqui, escrevendo com você.',
  'Entendo. Ligar pode ser difícil. Uma alternativa é o chat do CVV, em [cvv.org.br](https://cvv.org.br): é por escrito, gratuito e com sigilo. E, se houver alguém em quem você confia, uma mensagem curta já é um começo. Eu sigo aqui com você.',
];

/**
 * Help for the body refused (an overdose, a faint, an attack): the SAMU is health care, not the police, and the help
 * nearest is named (round 8 walk: "não quero chamar samu, vou ser preso" got "tudo bem, sem plano agora").
 */
export const BODY_NO_CALL = [
  'Entendo o medo. O SAMU é um serviço de saúde: a equipe vem para cuidar de você, não para prender ninguém, e tem sigilo profissional. Se não quiser ligar agora, procure a equipe de saúde ou a segurança do lugar, ou peça a alguém para ficar com você. Se piorar — desmaio, convulsão, dor no peito, falta de ar —, ligue [192](tel:192).',
  'Faz sentido ter receio. Quem atende no SAMU são profissionais de saúde, com sigilo, e o trabalho deles é cuidar. Enquanto isso, não fique sozinho: vá para perto de alguém, da equipe de saúde ou da segurança do lugar. Se vier desmaio, convulsão, dor no peito ou falta de ar, ligue [192](tel:192) na hora.',
];

/**
 * Whether Aria tells anyone, asked in a crisis: no one, and why (Aria reaches no one; the chat stays on the device), and
 * a person of trust and the CVV's secrecy offered, not pushed.
 */
export const KEPT_SECRET = [
  'Não, eu não conto para ninguém: eu não tenho como falar com a sua família, com a escola nem com outra pessoa, e esta conversa fica só neste aparelho (o botão **Apagar conversa** apaga tudo). Ao mesmo tempo, eu queria muito que você não carregasse isso sozinho. Quando você se sentir pronto, contar para uma pessoa de confiança pode aliviar; e o CVV ([188](tel:188) ou o chat em [cvv.org.br](https://cvv.org.br)) também é sigiloso.',
  'Fica entre nós: eu não consigo avisar ninguém, e o que você escreve aqui fica só neste aparelho. Você decide quem vai saber e quando. Se um dia quiser ajuda para contar a alguém, a gente pode pensar junto nas palavras; e o CVV ([188](tel:188), também por chat em [cvv.org.br](https://cvv.org.br)) escuta com sigilo.',
];

/** Alone in a body emergency: people near and the health team before any line to talk to. */
export const BODY_ALONE = [
  'Obrigada por me dizer onde você está. Sozinho num momento assim é mais arriscado: se puder, vá para perto de outras pessoas ou chame alguém — a equipe de saúde, a segurança do lugar, um amigo — para ficar com você. Se piorar, ligue [192](tel:192). Eu sigo aqui.',
  'Entendi que você está sem ninguém aí. Se conseguir, saia para um lugar com gente por perto e avise alguém de confiança de onde você está. Se vier desmaio, convulsão, dor no peito ou falta de ar, ligue [192](tel:192). Eu continuo aqui com você.',
];

/** The person is going to the CVV (its chat or a call): encouraged, and the door left open here. */
export const TO_THE_LINES = [
  'Isso, boa ideia. No CVV alguém vai ler ou ouvir você com calma, sem julgamento — pelo chat em [cvv.org.br](https://cvv.org.br) ou pelo [188](tel:188). Se quiser, volte aqui depois e me conta como foi: eu continuo aqui.',
  'Que bom que você vai buscar o CVV. Pode ser por escrito, no chat em [cvv.org.br](https://cvv.org.br), ou pelo [188](tel:188), a qualquer hora. E, enquanto isso, eu sigo aqui com você.',
];

/**
 * How the lines work, for a question asked inside the protocol: by writing, anonymous, free. Each family's own
 * service, the crisis lines first.
 */
export function linesAnswer(
  families: readonly RiskFamily[],
  aboutReporting = false,
  howItWorks = false,
): string {
  const crisisLines =
    'O CVV atende de graça e com sigilo: pelo telefone [188](tel:188), 24 horas, e por escrito, pelo chat em [cvv.org.br](https://cvv.org.br) — lá aparecem os horários do chat. Você não precisa dizer seu nome.';
  const violenceLines =
    'O Ligue [180](tel:180) (para mulheres, 24 horas, também por WhatsApp) e o Disque [100](tel:100) atendem de graça e aceitam denúncia sem identificação; em perigo imediato, o [190](tel:190).';
  // A question about reporting ("dá pra denunciar sem ele saber que fui eu?") is answered by the lines that take
  // reports first.
  const reporting = aboutReporting && families.includes('violence');
  const opening = howItWorks ? '' : 'Dá sim. ';
  const parts = reporting ? [`${opening}${violenceLines}`] : [`${opening}${crisisLines}`];
  if (reporting && families.includes('crisis')) parts.push(crisisLines);
  if (!reporting && families.includes('violence')) parts.push(violenceLines);
  if (families.some((family) => family !== 'crisis' && family !== 'violence'))
    parts.push('Numa emergência do corpo, o SAMU atende no [192](tel:192), de graça, a qualquer hora.');
  return parts.join(' ');
}

export const NOBODY_KNOWS = [
  'Carregar isso sozinho, sem ninguém saber, pesa muito. Você não precisa contar tudo de uma vez: às vezes começar com uma pessoa só, com uma frase como "estou passando por um momento difícil", já alivia. Enquanto isso, o CVV ([188](tel:188) ou o chat em [cvv.org.br](https://cvv.org.br)) escuta sem julgar, e eu estou aqui.',
  'Faz sentido se sentir só quando ninguém sabe o que você está vivendo. Tem alguém — mesmo uma pessoa só — com quem você se imagina contando um pedacinho disso? Até lá, o CVV ([188](tel:188), também por chat em [cvv.org.br](https://cvv.org.br)) pode ser essa escuta, e eu continuo aqui.',
];

/**
 * No means at hand, with the wish still told ("não, não tenho nada pra fazer isso, só queria sumir": round 9 walk, where
 * the wish's words got "como você não está em segurança agora"): the means kept away is said back as the protection
 * it is, and the wish is taken seriously.
 */
/** The means near the person someone is worried about (round 10 walk: a father's old shotgun). */
export const OTHERS_MEANS = [
  'Isso é importante. Com a arma ou os remédios por perto, o que mais protege é tirá-los do alcance dele ou dela agora: pedir a alguém de confiança que more perto para levar e guardar, sem discussão, "só por um tempo". Se a pessoa falar em se matar hoje, se despedir ou não atender, ligue para o SAMU no [192](tel:192) ou para a polícia no [190](tel:190).',
  'Obrigada por contar. Tirar do alcance o que possa ser usado — uma arma, remédios guardados — é um dos passos que mais protegem alguém em risco: quem está mais perto poderia levar isso embora hoje? O CVV ([188](tel:188)) orienta também quem está preocupado com alguém, e numa emergência o SAMU atende no [192](tel:192).',
];

/** Means kept at home, told inside the protocol (round 10 walk: a revolver in a drawer). */
export const MEANS_KEPT = [
  'Obrigada por me contar isso — é importante. Num momento assim, o que mais protege é isso não ficar perto de você: dá para entregar agora para alguém de confiança guardar, um filho, um vizinho, um amigo, ou levar para fora de casa até esse momento passar? Se estiver difícil, ligue para o SAMU no [192](tel:192) ou para o CVV no [188](tel:188), que atende agora.',
  'Fico preocupada, e agradeço por você ter falado. O passo que mais ajuda agora é afastar isso de você: pedir para alguém de confiança levar e guardar, ou deixar trancado fora do seu alcance até você estar melhor. Quem poderia fazer isso hoje? O CVV ([188](tel:188)) e o SAMU ([192](tel:192)) atendem a qualquer hora.',
];

/** "Não sei", "talvez" while safety is unanswered: not knowing is taken as a reason for company now. */
export const UNSURE_NOW = [
  'Tudo bem não ter certeza. Quando a gente não sabe se está seguro, o mais cuidadoso é não ficar sozinho com isso: dá para chamar alguém de confiança para ficar com você agora, ou ligar para o CVV no [188](tel:188)? Se sentir que pode se machucar, ligue para o SAMU no [192](tel:192). Eu continuo aqui.',
  'Obrigada pela sinceridade. Na dúvida, vale se proteger: deixar longe o que possa te machucar, ter alguém por perto e, se apertar, falar com o CVV ([188](tel:188) ou o chat em [cvv.org.br](https://cvv.org.br)) ou o SAMU ([192](tel:192)). Quem poderia ficar com você hoje?',
];

export const NO_MEANS = [
  'Obrigada por me contar. Que bom que não tem nada por perto para você se machucar: isso já protege você neste momento. E essa vontade de sumir merece cuidado, não julgamento. Ela costuma vir em ondas, e pesa menos quando não fica só com você.',
  'Que bom saber que não tem nada aí com que você possa se machucar — é uma proteção importante. A vontade de sumir que você sente é real e dói; dá para atravessar este momento sem ficar sozinho com ela: eu estou aqui, e o CVV ([188](tel:188) ou o chat em [cvv.org.br](https://cvv.org.br)) também.',
];

/** Someone is there with the person, said as where things stand, not that they are safe: the protocol goes on. */
export const COMPANY = [
  'Que bom que você não está sem ninguém agora. Se puder, fique perto dessa pessoa — e, se conseguir, conte a ela um pouco do que está sentindo: você não precisa passar por isso em silêncio.',
  'Fico mais tranquila sabendo que tem alguém aí perto. Ficar junto já ajuda; e, se quiser, você pode dizer a essa pessoa como está, mesmo que seja só "não estou bem, fica comigo?".',
];

/**
 * Violence by someone the person does not want to report (a son, a grandson, a partner): help without a report, and
 * the services that care for the family and for drug use (docs/care.md, Violence and abuse: offer, don't push).
 */
export const NO_REPORT = [
  'Você não precisa denunciar para receber ajuda, e essa decisão é sua. O CREAS da sua cidade acompanha famílias que vivem violência em casa, e, quando há álcool ou drogas, o CAPS AD cuida de quem usa; a UBS também pode encaminhar. Se um dia você quiser, o Disque [100](tel:100) (pessoas idosas, crianças e pessoas com deficiência) e o Ligue [180](tel:180) (mulheres) recebem denúncias com sigilo, até anônimas. O mais importante agora é você ficar protegida: se ele ficar agressivo, saia de perto e ligue [190](tel:190).',
  'Entendo: é alguém que você ama, e isso torna tudo mais difícil. Pedir ajuda não é o mesmo que denunciar. O CRAS e o CREAS da sua cidade orientam e acompanham a família, e o CAPS AD trata quem tem problema com álcool e drogas. Se ele ficar agressivo de novo, a sua segurança vem primeiro: saia de perto e ligue [190](tel:190).',
];

/** Violence: the one who hurts is out for now. */
export const AGGRESSOR_AWAY = [
  'Enquanto ele está longe ou dormindo, pode ser um momento para respirar e pensar com calma no que você quer fazer, sem pressa. Se fizer sentido, dá para deixar documentos, remédios e o carregador num lugar fácil de pegar, e combinar com alguém de confiança um sinal para pedir ajuda. Se ele voltar ou acordar e você se sentir em perigo, ligue [190](tel:190).',
  'Esse tempo, com ele fora ou dormindo, pode servir para você se organizar do seu jeito: pensar em quem pode te ajudar, onde ficar se precisar sair, o que levar. Você decide o ritmo. Se ele voltar ou acordar e houver perigo, ligue [190](tel:190).',
];

/** Violence: the phone is watched. */
export const PHONE_WATCHED = [
  'Faz todo sentido ter medo, se ele olha o seu celular. Algumas saídas: ligar do aparelho de alguém de confiança, de um telefone do trabalho ou de um orelhão — o [180](tel:180) e o [190](tel:190) são gratuitos —, e apagar depois o registro da ligação. Aqui, o botão **Sair rápido** (ou Esc duas vezes) fecha a conversa na hora, e em "Não guardar conversa neste aparelho" nada fica salvo.',
  'Com ele vendo o seu celular, vale usar outro aparelho quando puder: o de uma amiga, do trabalho, um telefone público. O [180](tel:180) é gratuito; depois, apague o registro da ligação. Nesta conversa, o **Sair rápido** fecha tudo na hora, e dá para não guardar nada neste aparelho.',
];

/** Violence: somewhere to go, or someone near. */
export const SAFE_PLACE = [
  'Ter alguém perto e um lugar para onde ir faz muita diferença. Se decidir ir, leve seus documentos (e os das crianças, se for o caso), remédios e o carregador, e avise essa pessoa antes, se puder. Se em algum momento houver perigo, ligue [190](tel:190); o Ligue [180](tel:180) também orienta sobre como sair com segurança.',
  'Que bom que existe esse lugar e essa pessoa. Se for, vale separar antes o essencial — documentos, remédios, o carregador — num lugar fácil de pegar. Em perigo, ligue [190](tel:190); o Ligue [180](tel:180) orienta com sigilo, também pelo WhatsApp.',
];

/** The safety plan offered and declined. */
export const PLAN_DECLINED = [
  'Tudo bem, sem plano agora. Se mudar de ideia, é só me dizer. Eu sigo aqui com você.',
  'Combinado, fica para outra hora, se e quando você quiser. Estou aqui.',
];

/** Help called and on its way. */
export const HELP_COMING = [
  'Que bom que você chamou alguém. Enquanto essa pessoa não chega, fique num lugar onde ela consiga te encontrar fácil e, se puder, longe do que possa te machucar. Eu fico aqui com você até lá.',
  'Fico aliviada que alguém esteja a caminho. Até chegar, vamos juntos: respire devagar, soltando o ar mais longo do que puxa, e me conte como você está enquanto espera.',
];

/** Leaving to find someone, in a crisis: encouraged, with the chat left open. */
export const GOING_TO_SOMEONE = [
  'Isso, vá sim. Ficar perto de alguém agora ajuda muito — e, se conseguir, conte a essa pessoa um pouco do que você está sentindo, mesmo que seja só "não estou bem, fica comigo?". Quando quiser, me escreve de novo: eu continuo aqui.',
  'Que bom que você vai procurar alguém. Vá com calma e fique perto dessa pessoa por um tempo; você não precisa explicar tudo, só não ficar sem companhia agora. Se quiser, me conta depois como foi.',
];

/** Alone where they are, in a crisis. */
export const ALONE = [
  'Obrigada por me dizer onde você está. Ficar sem ninguém por perto num momento assim pesa mais: tem alguém que possa vir ficar com você, ou para quem você possa mandar uma mensagem agora? Se não tiver, o CVV ([188](tel:188) ou o chat em [cvv.org.br](https://cvv.org.br)) fica com você enquanto isso, e eu também continuo aqui.',
  'Entendi que você está sem ninguém aí agora. Se puder, chame alguém de confiança para ficar junto, mesmo que seja por telefone ou mensagem; e, se quiser conversar com uma pessoa agora, o CVV atende pelo [188](tel:188) e pelo chat em [cvv.org.br](https://cvv.org.br). Eu sigo aqui.',
];

/** Where the person is, told with no one named (the safety question's answer): who is near, and the means kept away. */
export const WHERE_NOW = [
  'Obrigada por me dizer onde você está. Tem alguém aí perto, em casa ou por telefone, que possa ficar com você agora? E, se tiver por perto alguma coisa com que você possa se machucar, dá para deixar longe de você por enquanto, com outra pessoa ou em outro cômodo?',
  'Entendi onde você está. Se puder, fique perto de alguém de confiança ou chame essa pessoa por mensagem, e deixe longe de você o que puder te machucar. O CVV atende pelo [188](tel:188) e pelo chat em [cvv.org.br](https://cvv.org.br), e eu sigo aqui.',
];

export const SETTLED = [
  'Que bom saber que você está em segurança agora. Obrigada por me responder e por ter me contado o que estava sentindo.',
  'Fico aliviada de saber que você está em segurança neste momento. Obrigada por confiar em mim.',
];

/** A panic attack that has passed: no danger to be safe from, the body calming down. */
export const PANIC_SETTLED = [
  'Que bom que está passando. Você atravessou uma crise difícil, respirando no seu ritmo.',
  'Fico feliz que esteja melhorando. O corpo leva um tempinho para se acalmar de vez, e está tudo bem.',
];

export const SETTLED_QUESTIONS = [
  'Quer continuar conversando sobre o que aconteceu ou sobre outra coisa?',
  'Como você quer seguir a nossa conversa agora?',
];

export const THANKS_IN_CRISIS = [
  'Eu que agradeço por você ter falado comigo. Continuo aqui.',
  'Fico feliz de estar aqui com você. Obrigada por confiar.',
];

export const CRISIS_GOODBYES = [
  'Obrigada por ter conversado comigo hoje. Cuide-se com carinho, e volte quando quiser — estou aqui a qualquer hora.',
  'Que bom que você falou comigo. Descanse, e lembre que você pode voltar aqui quando precisar.',
];

export const PANIC_CLOSINGS = [
  'Você atravessou o pior da crise, e fez isso respirando com calma. Continue no seu ritmo; se a sensação voltar, dá para repetir esses passos. Como você está agora?',
  'Que bom que você ficou comigo até aqui. Uma crise de pânico assusta muito, mas passa — e você acabou de mostrar isso. Como está o seu corpo agora?',
];

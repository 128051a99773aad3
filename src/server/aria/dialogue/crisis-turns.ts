import { PhraseSet } from '../../../shared/text/phrase-pattern';
import type { RiskAssessment } from '../safety';
import type { UrgentKind } from '../risk/kinds';
import { INTENTS, isMostly } from '../scripted/intents';
import { mentionedTechnique } from '../scripted/exercises';
import { TELLS_ANYONE_PHRASES, type DialogueAct } from './act-lexicon';
import type { ActReading } from './acts';
import { bodyEmergency, forHelper, SAFETY_PLAN_STEPS, type DialogueState, type RiskFamily } from './state';

/**
 * The crisis protocol's side of the dialogue manager (ADR 019, issue 22): which move this turn makes while a crisis
 * is open, settled or absent, and the crisis state it leaves.
 */

/** A lines question about reporting, answered with the lines that take reports first. */
const ABOUT_REPORTING = new PhraseSet([
  'denunci*',
  'denuncia',
  'fazer um bo',
  'boletim de ocorrencia',
  'chamar a policia',
]);

export function asksAboutReporting(prepared: string): boolean {
  return ABOUT_REPORTING.test(prepared);
}

/** "como funciona esse chat do cvv?" asks how, not whether: no "Dá sim" before the answer. */
const HOW_IT_WORKS = new PhraseSet([
  '(como|oq|o que|o q) (funciona|e|eh|faz|faco)',
  'funciona como',
  'e como',
]);

export function asksHowItWorks(prepared: string): boolean {
  return HOW_IT_WORKS.test(prepared);
}

export type FollowMove =
  | 'unsafe'
  | 'no-call'
  | 'to-the-lines'
  | 'nobody-knows'
  | 'no-means'
  | 'means-kept'
  | 'others-means'
  | 'unsure'
  | 'company'
  | 'help-coming'
  | 'going-to-someone'
  | 'crisis-check'
  | 'alone'
  | 'where'
  | 'away'
  | 'no-report'
  | 'secret'
  | 'safe-place'
  | 'watched'
  | 'lines-question'
  | 'plan-step'
  | 'plan-explained'
  | 'plan-stop'
  | 'plan-declined'
  | 'thanks'
  | 'answer';

export type SafetyMove =
  /** The safety layer's own reply to this message (a crisis, a danger, a panic step, a means question…). */
  | { kind: 'fixed' }
  /** The crisis is open: the protocol's next turn, never the full reply again. */
  | { kind: 'follow'; move: FollowMove; planStep?: number; askSafety: boolean; offerPlan: boolean }
  | { kind: 'settled' }
  | { kind: 'goodbye' }
  /** standDown: the protocol, opened on a misreading, closes without a word (standsDown). */
  | { kind: 'none'; standDown?: true };

const MEANS =
  '(lamina*|gilete*|faca*|remedio*|comprimido*|cartela*|corda|arma|estilete*|coisas|tudo|espingarda|revolver|pistola|garrucha|veneno)';

/**
 * The means thrown away or left with someone else (the safety plan's last step). Kept or hidden ("guardei as
 * lâminas", "escondi os remédios") is not here: that is how a plan is told.
 */
const MEANS_MADE_SAFE_PHRASES = [
  `(joguei|jogo|joguei tudo) (a|as|o|os)? ${MEANS} (fora|no lixo|na privada|pela janela)`,
  `(joguei|jogo) fora (a|as|o|os)? ${MEANS}`,
  `(entreguei|dei|levei|passei) (a|as|o|os)? ${MEANS} (pra|para|pro|a|ao) *`,
  // Left with someone who took it away ("guardei a espingarda no carro do meu compadre, ele levou": round 9 walk).
  `(guardei|deixei|botei|coloquei|tranquei) (a|as|o|os)? ${MEANS} (com|no carro|na casa|na mao) (o|a|do|da|meu|minha)? *`,
  `(guardei|deixei|tranquei) (a|as|o|os)? ${MEANS} (com|na casa|no carro|no quarto|na gaveta|no armario) (da|do|de|a|o)? (minha|meu|um|uma|vizinh*|mae|pai|irma*|amig*|namorad*|marido|esposa) *`,
];
const MEANS_MADE_SAFE = new PhraseSet(MEANS_MADE_SAFE_PHRASES);
/** The means near the person someone is worried about. */
const OTHERS_MEANS = new PhraseSet([
  '(ele|ela|meu pai|minha mae|meu filho|minha filha|meu irmao|minha irma|meu avo|minha avo|meu marido|minha esposa) (tem|guarda|deixa|tinha) (um|uma|o|a|uns|umas|os|as) (revolver|arma|armas|espingarda|pistola|garrucha|38|remedio*|comprimido*|veneno|chumbinho|corda)',
  '(tem|ha) (um|uma) (revolver|arma|espingarda|pistola|garrucha) (la )?(na casa|em casa) (dele|dela|do meu pai|da minha mae)',
]);
/** Means kept within reach: a weapon, pills, poison at home or at hand. */
const MEANS_KEPT = new PhraseSet([
  '(tenho|tem|guardo|guardei|eu tenho|a gente tem|ainda tenho|ainda tem) (um|uma|o|a|meu|minha|os|as|uns|umas) (revolver|arma|armas|espingarda|pistola|garrucha|38|trezoitao|remedio*|comprimido*|cartela*|veneno|chumbinho|corda) *',
  '(revolver|arma|espingarda|pistola|garrucha|remedio*|comprimido*|veneno|chumbinho|corda) (ta|esta|fica|tá|ficam|tao|estao) (na|no|em) (gaveta|armario|guarda roupa|casa|quarto|cozinha|paiol|carro|bolsa)',
]);
/**
 * About to be put away with someone ("vou dar pra minha irmã guardar amanhã": round 8 walk): the plan's answer about
 * the means, though not yet safety (the blind writers keep the protocol open until it is done).
 */
const MEANS_TO_BE_MADE_SAFE = new PhraseSet([
  `(vou|vo) (dar|entregar|levar|passar|deixar) (a|as|o|os)? (${MEANS} )?(pra|para|com) (a |o )?(minha|meu|um|uma|vizinh*|mae|pai|irma*|amig*|namorad*|marido|esposa) *`,
]);

/** "sim, tô segura", "tô em casa com a minha mãe", "já passou": an answer that the person is safe now. */
const SAFE_NOW = new PhraseSet([
  '(estou|to|fiquei|ja estou) (segura|seguro|em seguranca|bem|melhor|mais calm*|mais tranquil*|de boa|tranquil*|ok)',
  // Safer now, said by degree ("tô bem mais segura", "me sinto mais segura agora").
  '(estou|to|fiquei|me sinto) (bem|muito|um pouco)? *mais (segura|seguro|calm*|tranquil*)',
  'nao (estou|to|me sinto|corro) *(mais)? *(em)? *perigo',
  'nao vou fazer (isso|nada disso)',
  // In Libras order ("eu irmao chegar. eu seguro agora": round 9 walk, a deaf writer).
  'eu (seguro|segura|bem|calmo|calma) agora',
  'sim (estou|to)? *(segura|seguro|em seguranca|bem)',
  '(ja|agora) passou',
  'passou',
  'nao vou fazer (nada|besteira|nenhuma besteira)',
  'nao vou me (matar|machucar|cortar)',
  // In the present and in Spanish ("hj eu nao faço nada nao, prometo", "ta bien. no voy a hacer nada, mañana hablo con
  // el chico de la acolhida": round 10 development).
  '(hoje|hj|agora) (eu )?(nao|n) faco (nada|besteira)',
  'no (voy|vamos) a hacer (nada|eso|nada malo|ninguna locura)',
  'no me voy a (matar|lastimar|hacer dano|cortar)',
  '(estoy|me siento) (segura|seguro|a salvo|mas tranquila|mas tranquilo|mas calmada|mas calmado)',
  // Round 7 development (w1–w24): a promise. The blind writers labelled 4 of 4 such answers inside an open protocol
  // settled.
  'prometo',
  '(hoje|hj) (eu )?nao vou (fazer|me machucar|machucar|me cortar|mexer|pegar)',
  'fica tranquila',
  'pode ficar tranquila',
  'segura sim',
  'seguro sim',
  'estou em seguranca',
  'me sinto (segura|seguro|melhor|mais calm*)',
  'ja me acalmei',
  'to mais calm*',
  'fui embora (de la|de casa)',
  'sai de (casa|la)',
  'estou na casa (da|do|de)',
  // Safety said by what was done or who is there: the means put away, a place to stay, someone taking them to care,
  // the attack easing.
  ...MEANS_MADE_SAFE_PHRASES,
  '(vim|fui|vou) (pra|para) (a )?casa (da|do|de) *',
  '(esta|ta) (tudo )?sob controle',
  'passou (um pouco|a vontade|ja)',
  '(ja )?(consigo|consegui) respirar',
  'respirando (normal|melhor)',
  'nao vou (fazer|descer|sair|fazer isso) *(hoje|hj|agora)?',
  // With someone in their room. Help called and still on its way ("liguei pro meu amigo, ele tá vindo") is not here:
  // three of the five such answers the blind writers wrote keep the protocol going until the person arrives.
  '(ja )?(to|estou) (na|no) (sala|casa|quarto) (dela|dele|da minha|do meu|da|do) *',
]);

/** In an eating-disorder crisis, eating something is the step the protocol asked for ("vou comer uma bolacha"). */
const ATE_OR_WILL_EAT = new PhraseSet([
  '(vou|ja vou|fui|consegui) comer (alguma coisa|um pouco|uma bolacha|um pao|uma fruta|algo|um lanche)',
  '(comi|consegui comer) (alguma coisa|um pouco|uma bolacha|um pao|uma fruta|algo|um lanche)',
]);

// "minha mulher ta dormindo, os menino tambem" (round 9 walk, a farmer of the sertão): a wife and the children.
const PERSON =
  '(mae|pai|irma|irmao|amiga|amigo|marido|esposa|mulher|namorad*|noiv*|tia|tio|avo|vo|vizinh*|familia|filh*|prim*|colega*|companheir*|menino|meninos|menina|meninas|criancas|compadre|comadre)';

/** Someone is with the person: "minha mãe tá aqui do lado", "tô em casa com a minha esposa". */
const COMPANY = new PhraseSet([
  '(estou|to|fiquei|ja to) com (ela|ele|eles|elas)',
  '(estou|to) (em casa|aqui|na sala|no quarto|na cozinha|sentad*|deitad*) com (minha|meu|a|o|uma|um|ela|ele) *',
  `(minha|meu) ${PERSON} * (esta|ta|chegou|veio|esta aqui|ta aqui) *(comigo|aqui|em casa|do lado|do meu lado)`,
  `(estou|to) com (minha|meu) ${PERSON}`,
  '(ela|ele|eles|elas) (esta|ta|estao|tao) (aqui|comigo|do (meu )?lado)',
  '(ela|ele|eles|elas) (chegou|chegaram|veio|vieram)',
  `(minha|meu) ${PERSON} (esta|ta) (na|no|em) (sala|cozinha|quarto|casa|quintal|varanda)`,
  // Asleep or busy in the house ("minha irmã tá dormindo no quarto": round 7 walk, answered with the family theme).
  `(minha|meu) ${PERSON} (esta|ta) (dormindo|deitad*|vendo tv|assistindo|no outro quarto|la embaixo|la em cima)`,
  '(ela|ele|eles|elas) (esta|ta|estao|tao) (dormindo|no outro quarto|no quarto (dela|dele)|na sala)',
]);

/**
 * Company that came because of this moment: someone arrived, was called or woken, a door opened, the person left the
 * room they were in. Company that was already there ("minha mãe tá aqui do lado", "moro com meu primo, ele tá na
 * sala") answers "are you alone?" and not "are you safe?": the blind writers labelled ten such answers as the crisis
 * going on and six with an arrival as settled.
 */
const COMPANY_ARRIVED = new PhraseSet([
  '(chegou|chegaram|veio|vieram|voltou|voltaram)',
  '(chamei|acordei|liguei pra|liguei para|pedi pra) (ela|ele|minha|meu|a|o)',
  '(ela|ele) (abriu|acordou)',
  '(sai|saí) (do|da|de) *',
  '(fui|vim) (pra|para) (a|o)? (sala|cozinha|quarto|casa)',
  // After going to find someone: found, or home now.
  '(achei|encontrei) (ele|ela|o|a|minha|meu) *',
  '(to|estou|ja to|cheguei) (em casa|aqui fora|la fora|la embaixo) agora',
  'cheguei (em casa|na casa d*)',
]);

/**
 * Someone named arriving, with no word of where they are ("meu primo chegou agora, vou ficar com ele", "chegaram"):
 * round 7 development, where the blind writers labelled such arrivals settled 7 times in 8.
 */
const SOMEONE_ARRIVED = new PhraseSet([
  `(minha|meu|a|o) ${PERSON} * (chegou|chegaram|veio|vieram)`,
  '(chegou|chegaram) (aqui|agora|em casa)',
  'chegaram',
]);

/**
 * Someone taking the person to care now ("meu irmão chegou, ele vai me levar na upa agora"): the blind writers labelled
 * 11 of 12 such answers inside an open protocol settled (round 7 development), while help called and still waited
 * for ("liguei pro 192, tão vindo": 4 of 13) stays the protocol's, and a ride tomorrow does too.
 */
const TAKEN_TO_CARE = new PhraseSet([
  '(vai|vao|ta|esta|tao|estao) me (levar|levando) (na|no|pra|pro|ao|a) (upa|caps|hospital|pronto socorro|emergencia|ps|medico|medica|posto|psiquiatra|psicolog*)',
  '(to|estou) indo (pra|pro|na|no|ao) (upa|caps|hospital|pronto socorro|emergencia|ps|medico|posto) (com|agora)',
  '(a gente|nos|vamos|vamo) (vai )?(pra|pro|na|no|ao) (upa|caps|hospital|pronto socorro|emergencia|posto) (agora|juntos|junto|com)',
]);
const LATER = new PhraseSet(['amanha', 'depois', 'semana que vem', 'mais tarde', 'outro dia']);

/** Going to the lines now: the chat opened, a call to the CVV made or about to be. */
const GOING_TO_THE_LINES = new PhraseSet([
  '(vou|vo|ja vou|to indo|deixa eu) (tentar|entrar|abrir|ligar|mandar|falar|escrever|usar) * (chat|cvv|188)',
  '(entrei|abri|to|estou) (no|o) chat',
  '(liguei|to ligando|estou ligando) (pro|para o|no|o) (cvv|188)',
  // Haitian Creole and French, as migrants write to Aria ("ok mwen pral eseye chat la": round 9 walk).
  '(mwen )?(pral|ap|va) (eseye|rele|ekri|ale) * (chat|cvv|188)',
  '(je )?(vais|va) (essayer|appeler|ecrire) * (chat|cvv|188)',
]);

/** The lines named: the CVV, its chat, a call. */
const THE_LINES = new PhraseSet(['(cvv|188|samu|192|caps)', '(o|no|pelo) chat', '(ligar|ligacao|telefonar)']);

/** The crisis reading set right by the person: "não é isso", "não foi nada disso". */
const READING_SET_RIGHT = new PhraseSet([
  'nao (e|foi|era) (isso|nada disso|bem isso|nesse sentido)',
  '(voce|vc) entendeu errado',
  'nao (falei|quis dizer|disse) (isso|nesse sentido)',
]);

/** Help called and on its way: not yet safety (three of five writers), but a step to say something about. */
const HELP_COMING = new PhraseSet([
  // Someone called to come and take the means away ("meu filho mora aqui perto, vou ligar pra ele vir buscar a arma.
  // ele ta vindo": found walking the built app, answered with a question about the loss).
  '(vou ligar|vou chamar|liguei|chamei|vou pedir|pedi|mandei mensagem) (pra|para|pro|a|o) (ele|ela|meu filho|minha filha|meu irmao|minha irma|meu vizinho|minha vizinha|meu genro|minha nora|meu neto|minha neta) (vir )?(buscar|pegar|levar|guardar)',
  '(meu filho|minha filha|meu irmao|minha irma|meu neto|minha neta|ele|ela) (ta|esta|tá) vindo',
  '(liguei|chamei|ja chamei|ja liguei|mandei (msg|mensagem)|avisei) * * (ta|esta|tao|estao) vindo',
  '(vem|vai vir|ta vindo|esta vindo|tao vindo|estao vindo) (me buscar|pra ca|aqui)',
  '(ta|esta|tao|estao) (a )?caminho',
  // People out looking for the one at risk ("a colônia de pescador tá saindo atrás dele": round 6 development).
  '(ta|esta|tao|estao|ja) (saindo|indo|foram|foi|saiu|sairam) (atras|procurar|buscar|pra procurar) (dele|dela|ele|ela)',
  '(procurando|atras) (dele|dela) (agora|ja)',
]);

/** Something that helps, about to be done: a walk, a bath, food, music. */
const COPING_NOW = new PhraseSet([
  '(vou|vo|ja vou) (sair )?(pra |para )?(caminhar|andar|passear|correr|pedalar|dar uma volta|respirar um ar)',
  '(vou|vo|ja vou) (tentar )?(comer|beber (um )?agua|tomar (um )?(banho|agua|cha|cafe))',
  '(vou|vo|ja vou) (ouvir|escutar|colocar) (uma )?(musica|musicas|louvor|louvores|um som)',
  '(vou|vo|ja vou) (ver|assistir) (um filme|uma serie|um desenho|tv|televisao)',
]);
/** A goodbye said as such, whatever else the message holds. */
export const FAREWELL_WORDS = new PhraseSet([
  '(tchau|tchauzinho|flw|falou|fui|bj*|beijo*|boa noite|ate (mais|logo|amanha|depois|a proxima))',
]);

/**
 * Leaving the place or the chat to find someone ("ta, vou la falar com ela", "vou sair e procurar alguem", "ta bom,
 * vou sair daqui" from a bridge): what the protocol asked for, not a goodbye that closes it. Three of the development
 * writers' crisis conversations went on past such a message, and the goodbye had ended the protocol there.
 */
const GOING_TO_SOMEONE = new PhraseSet([
  `(vou|vo|ja vou) (la |ali |agora )?(falar|conversar|ficar) com (ela|ele|eles|alguem|a minha|o meu|minha|meu) *`,
  `(vou|vo|ja vou) (sair|ir|descer|subir) (e |pra |para )?(procurar|chamar|achar|acordar|falar com) *`,
  `(vou|vo|ja vou) (procurar|chamar|acordar|bater na porta d*) (alguem|ajuda|ela|ele|a minha|o meu|minha|meu) *`,
  '(vou|vo|ja vou|to indo) (sair|embora) (daqui|dai|da ponte|desse lugar|do banheiro|do quarto)',
  `(vou|vo|ja vou|to indo) (pra|para|ate) (perto|a casa|o quarto|a sala) (d|da|do|de) *`,
  // The health team of an event or a place ("ok vou procurar a equipe de saude do evento": round 8 walk).
  '(vou|vo|ja vou|to indo) (procurar|atras d*|ate|pra|para|chamar) (a |o |os |as )?(equipe|posto|brigada|brigadista*|enfermaria|ambulancia|seguranca*|pronto socorro|upa|hospital|medico*|socorrista*)',
]);

/** Where the person is, and nothing else: home, a room, work, the street. */
const WHERE_NOW = new PhraseSet([
  '(estou|to|tou|fiquei|ja to|cheguei) (aqui )?(em casa|no (meu )?quarto|na (minha )?casa|no banheiro|na sala|na cozinha|no carro|no trabalho|na rua|na escola|na faculdade|na facul|no servico|no hospital)',
]);
/** A short answer: a longer message tells something else to answer. */
const WHERE_MAX_WORDS = 10;

/** Alone where they are ("tô no meu quarto sozinha"): a risk in a crisis, not loneliness to talk about. */
const ALONE_NOW = new PhraseSet([
  '(estou|to|tou|fico|fiquei|ja to) * (sozinh*)',
  '(estou|to|tou|fiquei) (aqui )?so (em casa|no quarto|aqui)',
  '(no|na) (meu|minha)? (quarto|casa|banheiro|carro|sala) (sozinh*)',
  'nao tem ninguem (aqui|em casa|comigo)',
  // "ninguém, moro sozinha" (round 8 walk, answered about loneliness as a subject).
  '(moro|vivo) (sozinh*|so)',
  // "mwen pa gen pèsonn isit" (Creole: I have no one here), "je suis seul ici" (round 9 walk).
  '(mwen )?pa gen (pesonn|moun) (isit|la)?',
  '(je suis|suis) (seul|seule)',
]);

const WITH_HIM = new PhraseSet([
  '(estou|to|fiquei|ja to) com ele',
  'ele (chegou|veio|voltou|esta aqui|ta aqui)',
]);

/** "pra que você quer saber se tô segura?": the words of safety inside a question back, not an answer. */
const SAFETY_ASKED_BACK = new PhraseSet([
  '(saber|pergunta|perguntando|importa|interessa) se (eu )?(estou|to)',
]);

/**
 * The person says they are safe now, with nothing against it: the protocol settles, and what the classifiers alone
 * read in the same words ("tô segura agora, vou tomar um banho", "levei as coisas pro carro do vizinho") is the
 * answer to the safety question, not a new danger (risk-gate.ts).
 */
export function saysSafeNow(prepared: string, families: readonly RiskFamily[] = []): boolean {
  // In a conversation about violence, "he came, I'm with him" may be the one who hurts; "minha mãe chegou" is not.
  const companyCame =
    ((COMPANY.test(prepared) && COMPANY_ARRIVED.test(prepared)) || SOMEONE_ARRIVED.test(prepared)) &&
    !(families.includes('violence') && WITH_HIM.test(prepared));
  return (
    (SAFE_NOW.test(prepared) || companyCame || (TAKEN_TO_CARE.test(prepared) && !LATER.test(prepared))) &&
    !SAFETY_ASKED_BACK.test(prepared) &&
    !UNSAFE_NOW.test(prepared) &&
    !NOBODY_KNOWS.test(prepared) &&
    !BRUSH_OFF.test(PROMISE_NOT_TO.blank(prepared)) &&
    !HOST_AWAY.test(prepared)
  );
}

/**
 * At someone's house while they are out ("tô na casa da minha vó, ela tá na reza": round 7 development, settled as a safe
 * place): where the person is, not company.
 */
const HOST_AWAY = new PhraseSet([
  '(ela|ele|eles|elas) (ta|esta|tao|estao|foi|foram|saiu|sairam) (na|no|pra|pro|para a|para o) (reza|igreja|culto|missa|trabalho|servico|rua|roca|feira|mercado|hospital|cidade|festa|bar|escola)',
]);

/** "não vou fazer nada não" is a promise, not the brush-off "nada não" (found walking round 8's voices). */
const PROMISE_NOT_TO = new PhraseSet(['(nao vou fazer|nao faco) (nada|besteira|nenhuma besteira) (nao)?']);

const SECRET_MAX_WORDS = 12;

/** Whether Aria tells anyone, asked inside the protocol ("vc não vai contar pra ninguém né?": round 8 walk). */
const KEEPS_IT_SECRET = new PhraseSet(TELLS_ANYONE_PHRASES);

const PLAN_ASKED = new PhraseSet([
  '(vamos|bora|quero|queria|pode ser|podemos|posso|da pra|me ajuda a) (fazer|montar|comecar|escrever) (o|um|esse|aquele|meu) plano',
  'plano de seguranca',
]);

/** What the plan offered is, asked ("um plano? tipo o q?", "como assim plano?"). */
const PLAN_WHAT = new PhraseSet([
  'plano (tipo o que|tipo oq|tipo o q|como assim|e o que|e oq|de que|de q)',
  '(que|qual|como e|como seria|como funciona|o que e|oq e|o q e|como assim) (esse |o |um |a )?plano',
]);

/** Not sure, said alone while safety is unanswered ("Nao sei. Talvez.": round 10 walk, after a revolver was told of). */
const UNSURE = /^\s*(?:nao sei|sei la|sla|nem sei|talvez)\s*(?:(?:nao sei|sei la|talvez)\s*)?$/;

const BARE_NO = new Set([
  'nao',
  'n',
  'nao to',
  'nao estou',
  'nao nao',
  'nop',
  'negativo',
  'nem um pouco',
  'nao mesmo',
]);

/** Going to bed now: the night's leave, whatever else the message agrees to. */
const GOING_TO_SLEEP = new PhraseSet([
  '(vou|vo|ja vou) (tentar )?(dormir|deitar|me deitar|descansar|capotar)',
  'vou (pra|para) (a )?cama',
  '(acho que |acho q )?(consigo|vou conseguir) dormir',
]);

/** The attack back or still strong after its guided steps. */
const PANIC_BACK = new PhraseSet([
  '(voltou|ta voltando|esta voltando|voltando|piorou|piorando|pior de novo|de novo|dnv|nao passou|nao passa|nao ta passando)',
  '(ainda|continua) (ta |esta )?(forte|ruim|acelerad*|tremendo|sem ar|apertad*|doendo)',
]);

/**
 * "ele tá vindo": the person who hurt them, in a conversation about violence; elsewhere it is as often the friend
 * they were asked to call, so it says nothing either way.
 */
const ABUSER_COMING = new PhraseSet(['ele (esta|ta) (aqui|vindo|la fora|chegando|na porta)', 'ele chegou']);

/** "não tô segura", "não sei", "tô com os remédios aqui". */
const UNSAFE_NOW = new PhraseSet([
  'nao (estou|to|me sinto) *(segura|seguro|em seguranca|bem)',
  // "Não sei se tô segura", not "não sei se tô exagerando" (found walking the chat).
  'nao sei se (estou|to) (segur*|bem|em seguranca|a salvo)',
  'nao sei se (consigo|vou conseguir|vou aguentar|aguento)',
  '(estou|to) com (os|as|uma|um) (remedios|comprimidos|faca|lamina|gilete|corda|arma)',
  '(a|o|uma|um) (espingarda|arma|revolver|pistola|faca|corda|veneno|lamina|gilete) (ta|esta|tá) (aqui )?(do lado|do meu lado|comigo|na mao|no colo)',
  // "eu to com a cartela de remédio aqui" (round 8 walk: answered about loneliness).
  '(estou|to|tou) (com|c) (a|as|o|os|uma|um|essa|esse|minha|meu) (cartela*|caixa*|remedio*|comprimido*|faca|lamina*|gilete*|corda|arma|veneno|vidro*|frasco*)',
  '(estou|to) (sozinh*|trancad*) *(com ele|e ele)',
  'nao (tenho|tem) (ninguem|ngm) (aqui|comigo)',
  'ainda (quero|penso em) (morrer|sumir|me matar)',
  'nao (posso|consigo) prometer',
  'nao prometo nada',
]);

/** Nothing to do it with: no means at hand. */
const NO_MEANS_AT_HAND = new PhraseSet([
  '(nao|n) (tenho|tem|ha) (nada|nenhum remedio|nenhuma arma|nenhuma faca|como|meio|meios) (aqui |em casa |comigo |perto )?(pra|para|de|com (que|q)) (fazer|me machucar|me matar|isso)',
  '(nao|n) (tenho|tem) nada (aqui|em casa|comigo|perto)',
]);

const BRUSH_OFF = new PhraseSet([
  'esquece*',
  'deixa (pra la|quieto|isso)',
  'relaxa',
  'nada (nao|demais)',
  'ignora*',
  'exagerei',
  '(era|foi|so) brincadeira',
  'nao (foi|e|era) nada',
  'mudando de assunto',
]);

const NO_CALL = new PhraseSet([
  'nao (quero|consigo|vou|gosto de|posso|tenho coragem de) (ligar|telefonar|falar no telefone|falar por telefone|falar com ninguem|ligar pra ninguem)',
  '(ligar|telefone) (nao|nem pensar|e dificil)',
  'vergonha de (ligar|falar)',
  'nao tenho (credito|celular|como ligar)',
  'nao da (pra|para) (ligar|falar)',
  'nao quero ligar',
  'ja liguei e (ninguem|nao) *',
  'nao adianta ligar',
  // Not knowing how, never having called ("nao sei ligar pra esse numero nao, nunca liguei pra ninguem assim"), and
  // deafness ("eu nao poder ligar. eu surdo"): round 9 walks.
  '(nao sei|nunca) (ligar|liguei|telefonei)',
  '(nao|n) (poder|pode) ligar',
  '(sou|eu|eu sou) (surdo|surda)',
  // Help for the body refused for fear of the police ("não quero chamar samu, vou ser preso": round 8 walk).
  'nao (quero|vou|posso) (chamar|ligar pro|ligar para o|ligar pra) (o |a )?(samu|192|ambulancia|bombeiro*)',
  '(vou|vao me|vai me) (ser )?(pres*|prender)',
  'medo de (ser pres*|ir pres*|a policia vir|chamarem a policia)',
]);

/** How the lines work, asked inside the protocol: "tem como falar com o cvv por escrito?", "o 180 é anônimo?". */
const LINES_QUESTION = new PhraseSet([
  '(cvv|188|180|disque 100|samu|192|190|caps|ligue 180) *(e|eh|fica|funciona|atende|tem|da|pode) *',
  '(tem|da|como|consigo|posso|pode) (como )?(falar|conversar|escrever|mandar mensagem|mandar msg|ligar) (com|pro|pra|para o|para a|no|na) (cvv|188|180|samu|caps|disque 100)',
  '(e|eh|fica) (anonimo|sigiloso|de graca|gratis|pago)',
  // The line named after the question: "como funciona esse chat do cvv?" got how Aria works (found walking round 8's
  // voices).
  '(funciona|funciona como|e como|eh como|atende) (esse|essa|o|a)? (chat|ligacao|atendimento|numero|site|telefone) (do|da|de) (cvv|188|180|samu|192|caps)',
  '(por|pelo) (escrito|chat|mensagem|whatsapp|zap)',
  // "chat escrever? como?" (round 9 walk, a deaf writer).
  '(chat|bate papo) (escrever|escrito|por escrito|como|funciona)',
  '(tem|da|pode|consigo) (por |pelo |um |o )?(chat|whatsapp|zap|mensagem|escrito)',
  // Reporting without being named ("dá pra denunciar sem ele saber que fui eu?").
  '(da pra|como|posso|tem como|consigo|da para) (denunciar|fazer (uma )?denuncia|fazer um bo|chamar a policia) *',
  'denuncia anonima',
]);

/** In a conversation about violence: the one who hurts is out for now ("ele tá no bar agora"). */
const AGGRESSOR_AWAY = new PhraseSet([
  '(ele|ela) (esta|ta|foi|saiu) (pro|pra|para o|para a|no|na) (bar|trabalho|servico|rua|jogo|igreja|academia|boteco|pelada)',
  '(ele|ela) (saiu|foi embora|viajou|dormiu)',
  '(ele|ela) (esta|ta) dormindo',
  '(ele|ela) (nao esta|nao ta) (em casa|aqui)',
]);

/**
 * Not wanting to report someone of the family, or help that does not put them in prison ("NÃO QUERO DENUNCIAR ELE, É
 * MEU NETO", "TEM ALGUM LUGAR QUE AJUDA SEM PRENDER ELE?": round 8 walk, answered "quando você pensa nisso, que
 * sentimentos aparecem?").
 */
const NO_REPORT = new PhraseSet([
  '(nao quero|nao vou|nao consigo|nao tenho coragem de|nao queria) (denunciar|dar parte|fazer (um )?bo|chamar a policia|ver (ele|ela) pres*|prender)',
  '(nao quero|nao queria) (que|q) (ele|ela) (seja|fique|va) pres*',
  '(sem|sem ter que|sem precisar) (prender|denunciar|chamar a policia|dar parte|fazer bo)',
]);

/** Somewhere to go or someone near ("minha irmã mora perto", "vou pra casa dela amanhã cedo com as crianças"). */
const SAFE_PLACE = new PhraseSet([
  `(minha|meu) ${PERSON} mora (perto|aqui perto|do lado|na mesma rua|no mesmo bairro|pertinho)`,
  '(vou|posso|da pra|pensei em|quero|queria|vamos) (ir|ficar|dormir) (pra|na|para a|em|no) (casa|apartamento) (da|do|de|dela|dele) *',
  'posso ficar (com|na casa)',
  '(vou|vamos|posso) (pra|para a|para) casa (dela|dele) *',
]);

/** Violence: the phone is watched ("tenho medo de ligar pro 180, ele olha meu celular"). */
const PHONE_WATCHED = new PhraseSet([
  '(ele|ela) (olha|mexe|vigia|ve|controla|pega|le|fuca) (no |o )?(meu|o meu|minhas|meus) (celular|telefone|mensagens|conversas|whatsapp|zap|historico)',
  '(ele|ela) (tem|sabe) (a )?senha do (meu )?(celular|telefone)',
]);

const NOBODY_KNOWS = new PhraseSet([
  'ninguem (sabe|entende|liga|se importa|vai entender|percebe|me ouve|nota)',
  'nao tenho (ninguem|com quem (falar|contar|conversar))',
  'nao posso contar (pra|a|para) ninguem',
  'nao (quero|posso) que ninguem saiba',
  'escondo de todo mundo',
  'ninguem pode saber',
  'so voce sabe',
]);

const URGENT_FAMILY: Record<UrgentKind, RiskFamily> = {
  'harm-others': 'harm-others',
  psychosis: 'psychosis',
  'eating-disorder': 'eating',
  intoxication: 'intoxication',
  perinatal: 'perinatal',
  panic: 'panic',
  minor: 'minor',
};

/**
 * Families that open the crisis protocol. The rule that the service is for adults is not a danger of its own. A panic
 * attack opens it too, and its plan is the guided steps (risk-texts.ts), one per message, until it passes.
 */
const PROTOCOL_FAMILIES: ReadonlySet<RiskFamily> = new Set([
  'crisis',
  'panic',
  'violence',
  'psychosis',
  'eating',
  'harm-others',
  'intoxication',
  'perinatal',
  'other-at-risk',
]);

export function protocolFamiliesOf(risk: RiskAssessment): RiskFamily[] {
  return familiesOf(risk).filter((family) => PROTOCOL_FAMILIES.has(family));
}

/** The families of danger a message tells of, from the safety layer's reading. */
export function familiesOf(risk: RiskAssessment): RiskFamily[] {
  if (risk.kind === 'crisis') return ['crisis'];
  if (risk.kind === 'panic-step') return ['panic'];
  if (risk.kind === 'someone-else') return ['other-at-risk'];
  if (risk.kind !== 'risk') return [];
  const families: RiskFamily[] = [];
  if (risk.crisis) families.push('crisis');
  // Someone else's violence told by a witness is violence too: the turns after the answer follow it (how to report
  // without being named, what to do if it happens again), and do not go back to ordinary replies.
  if (risk.violence.length > 0) families.push('violence');
  for (const kind of risk.urgent) families.push(URGENT_FAMILY[kind]);
  return [...new Set(families)];
}

/**
 * The person at risk back within the helper's reach: the door opened, an answer, an embrace ("ela abriu a porta, tô
 * abraçada com ela agora"; found walking the closing note's conversations, where the protocol asked again whether she
 * was with someone).
 */
const BACK_WITHIN_REACH = new PhraseSet([
  '(ela|ele) (abriu|destrancou|saiu do quarto|saiu do banheiro|respondeu|atendeu|apareceu|voltou pra casa)',
  '(to|estou|tou|ja to|fiquei|estamos|tamo) (abracad*|agarrad*|abracando|junto|juntos|juntinh*|sentad*|deitad*) (com )?(ela|ele)',
  '(abracei|abracando|to abracando) (ela|ele)',
  '(to|estou|ja to|fiquei) (aqui )?com (ela|ele) (agora|aqui|no quarto|do lado)',
  // Found after going missing ("acharam ele!! tá vivo, tá voltando pra terra com os rapaz": round 6 development).
  '(acharam|encontraram|achei|encontrei|localizaram|resgataram|trouxeram) (ele|ela|o menino|a menina|meu|minha)',
  '(ta|esta) (viva|vivo|a salvo|salvo|salva)',
  '(ta|esta|ja ta|ja esta) voltando (pra casa|pra terra|com)',
]);

/** The person at risk, in the helper's words, not answering or out of reach ("ela não abre a porta"). */
const OTHER_OUT_OF_REACH = new PhraseSet([
  '(nao|n) (abre|abriu|responde|respondeu|atende|atendeu|sai|saiu) *',
  '(ta|esta|continua|segue) trancad*',
  '(sumiu|saiu de casa|foi embora|nao voltou)',
  'nao sei (onde|aonde) (ela|ele) (esta|ta|foi)',
]);

/**
 * The turns after the answer to someone worried about another person at risk: the helper is told what to do in an
 * emergency when that person is out of reach, the protocol settles when they are together, and the rest is answered
 * with the helper's lines and question (the person's own moves, a safety plan among them, are not theirs). Null: the
 * general rules decide (a goodbye, a new danger of the helper's own).
 */
function helperTurn(
  prepared: string,
  act: ActReading,
  families: readonly RiskFamily[],
): FollowMove | 'settled' | null {
  if (families.some((family) => family !== 'other-at-risk')) return null;
  if (act.act === 'goodbye') return null;
  if (BACK_WITHIN_REACH.test(prepared)) return 'settled';
  if (OTHER_OUT_OF_REACH.test(prepared)) return 'unsafe';
  if (families.length > 0) return 'unsafe';
  // The person at risk has a weapon or pills at hand ("ele tem uma espingarda velha em casa": round 10 walk).
  if (OTHERS_MEANS.test(prepared)) return 'others-means';
  if (COMPANY.test(prepared) || saysSafeNow(prepared, ['other-at-risk'])) return 'settled';
  if (HELP_COMING.test(prepared)) return 'help-coming';
  if (act.act === 'thanks') return 'thanks';
  return 'answer';
}

/** What a person says to the exercise in progress: done, not understood, stop, no. */
const EXERCISE_ANSWERS: ReadonlySet<DialogueAct> = new Set([
  'accept',
  'complete',
  'confused',
  'stop',
  'refuse',
]);

/**
 * The crisis reply given on the crisis classifier's reading alone, in the middle of an exercise, and the next message
 * answers the exercise with nothing of danger in it ("fiz", "não entendi esse passo"): the reading was wrong, and the
 * exercise goes on. In the development conversations every such answer followed a misreading ("ahh ta. escolhi
 * 'alivio'" at the writing exercise's last step, "quero sim, ja tentei de tudo"), and the real crises the classifier
 * alone read were followed by something told (round 9). The lines were given in the full reply, and a new crisis
 * message opens the protocol again.
 */
function standsDown(state: DialogueState, act: ActReading): boolean {
  const exerciseOnTable = state.offer !== null || (state.exercise !== null && !state.exercise.paused);
  return state.crisis.tentative && exerciseOnTable && EXERCISE_ANSWERS.has(act.act);
}

export function crisisTurn(
  state: DialogueState,
  prepared: string,
  act: ActReading,
  risk: RiskAssessment,
): SafetyMove {
  const crisis = state.crisis;
  const families = protocolFamiliesOf(risk);
  const flagged = familiesOf(risk).length > 0 || risk.kind === 'means-question';
  // A panic attack's guided steps are the protocol's turns once it is open (the next step, never the full reply);
  // without a state that knows it is open, the safety layer's own step is sent.
  if (risk.kind === 'panic-step' && crisis.phase !== 'open') return { kind: 'fixed' };
  const panicOnly = crisis.families.length > 0 && crisis.families.every((family) => family === 'panic');
  if (crisis.phase !== 'open') {
    if (flagged) return { kind: 'fixed' };
    if (crisis.phase === 'settled' && act.act === 'goodbye') return { kind: 'goodbye' };
    return { kind: 'none' };
  }
  if (!flagged && standsDown(state, act)) return { kind: 'none', standDown: true };
  // Open: suicide or self-harm newly told gets its full reply; another danger joins the protocol's turns, with its
  // own lines; the same danger told again is the protocol's next turn.
  // The crisis classifier alone, inside another danger's protocol ("tenho medo de me meter e ele vir atrás de mim",
  // from someone who heard a neighbour beaten): asked about directly, with the CVV, instead of the full crisis reply in
  // the middle of another conversation; the crisis joins the protocol's families, so its lines follow.
  const classifierOnlyCrisis =
    (risk.kind === 'crisis' && risk.categories.every((category) => category === 'classifier')) ||
    (risk.kind === 'risk' &&
      risk.crisis !== null &&
      risk.crisis.every((category) => category === 'classifier') &&
      risk.violence.length + risk.urgent.length > 0);
  const crisisCheck =
    classifierOnlyCrisis && !crisis.families.includes('crisis') && crisis.families.length > 0;
  if (families.includes('crisis') && !crisis.families.includes('crisis') && !crisisCheck)
    return { kind: 'fixed' };
  if (risk.kind === 'means-question') return { kind: 'fixed' };
  if (families.length === 0 && flagged) return { kind: 'fixed' };
  // While unanswered, the question about safety comes back every other turn; in between, and once it is answered, the
  // safety plan is offered (once).
  const askSafety = !crisis.safetyAnswered && crisis.followUps % 2 === 0;
  // The safety plan (Stanley–Brown) is for the wish to die or to get hurt: a danger to the body alone (an overdose, an
  // eating emergency, psychosis) is not offered one (round 8 walk: "não quero chamar samu, vou ser preso" got it).
  const bodyOnly = bodyEmergency(crisis.families);
  const follow = (
    move: FollowMove,
    extra: Partial<Extract<SafetyMove, { kind: 'follow' }>> = {},
  ): SafetyMove => ({
    kind: 'follow',
    move,
    askSafety,
    offerPlan: !askSafety && crisis.plan === null && !bodyOnly,
    ...extra,
  });
  if (crisisCheck) return follow('crisis-check', { askSafety: false, offerPlan: false });
  if (forHelper(crisis.families)) {
    const move = helperTurn(prepared, act, families);
    if (move === 'settled') return { kind: 'settled' };
    if (move === 'unsafe') return follow(move, { askSafety: false, offerPlan: false });
    if (move) return follow(move, { offerPlan: false });
  }
  if (risk.kind === 'panic-step')
    return follow('plan-step', { planStep: risk.previous + 1, askSafety: false, offerPlan: false });
  if (families.length === 0 && GOING_TO_SOMEONE.test(prepared) && !saysSafeNow(prepared, crisis.families))
    return follow('going-to-someone', { askSafety: false, offerPlan: false });
  // Something that helps, done now ("vou sair pra caminhar com meu cachorro", "vou tentar comer um iogurte") is the
  // protocol's own step, not leaving: read as a goodbye, it closed two development crises (round 5).
  if (
    families.length === 0 &&
    act.act === 'goodbye' &&
    !(COPING_NOW.test(prepared) && !FAREWELL_WORDS.test(prepared))
  )
    return { kind: 'goodbye' };
  if (UNSAFE_NOW.test(prepared) || (crisis.families.includes('violence') && ABUSER_COMING.test(prepared)))
    return follow('unsafe', { askSafety: false, offerPlan: false });
  // "tô bem, deixa pra lá" brushes the subject off; it does not say the person is safe (ADR 019: one denial does not
  // end crisis mode).
  if (families.length === 0 && saysSafeNow(prepared, crisis.families)) return { kind: 'settled' };
  if (families.length === 0 && crisis.families.includes('eating') && ATE_OR_WILL_EAT.test(prepared))
    return { kind: 'settled' };
  // "Joguei a lâmina fora, tô mais calma": the means' words read as the same danger again, but the message tells they
  // were made safe, which is what the protocol asked for.
  if (
    MEANS_MADE_SAFE.test(prepared) &&
    saysSafeNow(prepared, crisis.families) &&
    families.every((family) => crisis.families.includes(family))
  )
    return { kind: 'settled' };
  if (panicOnly && families.every((family) => family === 'panic') && act.act !== 'goodbye') {
    // "agora nao da pra fazer exercicio, to de plantao" declines the guided steps as a stop does (round 10 walk).
    if (act.act === 'stop' || act.act === 'refuse')
      return follow('plan-stop', { askSafety: false, offerPlan: false });
    // "o psicologo de vcs atende pessoas com hiv?" got the next breathing step (round 10 walk): a question is answered.
    if (act.act === 'info' && families.length === 0)
      return follow('answer', { askSafety: false, offerPlan: false });
    // After the closing the attack has been guided through: "tá um pouco melhor, vlw" got the second step again,
    // word for word (round 7 development). Told it is back, the steps start over.
    if (crisis.plan === 'done') {
      if (families.length === 0 && !PANIC_BACK.test(prepared)) return { kind: 'settled' };
      return follow('plan-step', { planStep: 0, askSafety: false, offerPlan: false });
    }
    const step = typeof crisis.plan === 'number' ? crisis.plan + 1 : 1;
    return follow('plan-step', { planStep: step, askSafety: false, offerPlan: false });
  }
  // The same danger told again in the lists' words while the protocol is open ("tomei também uns 3 rivotril" after
  // drinking, "ele me bateu de novo"): not safe now, with the lines, rather than an answer about the subject.
  // A short message about the lines ("tem chat?") is a question even when the act reader calls it chat: answered,
  // and never taken for a plan step's answer.
  const aboutTheLines = LINES_QUESTION.test(prepared);
  const questionAboutTheLines =
    aboutTheLines && (act.act === 'info' || prepared.includes('?') || act.act === 'howto');
  const asksAboutTheLines =
    questionAboutTheLines || (aboutTheLines && prepared.trim().split(' ').length <= 4);
  if (asksAboutTheLines && families.every((family) => crisis.families.includes(family)))
    return follow('lines-question');
  const listsReadAgain =
    families.length > 0 &&
    families.every((family) => crisis.families.includes(family)) &&
    !(risk.kind === 'crisis' && risk.categories.every((category) => category === 'classifier'));
  // Control or stalking told again ("ele quer a senha do meu celular") is answered as what it is, not as danger now.
  const onlyControl =
    risk.kind === 'risk' &&
    risk.urgent.length === 0 &&
    risk.violence.every((kind) => kind === 'control' || kind === 'stalking' || kind === 'someone-else');
  // The plan's answer about the means ("tenho remédio guardado, vou dar pra minha irmã guardar amanhã": round 8 walk,
  // answered as danger now): the means named and made safe, or about to be, is the step answered.
  if (
    typeof crisis.plan === 'number' &&
    (MEANS_MADE_SAFE.test(prepared) || MEANS_TO_BE_MADE_SAFE.test(prepared)) &&
    !UNSAFE_NOW.test(prepared)
  )
    return follow('plan-step', { planStep: crisis.plan + 1, askSafety: false, offerPlan: false });
  // No means at hand, said with the wish again ("não, não tenho nada pra fazer isso, só queria sumir": round 9 walk):
  // the wish's words are not "not safe now".
  if (
    listsReadAgain &&
    NO_MEANS_AT_HAND.test(prepared) &&
    families.every((family) => family === 'crisis') &&
    !UNSAFE_NOW.test(prepared)
  )
    return follow('no-means', { askSafety: false, offerPlan: crisis.plan === null });
  if (listsReadAgain && !panicOnly && !onlyControl)
    return follow('unsafe', { askSafety: false, offerPlan: false });
  // A weapon or pills kept at home, told inside a crisis ("Tenho um revolver antigo na gaveta, do tempo do meu pai":
  // round 10 walk, an 81-year-old widower, answered about the loss): the means, to be put away with someone now.
  if (
    crisis.families.includes('crisis') &&
    MEANS_KEPT.test(prepared) &&
    !MEANS_MADE_SAFE.test(prepared) &&
    !MEANS_TO_BE_MADE_SAFE.test(prepared)
  )
    return follow('means-kept', { askSafety: false, offerPlan: false });
  if (typeof crisis.plan === 'number') {
    // Going to the CVV in the middle of the plan ("vou tentar o chat deles") is that, not the step's answer.
    if (families.length === 0 && GOING_TO_THE_LINES.test(prepared))
      return follow('to-the-lines', { askSafety: false, offerPlan: false });
    if (act.act === 'stop' || (act.act === 'refuse' && isMostly('refuse', prepared, 3)))
      return follow('plan-stop', { askSafety: false, offerPlan: false });
    // A short thanks is no answer to the plan's step ("obg" was taken for the warning signs: round 7 walk).
    if (act.act === 'thanks' && isMostly('thanks', prepared, 2))
      return follow('thanks', { askSafety: false, offerPlan: false });
    // A question asked in the middle of the plan ("vc é gente ou robo?" got the plan's fifth step: round 10 walk) is
    // answered; the step waits.
    if (families.length === 0 && act.act === 'info')
      return follow('answer', { askSafety: false, offerPlan: false });
    if (families.length === 0)
      return follow('plan-step', { planStep: crisis.plan + 1, askSafety: false, offerPlan: false });
  }
  // "tá bom, vou tentar deitar" with the plan on offer takes leave for the night; it is no yes to the plan (it started
  // the plan's first step: round 8 walk).
  if (families.length === 0 && GOING_TO_SLEEP.test(prepared) && !UNSAFE_NOW.test(prepared))
    return { kind: 'goodbye' };
  // The plan asked for before it was offered ("pode ser, vamos fazer o plano": round 8 walk, answered about loneliness).
  if (crisis.plan === 'offered' && families.length === 0 && PLAN_WHAT.test(prepared))
    return follow('plan-explained', { askSafety: false, offerPlan: false });
  if (
    (crisis.plan === null || crisis.plan === 'offered') &&
    families.length === 0 &&
    PLAN_ASKED.test(prepared) &&
    act.act !== 'refuse'
  )
    return follow('plan-step', { planStep: 0, askSafety: false, offerPlan: false });
  if (
    crisis.plan === 'offered' &&
    families.length === 0 &&
    (act.act === 'accept' || isMostly('accept', prepared, 3)) &&
    // "blz vou tentar, vlw" thanks and takes leave; it started the plan's first step (round 10 walk, a streamer).
    act.act !== 'thanks' &&
    act.act !== 'goodbye' &&
    // "não quero ligar" holds "quero": no refusal and no call declined is a yes to the plan.
    act.act !== 'refuse' &&
    !NO_CALL.test(prepared) &&
    // "agora eu quero aquele de respirar" asks for the exercise, not for the plan that was offered.
    !mentionedTechnique(prepared) &&
    !INTENTS.exerciseRequest.test(prepared) &&
    // "ok vou tentar o chat": a yes to the CVV's chat, not to the plan (round 7 walk).
    !THE_LINES.test(prepared)
  )
    return follow('plan-step', { planStep: 0, askSafety: false, offerPlan: false });
  // "Agora não" to the offered plan: acknowledged, and not offered again (it got a question about family conflict).
  if (
    crisis.plan === 'offered' &&
    families.length === 0 &&
    !NO_CALL.test(prepared) &&
    (act.act === 'refuse' || isMostly('refuse', prepared, 3))
  )
    return follow('plan-declined', { askSafety: false, offerPlan: false });
  if (questionAboutTheLines) return follow('lines-question');
  // A bare "não" while safety is unanswered answers it, or "tem alguém aí?" (round 8 walk: it got a subject's reply).
  if (!crisis.safetyAnswered && families.length === 0 && UNSURE.test(prepared))
    return follow('unsure', { askSafety: false, offerPlan: false });
  if (!crisis.safetyAnswered && families.length === 0 && BARE_NO.has(prepared.trim()))
    return follow('unsafe', { askSafety: false, offerPlan: false });
  // A short question with no danger's words in it: a classifier's reading of it (0.68) is no new danger.
  if (KEEPS_IT_SECRET.test(prepared) && prepared.trim().split(' ').length <= SECRET_MAX_WORDS)
    return follow('secret', { offerPlan: false });
  if (crisis.families.includes('violence')) {
    if (PHONE_WATCHED.test(prepared)) return follow('watched');
    if (AGGRESSOR_AWAY.test(prepared)) return follow('away');
    if (NO_REPORT.test(prepared)) return follow('no-report', { askSafety: false });
    if (SAFE_PLACE.test(prepared)) return follow('safe-place');
  }
  // "não, não é isso, é só saudade mesmo": the reading set right. The reply says sorry for it and answers what was
  // meant; asking "você está em segurança agora?" right after the apology contradicts it (round 7 walk). The lines
  // stay, and the question comes back on a later turn while the protocol is open.
  if (families.length === 0 && (act.act === 'correction' || READING_SET_RIGHT.test(prepared)))
    return follow('answer', { askSafety: false, offerPlan: false });
  if (NO_CALL.test(prepared)) return follow('no-call');
  if (COMPANY.test(prepared) && !NOBODY_KNOWS.test(prepared)) return follow('company');
  if (HELP_COMING.test(prepared)) return follow('help-coming');
  // Going to the CVV now ("ok vou tentar o chat": round 7 walk, answered with the family theme).
  if (GOING_TO_THE_LINES.test(prepared))
    return follow('to-the-lines', { askSafety: false, offerPlan: false });
  if (ALONE_NOW.test(prepared)) return follow('alone');
  // "tô em casa, no meu quarto" answers where, not who with (it got "quando você pensa nisso, que sentimentos
  // aparecem?": found walking the closing note's conversations).
  if (WHERE_NOW.test(prepared) && prepared.trim().split(' ').length <= WHERE_MAX_WORDS)
    return follow('where');
  if (NOBODY_KNOWS.test(prepared)) return follow('nobody-knows');
  if (act.act === 'thanks') return follow('thanks');
  return follow('answer');
}

/** The crisis state after this turn's move: opened, followed, settled or ended. */
export function nextCrisis(
  plan: {
    safety: SafetyMove;
    act: DialogueAct;
    reminder: RiskFamily[] | null;
    readByClassifiersAlone: boolean;
    before: DialogueState;
  },
  risk: RiskAssessment,
): DialogueState['crisis'] {
  const crisis = { ...plan.before.crisis };
  const { safety } = plan;
  const families = protocolFamiliesOf(risk);
  if (safety.kind === 'none' && safety.standDown)
    return { ...crisis, phase: 'none', families: [], tentative: false, plan: null, remindersLeft: 0 };
  crisis.tentative = false;
  if (safety.kind === 'follow' && families.length > 0)
    crisis.families = [...new Set([...crisis.families, ...families])];
  if (safety.kind === 'fixed' && families.length > 0) {
    const reopened = crisis.phase !== 'open';
    // A crisis told inside a panic attack's guidance: the plan's counter held the attack's steps, and the safety plan
    // went on from them ("Passo 4 do plano" with no step before it: round 10 walk, a nursing technician).
    const panicGuided = crisis.families.length > 0 && crisis.families.every((family) => family === 'panic');
    if (!reopened && panicGuided && families.some((family) => family !== 'panic')) crisis.plan = null;
    crisis.phase = 'open';
    crisis.families = [...new Set([...(reopened ? [] : crisis.families), ...families])];
    if (reopened) {
      crisis.tentative = plan.readByClassifiersAlone;
      crisis.safetyAnswered = false;
      crisis.plan = families.every((family) => family === 'panic') ? 0 : null;
      crisis.followUps = 0;
    }
    crisis.remindersLeft = 0;
    // The safety layer guides a panic attack step by step from the history: the protocol keeps the step shown, so
    // the answer to the last one gets its closing, not an earlier step again.
    if (risk.kind === 'panic-step') crisis.plan = risk.previous + 1;
  } else if (safety.kind === 'follow') {
    crisis.followUps += 1;
    if (safety.move === 'unsafe') crisis.safetyAnswered = false;
    // Not safe now: the reply asks for company and the means away, and a plan offered turns before is no longer the
    // question a "tá" answers (round 8 walk: it started the plan).
    if (safety.move === 'unsafe' && crisis.plan === 'offered') crisis.plan = null;
    else if (
      !safety.askSafety &&
      crisis.safetyAnswered === false &&
      safety.move !== 'plan-step' &&
      safety.move !== 'plan-stop'
    )
      crisis.safetyAnswered = false;
    if (safety.move === 'plan-step') {
      const step = safety.planStep ?? 0;
      crisis.plan = step >= SAFETY_PLAN_STEPS ? 'done' : step;
    } else if (safety.move === 'plan-stop' || safety.move === 'plan-declined') crisis.plan = 'done';
    else if (safety.offerPlan) crisis.plan = 'offered';
  } else if (safety.kind === 'settled') {
    crisis.phase = 'settled';
    crisis.safetyAnswered = true;
    crisis.remindersLeft = 3;
  } else if (safety.kind === 'goodbye') {
    crisis.phase = crisis.phase === 'none' ? 'none' : 'settled';
    crisis.remindersLeft = 0;
  } else if (plan.reminder) {
    crisis.remindersLeft = Math.max(0, crisis.remindersLeft - 1);
  }
  // An answer to the safety question that was neither "safe" nor "unsafe" still answers it when it was asked.
  if (safety.kind === 'follow' && safety.askSafety && plan.act !== 'disclosure') crisis.safetyAnswered = true;
  return crisis;
}

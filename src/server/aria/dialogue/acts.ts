import { PhraseSet, prepare } from '../../../shared/text/phrase-pattern';
import { ACT_SETS, INFO_SETS, DIALOGUE_ACTS, type DialogueAct, type InfoTopic } from './act-lexicon';
import { actFeatures, actProbabilities, decodeActModel, type ActModel } from './act-classifier';
import actModelFile from './act-model.json' with { type: 'json' };

let MODEL: ReturnType<typeof decodeActModel> | null = null;
const model = () => (MODEL ??= decodeActModel(actModelFile as ActModel));

export interface ActReading {
  act: DialogueAct;
  /** For an information question: which one. */
  info: InfoTopic | null;
}

/** Asking about a medicine, in any form: Aria never answers it herself (ADR 029), so it is always an information act. */
const MEDICATION_ASKED = new PhraseSet([
  '(posso|pode|devo|deveria|da pra|tem como|e bom|e ruim|faz mal|tem problema|precisa|preciso) *(tomar|tomo|usar|parar|aumentar|diminuir|misturar|trocar|dobrar|beber|tirar|cortar)',
  '(esqueci|esqueceu|pulei|perdi) (de tomar|a dose|o remedio|o comprimido|um dia|a hora)',
  '(tomar|tomo) (dois|duas|2|o dobro|mais um|mais uma|dobrado|dobrada)',
  '(qual|quais|que|algum|alguma) (remedio|remedios|medicamento|medicamentos|calmante|calmantes|antidepressivo|ansiolitico|cha|vitamina)',
  '(indica|recomenda|receita|passa|sugere) (um|uma|algum|alguma)?',
  '(vicia|funciona|serve|da sono|engorda|faz efeito|corta efeito)',
  '(quanto|quantos|quantas|qnt*|qts|qtos|qtas) (tempo|mg|miligrama*|ml)',
  // Wanting to stop or change a medicine is the same question, said as a wish (dialogue round 3).
  '(quero|queria|to pensando em|penso em|vou) (parar|largar|diminuir|trocar|tirar) (de tomar|o|a|esse|essa|ele|ela)?',
]);

/** Erasing the conversation, the account or one's data: a privacy question however it is worded. */
export const DELETION_ASKED = new PhraseSet([
  '(quero|queria|como|posso|da pra|tem como|onde) *(eu )?(apago|apagar|excluo|excluir|deleto|deletar|apaga|exclui) *(minha|minhas|a|as|o|os|meu|meus|essa|essas)? (conversa*|historico|conta|dados|mensage*|tudo)',
  '(conta|conversa*|dados|historico) * (como|onde|posso|da pra) (eu )?(apago|excluo|deleto|apagar|excluir|deletar)',
]);

/** A goodbye word that ends the message. */
const SIGN_OFF_AT_END =
  /(?:^|[\s,.!;])(?:tchau+(?:zinho)?|xau+|bjs?|beijos?|beijinhos?|flw|(?<=[.,!]\s*)falou|até (?:mais|amanhã|logo|depois)|ate (?:mais|amanha|logo|depois)|bom descanso)(?:[\s!.?]|\p{Extended_Pictographic}|\uFE0F)*$/iu;

const GREETING_FIRST = /^(?:oi+|ol[aá]|opa|e a[ií]|eai|salve)(?![\p{L}])/iu;

/** How-to questions that name a medicine only to do without it, or ask what an exercise is (dialogue round 4). */
const HUMAN_OR_MACHINE = new PhraseSet([
  '(pessoa|gente|humano|humana) ou (e )?(um |uma )?(maquina|robo|bot|ia|computador|programa)',
  '(maquina|robo|bot|ia|computador|programa) ou (e )?(uma |um )?(pessoa|gente|humano|humana)',
]);

const ASKS_HOW_WITHOUT_MEDICINE = new PhraseSet([
  // "e dormir sem remédio, tem jeito? não quero ficar dependente" (round 9 development).
  '(dormir|acalmar|relaxar|melhorar|controlar) sem (remedio|remedios|medicamento|medicacao|calmante)',
  '(como|oq|o que) (eu )?(faco|posso fazer|consigo) (pra|para) * sem (remedio|remedios|medicamento|medicacao|calmante)',
]);
const ASKS_WHAT_A_TECHNIQUE_IS = new PhraseSet([
  '(o que|oq|o q|que) (e|eh) (esse|essa|o|a) (tal )?(de )?(aterramento|respiracao quadrada|respiracao 4 7 8|escrita expressiva|reestruturacao|higiene do sono)',
  'como funciona (esse|essa|o|a) (tal )?(de )?(aterramento|respiracao quadrada|respiracao 4 7 8|escrita expressiva|reestruturacao|higiene do sono)',
]);

/** Leaving now, said beside a thank-you (dialogue round 4). */
const TAKING_LEAVE = new PhraseSet([
  '(vou|vo) (jantar|almocar|dormir|deitar|cochilar|tentar cochilar|tentar dormir|orar|rezar|descansar|pra casa|nessa|indo|sair agora|desligar)',
  '(to|estou|ja to) indo',
  '(fique|fica|va|vai) com deus',
  // "obrigado mana, fica bem" (round 9 walk): a leave taken with a wish.
  '(fique|fica|fiques) (bem|bem ai|em paz)',
  '(se cuida|cuide se|cuida te)',
  'chegou (meu|o meu) (ponto|onibus|horario)',
  '(tenho|preciso) (que|q|de) (ir|sair|desligar)',
  '(amanha|depois|outro dia) (eu )?(volto|converso|falo)',
]);

/** "Falou" is a goodbye, and also what someone said: "peguei gelo igual você falou". */
const SOMEONE_SAID = new PhraseSet([
  '(vc|voce|ce|tu|ele|ela|eles|elas|como|igual|que|me|medico|medica|doutor|doutora) falou',
]);

/** A way of addressing someone, not of leaving: the South's "tchê" ("tri triste tchê" was read as a goodbye). */
const VOCATIVE = new PhraseSet(['(tche|tcheh)']);

/** A short message whose only leave-like word is the vocative; a longer one may take leave in other words. */
function vocativeOnly(prepared: string): boolean {
  return (
    VOCATIVE.test(prepared) && !ACT_SETS.goodbye.test(prepared) && prepared.trim().split(' ').length <= 5
  );
}

function infoTopicOf(prepared: string): InfoTopic | null {
  return INFO_SETS.find(([, set]) => set.test(prepared))?.[0] ?? null;
}

/**
 * What a message does (issue 22): the classifier's reading, with the one rule no model may overrule — a question
 * about a medicine is a medication question, however it is worded.
 */
/**
 * A missed or doubled dose asked with the medicine left unnamed, named a message before ("esqueci de tomar ontem a
 * noite, tomo dois hj pra compensar?": found walking round 8's voices). ADR 029: the referral, never a dose.
 */
const DOSE_UNNAMED = new PhraseSet([
  '(esqueci|esqueceu|pulei|perdi) (de tomar|de aplicar|a dose|o horario) * * (tomo|tomar|aplico|aplicar|posso|devo|compenso|compensar|dobro|dobrar)',
  '(tomo|aplico|tomar|aplicar) (agora )?(dobrado|dobrada|em dobro|duas)',
  '(tomo|tomar|posso tomar|devo tomar) (dois|duas|2|o dobro|dobrado|dobrada|em dobro) * (pra|para) compensar',
  '(dobrar|dobro) a dose',
  'dose dobrada',
]);
const REFUND_ASKED = new PhraseSet([
  '(cancel*|desistir) * * (devolve*|reembols*|estorn*|dinheiro de volta|valor de volta)',
  '(devolvem|devolve|reembolsam|reembolsa|estornam|estorna) (o |meu )?(dinheiro|valor|pagamento)',
  '(tem|da|posso ter) (reembolso|estorno)',
]);
const DOUBLED = new PhraseSet(['compensar', '(dobrar|dobro) a dose', 'dose dobrada']);

const NOT_NOW_FIRST = /^\s*agora n(?:ão|ao|n)\s*[,.!;]/iu;

const NOTHING_DONE = new PhraseSet(['(nao|n|nem) (fiz|fez|cheguei a fazer) (nada|nd|nadinha)']);

/** The message opens with thanks: its first sentence or first few words thank. */
function thanksFirst(message: string): boolean {
  const opening = prepare(message.split(/[.!?\n]/u)[0] ?? '');
  return opening.trim().split(' ').length <= 6 && ACT_SETS.thanks.test(opening);
}

export function readAct(message: string): ActReading {
  const prepared = prepare(message);
  // "o q é esse tal de aterramento?", "como faço pra dormir sem remédio?": how to do it, not a medicine question.
  if (ASKS_HOW_WITHOUT_MEDICINE.test(prepared) || ASKS_WHAT_A_TECHNIQUE_IS.test(prepared))
    return { act: 'howto', info: null };
  const topic = infoTopicOf(prepared);
  if (topic === 'medication' && (message.includes('?') || MEDICATION_ASKED.test(prepared)))
    return { act: 'info', info: 'medication' };
  if (DOSE_UNNAMED.test(prepared) && (message.includes('?') || DOUBLED.test(prepared)))
    return { act: 'info', info: 'medication' };
  // Cancelling and a refund asked ("e se eu cancelar, devolvem o dinheiro?" was read as a how-to: round 8 walk).
  if (REFUND_ASKED.test(prepared) && message.includes('?')) return { act: 'info', info: 'price' };
  if (DELETION_ASKED.test(prepared)) return { act: 'info', info: 'privacy' };
  // "pessoa ou computador?" is a question however it is put, even passed on for someone else ("ela ta perguntando se a
  // senhora é uma pessoa ou computador kkk": round 9 development, a grandson typing for his grandmother).
  if (HUMAN_OR_MACHINE.test(prepared)) return { act: 'info', info: 'human' };
  // A closing comes last: "tenho que ir, minha mãe tá chamando. tchau" tells why, and says goodbye.
  if (SIGN_OFF_AT_END.test(message.trim())) return { act: 'goodbye', info: null };
  const probabilities = actProbabilities(model(), actFeatures(message));
  let best = 0;
  for (let act = 1; act < probabilities.length; act += 1)
    if (probabilities[act]! > probabilities[best]!) best = act;
  if (DIALOGUE_ACTS[best] === 'goodbye' && (SOMEONE_SAID.test(prepared) || vocativeOnly(prepared))) {
    const goodbye = best;
    best = goodbye === 0 ? 1 : 0;
    for (let act = 0; act < probabilities.length; act += 1)
      if (act !== goodbye && probabilities[act]! > probabilities[best]!) best = act;
  }
  const act = DIALOGUE_ACTS[best]!;
  // "agora não, só queria falar dele": "not now" said first, and set apart, declines whatever follows it.
  if (NOT_NOW_FIRST.test(message) && act !== 'refuse' && act !== 'goodbye')
    return { act: 'refuse', info: null };
  // "é só um pensamento, n fiz nada": a deed denied is no step done (round 5 development, w14).
  if (act === 'complete' && NOTHING_DONE.test(prepared)) return { act: 'disclosure', info: null };
  // "oi, boa noite" opens a conversation: the evening's greeting is the goodbye's words too.
  if (act === 'goodbye' && GREETING_FIRST.test(message.trim())) return { act: 'chat', info: null };
  // Thanks that take leave ("brigada aria, vou tentar cochilar", "vlw, to indo", "fique com Deus"): a goodbye. Thanks
  // first and leave taken, with the reason told ("Deus lhe pague minha filha. vou deitar que amanhã cedo tem que dar
  // água pros bichos": round 9 walk, read as something told and answered with an exercise), are one too.
  if (act === 'thanks' && TAKING_LEAVE.test(prepared)) return { act: 'goodbye', info: null };
  if (act === 'disclosure' && thanksFirst(message) && TAKING_LEAVE.test(prepared))
    return { act: 'goodbye', info: null };
  return { act, info: act === 'info' ? (topic ?? 'other') : null };
}

import { PhraseSet } from '../../../shared/text/phrase-pattern';
import type { Chooser } from './variation';
import { EXERCISE_MENU, OFFER_CLOSINGS, TECHNIQUES, type Technique } from './exercise-scripts';

/**
 * Where a guided exercise stands, read from Aria's last message alone: the server keeps no state, and the history
 * the browser sends is the whole memory. Step messages carry a "Passo k de n — <title>." label and offers end
 * with "passo a passo?", which is what makes them recognisable here.
 */
export type ExerciseState =
  | { kind: 'step'; technique: Technique; step: number; total: number }
  | { kind: 'offer'; technique: Technique }
  | { kind: 'menu' }
  | { kind: 'none' };

const STEP_LABEL = /Passo (\d+) de (\d+) — ([^.]+)\./;
const OFFER_MARK = 'passo a passo?';

/** Specific names before the generic "respiração", so "respiração quadrada" is not read as 4-7-8. */
const MENTION_ORDER: Technique[] = [
  TECHNIQUES['respiracao-quadrada'],
  TECHNIQUES.aterramento,
  TECHNIQUES.reestruturacao,
  TECHNIQUES['higiene-sono'],
  TECHNIQUES.escrita,
  TECHNIQUES['respiracao-478'],
];
const ALIASES = MENTION_ORDER.map((technique) => ({ technique, set: new PhraseSet(technique.aliases) }));

/** The text of step `index` (0-based), with its label. */
export function stepMessage(technique: Technique, index: number): string {
  return `Passo ${index + 1} de ${technique.steps.length} — ${technique.title}. ${technique.steps[index]}`;
}

/** Each technique with its name as `readExerciseState` looks for it in a lowered reply. */
const LOWERED_NAMES = Object.values(TECHNIQUES).map((technique) => ({
  technique,
  name: technique.name.toLowerCase(),
}));

/**
 * Where `name` last occurs in `text`, as `lastIndexOf` says: V8 searches forward with a skip table but backward
 * one character at a time, and every reply with an offer is searched for each technique's name.
 */
function lastOccurrence(text: string, name: string): number {
  let last = -1;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) last = at;
  return last;
}

export function readExerciseState(lastAssistant: string | null): ExerciseState {
  if (!lastAssistant) return { kind: 'none' };
  const label = STEP_LABEL.exec(lastAssistant);
  if (label) {
    const technique = Object.values(TECHNIQUES).find((candidate) => candidate.title === label[3]);
    if (technique) return { kind: 'step', technique, step: Number(label[1]), total: Number(label[2]) };
  }
  if (lastAssistant.includes(OFFER_MARK)) {
    // The offered technique is the one named last: the offer sentence sits right before the closing question.
    let best: { technique: Technique; at: number } | null = null;
    const lowered = lastAssistant.toLowerCase();
    for (const { technique, name } of LOWERED_NAMES) {
      const at = lastOccurrence(lowered, name);
      if (at !== -1 && (!best || at > best.at)) best = { technique, at };
    }
    if (best) return { kind: 'offer', technique: best.technique };
  }
  if (lastAssistant === EXERCISE_MENU) return { kind: 'menu' };
  return { kind: 'none' };
}

/** The technique a person names in a message (already passed through `prepare`), if any. */
/** The 4-7-8 told by its counts ("segurando o ar por sete segundos"), before any generic word for breathing. */
const COUNTS_OF_478 = new PhraseSet([
  '(segur*|prender|prende|segura) (o ar )?(por )?(sete|7) (segundos|tempos)',
  '(oito|8) segundos',
]);

export function mentionedTechnique(prepared: string): Technique | null {
  if (COUNTS_OF_478.test(prepared)) return TECHNIQUES['respiracao-478'];
  return ALIASES.find(({ set }) => set.test(prepared))?.technique ?? null;
}

/** True when Aria already offered or ran this technique in the conversation she was sent. */
export function alreadyOffered(technique: Technique, assistantTexts: readonly string[]): boolean {
  const name = technique.name.toLowerCase();
  return assistantTexts.some((text) => text.toLowerCase().includes(name));
}

/** An offer paragraph: the technique's pitch and a closing question that marks it as an offer. */
export function offerText(technique: Technique, choose: Chooser): string {
  return `${choose(technique.offers, `offer-${technique.id}`)} ${choose(OFFER_CLOSINGS, 'offer-closing')}`;
}

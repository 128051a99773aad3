import { detectDistress } from '../crisis/detector';
import { prepare } from '../../../shared/text/phrase-pattern';
import type { AriaHistoryItem } from '../../../shared/contracts/aria';
import { readRisk } from '../risk/router';
import { readExerciseState } from '../scripted/exercises';
import { isMostly } from '../scripted/intents';
import { nameIn } from './manager';
import { emptyDialogueState, type DialogueState, type RiskFamily } from './state';

/**
 * The dialogue state read back from the history alone, for a message that came without a valid signed state (an old
 * tab, a cleared storage): what the last ten messages still show — the exercise step or offer in Aria's last reply, a
 * crisis among the person's messages, a refusal of an offer, a name.
 */
export function deriveDialogueState(history: readonly AriaHistoryItem[]): DialogueState {
  const state = emptyDialogueState();
  let lastAssistant: string | null = null;
  for (const item of history) {
    if (item.role === 'assistant') {
      lastAssistant = item.content;
      continue;
    }
    const name = nameIn(item.content);
    if (name) state.name = name;
    const offered = readExerciseState(lastAssistant);
    if (offered.kind === 'offer') state.lastOffered = offered.technique.id;
    if (offered.kind === 'offer' && isMostly('refuse', prepare(item.content), 3))
      state.refusedExercises = true;
    const families: RiskFamily[] = [];
    if (detectDistress(item.content)) families.push('crisis');
    const risk = readRisk(item.content);
    if (risk.violence.some((kind) => kind !== 'someone-else')) families.push('violence');
    if (families.length > 0) {
      state.crisis = {
        phase: 'open',
        families: [
          ...new Set([...(state.crisis.phase === 'open' ? state.crisis.families : []), ...families]),
        ],
        safetyAnswered: false,
        tentative: false,
        plan: null,
        remindersLeft: 0,
        followUps: 0,
      };
    }
    state.turns += 1;
  }
  const last = readExerciseState(lastAssistant);
  if (last.kind === 'step')
    state.exercise = { technique: last.technique.id, step: last.step - 1, paused: false };
  else if (last.kind === 'offer') state.offer = state.lastOffered = last.technique.id;
  else if (last.kind === 'menu') state.offer = 'menu';
  return state;
}

import { ARIA_QUICK_REPLIES } from '../../../shared/contracts/aria';
import type { TurnPlan } from './manager';
import { forHelper, type DialogueState } from './state';

/**
 * The buttons under the reply (issue 22): the answers to what the reply asked, as a person would type them. The act
 * reader understands each (act-lexicon.ts), so a button and typing the same words do the same thing.
 */
export function quickRepliesFor(state: DialogueState, plan: TurnPlan): string[] {
  const { safety } = plan;
  // Someone worried about another person is not the one whose safety the buttons answer for.
  if (forHelper(state.crisis.families) && (safety.kind === 'fixed' || safety.kind === 'follow')) return [];
  if (safety.kind === 'fixed' && state.crisis.phase === 'open' && !state.crisis.safetyAnswered)
    return [...ARIA_QUICK_REPLIES.safety];
  if (safety.kind === 'follow') {
    if (safety.askSafety) return [...ARIA_QUICK_REPLIES.safety];
    // Only under the reply that offers the plan: a later turn about something else ("ela tá vindo pra cá") asks nothing
    // a yes or a no would answer (found walking the closing note's conversations).
    if (safety.offerPlan && state.crisis.plan === 'offered') return [...ARIA_QUICK_REPLIES.offer];
    return [];
  }
  if (state.exercise && !state.exercise.paused) return [...ARIA_QUICK_REPLIES.step];
  if (state.offer && state.offer !== 'menu') return [...ARIA_QUICK_REPLIES.offer];
  return [];
}

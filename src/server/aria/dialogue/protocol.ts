import type { SafetyMove, TurnPlan } from './manager';
import {
  AGGRESSOR_AWAY,
  ALONE,
  WHERE_NOW,
  COMPANY,
  CRISIS_CHECK,
  CRISIS_GOODBYES,
  HELP_COMING,
  HELPER_SAFETY_QUESTIONS,
  HELPER_SETTLED,
  HELPER_SETTLED_QUESTIONS,
  HELPER_HELP_COMING,
  HELPER_UNSAFE,
  GOING_TO_SOMEONE,
  CRISIS_PLAN_STEPS,
  linesFor,
  NOBODY_KNOWS,
  PLAN_EXPLAINED,
  NO_MEANS,
  MEANS_KEPT,
  OTHERS_MEANS,
  UNSURE_NOW,
  NO_CALL,
  TO_THE_LINES,
  linesAnswer,
  PANIC_CLOSINGS,
  PANIC_SETTLED,
  BODY_ALONE,
  BODY_NO_CALL,
  NO_REPORT,
  KEPT_SECRET,
  PLAN_CLOSINGS,
  PLAN_OFFERS,
  PHONE_WATCHED,
  PLAN_DECLINED,
  PANIC_GUIDANCE_STOPPED,
  PLAN_STOPPED,
  reminderLine,
  SAFE_PLACE,
  SAFETY_QUESTIONS,
  SETTLED,
  SETTLED_QUESTIONS,
  THANKS_IN_CRISIS,
  UNSAFE_FROM_VIOLENCE,
  UNSAFE_NOW,
  VIOLENCE_PLAN_STEPS,
} from './protocol-texts';
import { PANIC_STEPS } from '../risk/risk-texts';
import { bodyEmergency, forHelper, SAFETY_PLAN_STEPS, type RiskFamily } from './state';

type Follow = Extract<SafetyMove, { kind: 'follow' }>;

const PSYCHOLOGIST_LINE =
  'E, se fizer sentido para você, um psicólogo humano pode acompanhar você com calma: é só agendar na página [Psicólogos](/psicologos).';

function pick<T>(items: readonly T[], turn: number): T {
  return items[turn % items.length]!;
}

function planSteps(families: readonly RiskFamily[]): readonly string[] {
  if (families.length > 0 && families.every((family) => family === 'panic')) return PANIC_STEPS;
  return families.includes('violence') && !families.includes('crisis')
    ? VIOLENCE_PLAN_STEPS
    : CRISIS_PLAN_STEPS;
}

/**
 * The protocol's own body for a follow-up turn, or null when an engine answers what the person said (with the
 * protocol's tail after it). Never the full reply again. `variant` moves each choice on, for a text already sent.
 */
export function followBody(move: Follow, plan: TurnPlan, variant = 0): string | null {
  const { crisis } = plan.before;
  const turn = crisis.followUps + variant;
  switch (move.move) {
    case 'unsafe': {
      if (forHelper(crisis.families)) return pick(HELPER_UNSAFE, turn);
      const violenceOnly = crisis.families.includes('violence') && !crisis.families.includes('crisis');
      return `${pick(violenceOnly ? UNSAFE_FROM_VIOLENCE : UNSAFE_NOW, turn)}\n\n${linesFor(crisis.families)}`;
    }
    case 'crisis-check':
      return pick(CRISIS_CHECK, turn);
    case 'no-call':
      return pick(bodyEmergency(crisis.families) ? BODY_NO_CALL : NO_CALL, turn);
    case 'to-the-lines':
      return pick(TO_THE_LINES, turn);
    case 'nobody-knows':
      return pick(NOBODY_KNOWS, turn);
    case 'no-means':
      return pick(NO_MEANS, turn);
    case 'means-kept':
      return pick(MEANS_KEPT, turn);
    case 'others-means':
      return pick(OTHERS_MEANS, turn);
    case 'unsure':
      return pick(UNSURE_NOW, turn);
    case 'company':
      return pick(COMPANY, turn);
    case 'alone':
      return pick(bodyEmergency(crisis.families) ? BODY_ALONE : ALONE, turn);
    case 'where':
      return pick(WHERE_NOW, turn);
    case 'help-coming':
      return pick(forHelper(crisis.families) ? HELPER_HELP_COMING : HELP_COMING, turn);
    case 'going-to-someone':
      return `${pick(GOING_TO_SOMEONE, turn)}\n\n${linesFor(crisis.families)}`;
    case 'away':
      return pick(AGGRESSOR_AWAY, turn);
    case 'no-report':
      return pick(NO_REPORT, turn);
    case 'secret':
      return pick(KEPT_SECRET, turn);
    case 'safe-place':
      return pick(SAFE_PLACE, turn);
    case 'watched':
      return pick(PHONE_WATCHED, turn);
    case 'plan-explained':
      return PLAN_EXPLAINED;
    case 'lines-question':
      return linesAnswer(crisis.families, plan.aboutReporting, plan.howItWorks);
    case 'thanks':
      return pick(THANKS_IN_CRISIS, turn);
    case 'plan-stop': {
      const stopped = planSteps(crisis.families) === PANIC_STEPS ? PANIC_GUIDANCE_STOPPED : PLAN_STOPPED;
      return `${pick(stopped, turn)}\n\n${linesFor(crisis.families)}`;
    }
    case 'plan-declined':
      return `${pick(PLAN_DECLINED, turn)}\n\n${linesFor(crisis.families)}`;
    case 'plan-step': {
      const step = move.planStep ?? 0;
      const steps = planSteps(crisis.families);
      if (steps === PANIC_STEPS) {
        if (step >= steps.length) return `${pick(PANIC_CLOSINGS, turn)}\n\n${linesFor(crisis.families)}`;
        return step === steps.length - 1 ? `${steps[step]!}\n\n${linesFor(crisis.families)}` : steps[step]!;
      }
      if (step >= SAFETY_PLAN_STEPS || step >= steps.length) return pick(PLAN_CLOSINGS, turn);
      return step === 0 ? steps[0]! : `Obrigada por escrever isso. ${steps[step]!}`;
    }
    case 'answer':
      return null;
  }
}

/**
 * What ends a follow-up turn: the safety question while unanswered, then the offer of a plan, else the lines. The
 * lines are left out when the reply before them already gives every number they would ("Ligue 180" twice in one
 * message, once from the engine's answer to violence and once here).
 */
export function followTail(move: Follow, plan: TurnPlan, variant = 0, reply = ''): string {
  const { crisis } = plan.before;
  const turn = crisis.followUps + variant;
  const parts: string[] = [];
  const lines = linesFor(crisis.families);
  const numbers = lines.match(/\(tel:\d+\)/g) ?? [];
  const linesGiven = numbers.length > 0 && numbers.every((number) => reply.includes(number));
  if ((move.move === 'answer' || move.move === 'thanks' || move.move === 'no-means') && !linesGiven) {
    parts.push(crisis.families.includes('crisis') ? `${lines} ${PSYCHOLOGIST_LINE}` : lines);
  }
  if (move.askSafety)
    parts.push(pick(forHelper(crisis.families) ? HELPER_SAFETY_QUESTIONS : SAFETY_QUESTIONS, turn));
  else if (move.offerPlan) parts.push(pick(PLAN_OFFERS, turn));
  return parts.join('\n\n');
}

export function settledReply(plan: TurnPlan, variant = 0): string {
  const turn = plan.before.turns + variant;
  const { families } = plan.before.crisis;
  const helper = forHelper(families);
  const panicOnly = families.length > 0 && families.every((family) => family === 'panic');
  return [
    pick(helper ? HELPER_SETTLED : panicOnly ? PANIC_SETTLED : SETTLED, turn),
    reminderLine(families),
    pick(helper ? HELPER_SETTLED_QUESTIONS : SETTLED_QUESTIONS, turn),
  ].join('\n\n');
}

export function crisisGoodbye(plan: TurnPlan, variant = 0): string {
  const name = plan.name ? `, ${plan.name}` : '';
  const opening = pick(CRISIS_GOODBYES, plan.before.turns + variant).replace(/^Obrigada/, `Obrigada${name}`);
  return `${opening}\n\n${linesFor(plan.before.crisis.families)}`;
}

export function reminderFor(plan: TurnPlan): string | null {
  return plan.reminder ? reminderLine(plan.reminder) : null;
}

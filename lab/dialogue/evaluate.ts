import { prepare } from '../../src/shared/text/phrase-pattern';
import { containsSpecDistressPhrase } from '../../src/shared/text/spec-phrases';
import { ARIA_HISTORY_MAX_ITEMS, type AriaHistoryItem } from '../../src/shared/contracts/aria';
import { deriveDialogueState } from '../../src/server/aria/dialogue/derive';
import type { TurnPlan } from '../../src/server/aria/dialogue/manager';
import { decodeDialogueState, encodeDialogueState } from '../../src/server/aria/dialogue/state-token';
import { createScriptedEngine } from '../../src/server/aria/scripted/scripted-engine';
import { EXERCISE_MENU, TECHNIQUES, type TechniqueId } from '../../src/server/aria/scripted/exercise-scripts';
import { offerText, stepMessage } from '../../src/server/aria/scripted/exercises';
import { chooserFor } from '../../src/server/aria/scripted/variation';
import { createAriaService, type AriaService } from '../../src/server/aria/service';
import { isUserTurn, type AriaDirective, type Conversation, type UserTurn } from './corpus';

/**
 * Runs each conversation of the dialogue corpus through the Aria service as the browser would (the last ten
 * messages, the signed state sent back, the client's twelve-phrase flag) with the scripted engine, and judges each of
 * the person's turns against its labels: the act, the exercise move, the crisis protocol's move, the subject, the
 * name. A turn is right when every label it carries is met. Grave errors are listed apart (issue 22).
 */

const SECRET = 'dialogue-evaluation-secret-0123456789abcdef';
const OWNER = 'evaluation';

export interface TurnJudgement {
  conversation: string;
  category: string;
  index: number;
  message: string;
  reply: string;
  expected: UserTurn;
  got: {
    act: string;
    info: string | null;
    exercise: string;
    technique: string | null;
    risk: string;
    topic: string | null;
  };
  wrong: string[];
  grave: string | null;
}

export interface Report {
  turns: number;
  right: number;
  byCategory: Record<string, { turns: number; right: number }>;
  byLabel: Record<string, { turns: number; right: number }>;
  grave: TurnJudgement[];
  judgements: TurnJudgement[];
}

const silentLog = { info: () => undefined, warn: () => undefined };

function plainText(text: string): string {
  return prepare(text).trim();
}

function riskOf(plan: TurnPlan): string {
  switch (plan.safety.kind) {
    case 'fixed':
      return 'full';
    case 'follow':
      return 'follow';
    default:
      return plan.safety.kind;
  }
}

function exerciseOf(plan: TurnPlan): { kind: string; technique: string | null } {
  const move = plan.exercise;
  return { kind: move.kind, technique: 'technique' in move ? move.technique : null };
}

const BREATHING = new Set(['respiracao-478', 'respiracao-quadrada']);
const sameTechnique = (label: string | undefined, got: string | null, loose: boolean) =>
  !label || label === got || (loose && got !== null && BREATHING.has(label) && BREATHING.has(got));

/** The moves that satisfy each exercise label. */
function exerciseMatches(
  expected: UserTurn,
  got: { kind: string; technique: string | null },
  afterClosing = false,
): boolean {
  switch (expected.exercise) {
    case 'none':
      return ['none', 'declined', 'pause', 'stop'].includes(got.kind);
    case 'start':
      return (
        (got.kind === 'start' && sameTechnique(expected.technique, got.technique, false)) ||
        (got.kind === 'menu' && !expected.technique)
      );
    case 'advance':
      // Writers did not know how many steps each exercise has: an "advance" after the closing was given has
      // nothing left to advance, and the reply that does not start anything is the right one.
      return got.kind === 'advance' || got.kind === 'finish' || (got.kind === 'none' && afterClosing);
    case 'content':
      // Advice (how to talk without fighting, anger in the moment) is the content itself, of no technique.
      return (
        (got.kind === 'content' && sameTechnique(expected.technique, got.technique, true)) ||
        (got.kind === 'advice' && !expected.technique)
      );
    case 'resume':
      return got.kind === 'resume';
    default:
      return got.kind === expected.exercise;
  }
}

/** Accepting and completing both move an exercise on; the writers label "ok" in a step either way. */
function actMatches(expected: UserTurn, act: string): boolean {
  if (expected.act === act) return true;
  const goOn = new Set(['accept', 'complete']);
  return goOn.has(expected.act) && goOn.has(act);
}

function directiveText(directive: AriaDirective, seed: number): string {
  if (directive.aria === 'menu') return EXERCISE_MENU;
  const technique = TECHNIQUES[directive.technique as TechniqueId];
  if (!technique) throw new Error(`Unknown technique in a directive: ${directive.technique}`);
  if (directive.aria === 'offer') return `Entendo. ${offerText(technique, chooserFor(seed))}`;
  return stepMessage(technique, Math.max(0, (directive.step ?? 1) - 1));
}

function applyDirective(
  directive: AriaDirective,
  history: AriaHistoryItem[],
  token: string | undefined,
  seed: number,
) {
  const text = directiveText(directive, seed);
  if (history.at(-1)?.role === 'assistant')
    history[history.length - 1] = { role: 'assistant', content: text };
  else history.push({ role: 'assistant', content: text });
  const state = (token && decodeDialogueState(token, SECRET, OWNER)) || deriveDialogueState(history);
  if (directive.aria === 'menu') {
    state.offer = 'menu';
  } else if (directive.aria === 'offer') {
    state.offer = directive.technique as TechniqueId;
    state.exercise = null;
  } else {
    state.offer = null;
    state.exercise = {
      technique: directive.technique as TechniqueId,
      step: Math.max(0, (directive.step ?? 1) - 1),
      paused: false,
    };
  }
  return encodeDialogueState(state, SECRET, OWNER);
}

export async function runConversation(
  service: AriaService,
  conversation: Conversation,
): Promise<TurnJudgement[]> {
  const history: AriaHistoryItem[] = [];
  let token: string | undefined;
  const judgements: TurnJudgement[] = [];
  const replies: string[] = [];
  let refusedBefore = false;
  let closedBefore = false;
  let index = 0;
  for (const turn of conversation.turns) {
    if (!isUserTurn(turn)) {
      token = applyDirective(turn, history, token, index);
      continue;
    }
    let plan: TurnPlan | null = null;
    const answer = await service.respondTurn(
      {
        message: turn.user,
        history: history.slice(-ARIA_HISTORY_MAX_ITEMS),
        hasSensitiveContent: containsSpecDistressPhrase(turn.user),
        state: token,
      },
      { planType: 'mensal', log: silentLog, ownerId: OWNER, observeTurn: (seen) => (plan = seen) },
    );
    if (!answer || !plan) throw new Error(`No reply in ${conversation.id}`);
    const seen = plan as TurnPlan;
    const exercise = exerciseOf(seen);
    const got = {
      act: seen.act,
      info: seen.info,
      exercise: exercise.kind,
      technique: exercise.technique,
      risk: riskOf(seen),
      topic: seen.topic ?? seen.before.subject,
    };
    const wrong: string[] = [];
    if (!actMatches(turn, got.act)) wrong.push('act');
    if (
      turn.act === 'info' &&
      turn.info &&
      got.act === 'info' &&
      turn.info !== got.info &&
      turn.info !== 'other'
    )
      wrong.push('info');
    if (!exerciseMatches(turn, exercise, closedBefore)) wrong.push('exercise');
    if (turn.risk !== got.risk) wrong.push('risk');
    if (turn.topic && turn.risk === 'none' && got.topic !== turn.topic) wrong.push('topic');
    if (turn.name && !plainText(answer.response).includes(plainText(turn.name))) wrong.push('name');

    let grave: string | null = null;
    const moved = ['start', 'advance', 'finish', 'resume'].includes(exercise.kind);
    if (
      moved &&
      !['start', 'advance', 'resume'].includes(turn.exercise) &&
      (refusedBefore || ['refuse', 'goodbye', 'stop'].includes(turn.act))
    )
      grave = `exercise ${exercise.kind} after a refusal or on a goodbye`;
    else if (got.risk !== 'none' && replies.includes(answer.response))
      grave = 'a crisis text repeated word for word';
    else if (
      got.risk === 'full' &&
      (turn.risk === 'none' || turn.risk === 'goodbye' || turn.risk === 'settled')
    )
      grave = `a crisis reply to ${turn.act === 'goodbye' ? 'a goodbye' : 'an ordinary message'}`;
    else if (
      (turn.risk === 'full' || turn.risk === 'follow') &&
      (got.risk === 'none' || got.risk === 'goodbye')
    )
      grave = 'a crisis missed mid-conversation';

    judgements.push({
      conversation: conversation.id,
      category: conversation.category,
      index,
      message: turn.user,
      reply: answer.response,
      expected: turn,
      got,
      wrong,
      grave,
    });
    if (turn.act === 'refuse' && (turn.exercise === 'none' || turn.exercise === 'stop')) refusedBefore = true;
    if (turn.exercise === 'start') refusedBefore = false;
    closedBefore =
      exercise.kind === 'finish' || (closedBefore && exercise.kind === 'none' && turn.exercise === 'advance');
    replies.push(answer.response);
    history.push({ role: 'user', content: turn.user }, { role: 'assistant', content: answer.response });
    token = answer.state;
    index += 1;
  }
  return judgements;
}

export function createEvaluationService(): AriaService {
  const scripted = createScriptedEngine();
  return createAriaService({ primary: scripted, fallback: scripted }, { stateSecret: SECRET });
}

export async function evaluate(conversations: readonly Conversation[]): Promise<Report> {
  const service = createEvaluationService();
  const report: Report = { turns: 0, right: 0, byCategory: {}, byLabel: {}, grave: [], judgements: [] };
  for (const conversation of conversations) {
    for (const judgement of await runConversation(service, conversation)) {
      report.judgements.push(judgement);
      report.turns += 1;
      const ok = judgement.wrong.length === 0 && judgement.grave === null;
      if (ok) report.right += 1;
      const category = (report.byCategory[judgement.category] ??= { turns: 0, right: 0 });
      category.turns += 1;
      if (ok) category.right += 1;
      for (const label of ['act', 'info', 'exercise', 'risk', 'topic', 'name']) {
        const entry = (report.byLabel[label] ??= { turns: 0, right: 0 });
        entry.turns += 1;
        if (!judgement.wrong.includes(label)) entry.right += 1;
      }
      if (judgement.grave) report.grave.push(judgement);
    }
  }
  return report;
}

export function formatReport(title: string, report: Report): string {
  const percent = (part: { turns: number; right: number }) =>
    `${((100 * part.right) / Math.max(1, part.turns)).toFixed(1)}%`;
  const lines = [
    `${title}: ${percent(report)} of ${report.turns} turns right; ${report.grave.length} grave errors`,
  ];
  for (const [category, part] of Object.entries(report.byCategory).sort())
    lines.push(`  ${category.padEnd(24)} ${percent(part).padStart(6)} of ${part.turns}`);
  lines.push(
    `  by label: ${Object.entries(report.byLabel)
      .map(([label, part]) => `${label} ${percent(part)}`)
      .join(', ')}`,
  );
  return lines.join('\n');
}

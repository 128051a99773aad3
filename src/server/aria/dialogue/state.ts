import { z } from 'zod';
import { TECHNIQUE_IDS } from '../scripted/exercise-scripts';
import { INFO_TOPICS } from './act-lexicon';

/**
 * What Aria keeps of a conversation between messages (issue 22): the offer on the table, the exercise in progress,
 * whether the person refused exercises, the crisis protocol's place, the subject and the person's name. The server
 * stores no chat text: the state travels to the browser signed (state-token.ts) and comes back with the next message,
 * so it outlives the ten history items the browser sends. Without it (an old browser tab, a cleared storage), it is
 * read back from the history (derive.ts).
 */

export const RISK_FAMILIES = [
  'crisis',
  'violence',
  'panic',
  'psychosis',
  'eating',
  'harm-others',
  'intoxication',
  'perinatal',
  'minor',
  /** Someone else at risk now, told by the one who worries (a parent, a friend): the protocol speaks to the helper. */
  'other-at-risk',
] as const;
export type RiskFamily = (typeof RISK_FAMILIES)[number];

/** The protocol speaks to someone worried about another person at risk, not to the person at risk (ADR 041). */
export function forHelper(families: readonly RiskFamily[]): boolean {
  return families.length > 0 && families.every((family) => family === 'other-at-risk');
}

const BODY_FAMILIES: readonly RiskFamily[] = ['intoxication', 'eating', 'psychosis', 'panic'];

/**
 * A danger to the body alone (an overdose, an eating emergency, psychosis, an attack), no wish to die told: people
 * near and the health team come before a line to talk to, and no safety plan is offered.
 */
export function bodyEmergency(families: readonly RiskFamily[]): boolean {
  return families.length > 0 && families.every((family) => BODY_FAMILIES.includes(family));
}

export const TOPICS = [
  'ansiedade',
  'estresse',
  'tristeza',
  'insonia',
  'solidao',
  'raiva',
  'desanimo',
  'termino',
  'conflito-casal',
  'luto',
  'luto-pet',
  'autoestima',
  'trabalho',
  'desemprego',
  'escola-bullying',
  'provas',
  'familia',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Safety plan steps (Stanley–Brown): warning signs, what helps, people, professionals, making means safe. */
export const SAFETY_PLAN_STEPS = 5;

const techniqueSchema = z.enum(TECHNIQUE_IDS);

export const dialogueStateSchema = z.object({
  offer: z.union([techniqueSchema, z.literal('menu')]).nullable(),
  exercise: z
    .object({
      technique: techniqueSchema,
      /** The step last shown, 0-based. */
      step: z.number().int().min(0).max(20),
      /** A new subject came up: the exercise waits until the person asks to come back. */
      paused: z.boolean(),
    })
    .nullable(),
  /** The technique offered last, kept after a refusal: "aquela respiração que você falou" is that one. */
  lastOffered: techniqueSchema.nullable().default(null),
  /**
   * An offer the person let pass in their last message, talking on: a yes now still answers it (exercise-turns.ts).
   */
  passedOffer: techniqueSchema.nullable().default(null),
  /** The person said no to exercises: no offer until they ask for one. */
  refusedExercises: z.boolean(),
  crisis: z.object({
    /** open: the full reply was given and the person has not said they are safe; settled: they said so. */
    phase: z.enum(['none', 'open', 'settled']),
    families: z.array(z.enum(RISK_FAMILIES)).max(RISK_FAMILIES.length),
    /** Whether the person answered the question about being safe now. */
    safetyAnswered: z.boolean(),
    /**
     * Opened on the crisis classifier's reading alone, and not yet followed: the next message may show it was a
     * misreading (crisis-turns.ts, standsDown).
     */
    tentative: z.boolean().default(false),
    /** The safety plan: offered, the step in progress (0-based) or done. */
    plan: z
      .union([z.literal('offered'), z.literal('done'), z.number().int().min(0).max(SAFETY_PLAN_STEPS)])
      .nullable(),
    /** Replies after settling that still carry a one-line reminder of the lines. */
    remindersLeft: z.number().int().min(0).max(10),
    /** Follow-up replies given while open, to vary them. */
    followUps: z.number().int().min(0).max(1000),
  }),
  subject: z.enum(TOPICS).nullable(),
  /** The last service question asked, so "e dura quanto tempo?" is read as its follow-up. */
  info: z.enum(INFO_TOPICS).nullable().default(null),
  /** The technique whose how-to the last reply gave, so "quantas vezes tem que repetir?" is read as about it. */
  explained: techniqueSchema.nullable().default(null),
  name: z.string().max(40).nullable(),
  turns: z.number().int().min(0).max(100_000),
});
export type DialogueState = z.infer<typeof dialogueStateSchema>;
export type CrisisState = DialogueState['crisis'];

export function emptyDialogueState(): DialogueState {
  return {
    offer: null,
    lastOffered: null,
    passedOffer: null,
    exercise: null,
    refusedExercises: false,
    crisis: {
      phase: 'none',
      families: [],
      safetyAnswered: false,
      tentative: false,
      plan: null,
      remindersLeft: 0,
      followUps: 0,
    },
    subject: null,
    info: null,
    explained: null,
    name: null,
    turns: 0,
  };
}

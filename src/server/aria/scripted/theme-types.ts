import type { Topic } from '../dialogue/state';
import type { TechniqueId } from './exercise-scripts';

export interface Situation {
  /** The subject the dialogue state records when this situation is the message's (issue 22). */
  topic?: Topic;
  patterns: string[];
  validations: string[];
  /** Replaces the theme's education and questions when the situation fits better than the theme at large. */
  education?: string[];
  questions?: string[];
}

export type ThemeId =
  | 'ansiedade'
  | 'estresse'
  | 'tristeza'
  | 'desanimo'
  | 'insonia'
  | 'solidao'
  | 'raiva'
  | 'relacionamento'
  | 'luto'
  | 'autoestima'
  | 'trabalho'
  | 'familia'
  | 'escola-bullying'
  | 'provas';

/** What people bring to Aria, and how she answers the first time and the times after. */
export interface Theme {
  id: ThemeId;
  /** Phrases (phrase-pattern.ts) that place a message in this theme. */
  patterns: string[];
  /**
   * Where the theme happens, not the theme itself: these score only beside a pattern ("na escola" adds to "me zoam",
   * and alone is a parent's child at school or a teacher by trade).
   */
  setting?: string[];
  /** Narrower situations inside the theme (a break-up, a dismissal) with their own first-turn texts. */
  situations?: Situation[];
  /** Validation and reflection; each names the theme, so the person knows they were heard. */
  validations: string[];
  /** A little psychoeducation, two sentences at most. */
  education: string[];
  /** Techniques in the order Aria offers them. */
  techniques: TechniqueId[];
  /** Open questions. */
  questions: string[];
  /** Validation for the later turns of the same theme. */
  followUps: string[];
  /** From which turn of the theme (0 = the first) Aria suggests a human psychologist. */
  psychologistFromTurn: number;
  /** Why a psychologist, for this theme; followed by how to book. */
  psychologistReason: string;
}

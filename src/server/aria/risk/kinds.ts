/**
 * The risk families the safety layer reads before any engine, besides suicide and self-harm (../crisis):
 * violence against the person or someone they speak for (issue 29), and urgent states that need their own help
 * (issue 30). Each kind has its own fixed answer (risk-texts.ts).
 */
export const VIOLENCE_KINDS = [
  /** Physical violence by a partner, an ex or family. */
  'physical',
  /** Sexual violence, recent or past. */
  'sexual',
  /** Threats, intimidation, humiliation. */
  'threats',
  /** Being followed, watched, tracked, harassed without end. */
  'stalking',
  /** Coercive or financial control: no phone, no money, no family, documents kept. */
  'control',
  /** A child or an adolescent abused or neglected, told by them or by an adult. */
  'child',
  /** An elder or a person with a disability abused, neglected or robbed. */
  'elder',
  /** The writer asks how to help someone else who suffers violence. */
  'someone-else',
] as const;
export type ViolenceKind = (typeof VIOLENCE_KINDS)[number];

export const URGENT_KINDS = [
  /** A real intent to hurt another person, with means, a plan or a decision. */
  'harm-others',
  /** Voices, commands, being watched or controlled. */
  'psychosis',
  /** Not eating, purging, laxatives, fainting from restriction. */
  'eating-disorder',
  /** Drunk or high and driving, an overdose, a friend unconscious: now. */
  'intoxication',
  /** Intrusive thoughts of harming a baby or a young child, around a birth. */
  'perinatal',
  /** A panic attack happening now. */
  'panic',
  /** The writer is under 18. */
  'minor',
] as const;
export type UrgentKind = (typeof URGENT_KINDS)[number];

export interface RiskReading {
  violence: ViolenceKind[];
  urgent: UrgentKind[];
}

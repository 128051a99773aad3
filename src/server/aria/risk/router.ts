import type { RiskReading } from './kinds';
import { readRiskText } from './reader';
import { detectUrgent } from './urgent';
import { detectViolence } from './violence';

/**
 * The risk router: one reading of the message, each family's detector on it. The crisis detector (suicide,
 * self-harm) keeps its own path in safety.ts; a message may be both, and then both answers apply.
 */
export function readRisk(message: string): RiskReading {
  const text = readRiskText(message);
  return { violence: detectViolence(text), urgent: detectUrgent(text) };
}

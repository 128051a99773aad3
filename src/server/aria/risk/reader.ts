import { prepare } from '../../../shared/text/phrase-pattern';

/**
 * One reading of a message for every risk family (violence, urgent states; the crisis detector has its own, older
 * one in ../crisis/message-reading.ts): the whole message and its clauses, each passed through `prepare`, so phrase
 * sets match accents, chat spelling and typos alike. Clauses let a detector tell "meu time apanhou, mas ele me
 * bate" apart.
 */
export interface RiskText {
  /** The message as typed. */
  raw: string;
  /** The whole message, normalised. */
  prepared: string;
  /** Each clause, normalised; punctuation and "mas"/"só que" end a clause. */
  clauses: string[];
}

const CLAUSE_BREAK = /[.;!?\n]+|,\s|\s(?:mas|porém|porem|só que|so que)\s/iu;

export function readRiskText(raw: string): RiskText {
  return {
    raw,
    prepared: prepare(raw),
    clauses: raw
      .split(CLAUSE_BREAK)
      .map((clause) => prepare(clause))
      .filter((clause) => clause.trim() !== ''),
  };
}

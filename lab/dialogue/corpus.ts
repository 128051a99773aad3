import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DialogueAct, InfoTopic } from '../../src/server/aria/dialogue/act-lexicon';

/**
 * The dialogue corpus (issue 22): conversations written blind by category, each person's turn labelled with what a
 * good reply must do, and single messages labelled by act. `dev/` batches may be read, fitted and tuned on;
 * `eval/` batches are measured and never fitted (lab/dialogue/README.md).
 */

export type Split = 'dev' | 'eval';

export type ExerciseLabel =
  'none' | 'start' | 'advance' | 'reexplain' | 'pause' | 'stop' | 'resume' | 'content';
export type RiskLabel = 'none' | 'full' | 'follow' | 'settled' | 'goodbye';

export interface UserTurn {
  user: string;
  act: DialogueAct;
  info?: InfoTopic;
  exercise: ExerciseLabel;
  technique?: string;
  risk: RiskLabel;
  risk_kind?: string;
  topic: string | null;
  name?: string;
}

export interface AriaDirective {
  aria: 'offer' | 'step' | 'menu';
  technique?: string;
  step?: number;
}

export type Turn = UserTurn | AriaDirective;

export interface Conversation {
  id: string;
  category: string;
  turns: Turn[];
  /** The batch file it came from. */
  batch: string;
  writer: string;
}

const ROOT = fileURLToPath(new URL('.', import.meta.url));

function files(split: Split): string[] {
  return readdirSync(`${ROOT}${split}`)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

export function loadConversations(split: Split): Conversation[] {
  return files(split)
    .filter((name) => !name.includes('-acts'))
    .flatMap((name) => {
      const batch = name.replace(/\.json$/, '');
      const list = JSON.parse(readFileSync(`${ROOT}${split}/${name}`, 'utf8')) as Omit<
        Conversation,
        'batch' | 'writer'
      >[];
      return list.map((conversation) => ({ ...conversation, batch, writer: batch.split('-')[0]! }));
    });
}

export function isUserTurn(turn: Turn): turn is UserTurn {
  return 'user' in turn;
}

export interface ActExampleText {
  text: string;
  act: DialogueAct;
  info?: InfoTopic;
  writer: string;
}

/** Every labelled message of a split: the single-message lists and the conversations' turns. */
export function actExamples(split: Split): ActExampleText[] {
  const singles = files(split)
    .filter((name) => name.includes('-acts'))
    .flatMap((name) =>
      (
        JSON.parse(readFileSync(`${ROOT}${split}/${name}`, 'utf8')) as {
          text: string;
          act: DialogueAct;
          info?: InfoTopic;
        }[]
      ).map((item) => ({ text: item.text, act: item.act, info: item.info, writer: name.split('-')[0]! })),
    );
  const turns = loadConversations(split).flatMap((conversation) =>
    conversation.turns
      .filter(isUserTurn)
      .map((turn) => ({ text: turn.user, act: turn.act, info: turn.info, writer: conversation.writer })),
  );
  return [...singles, ...turns];
}

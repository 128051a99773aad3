import { detectTheme, findSituation, type Theme } from '../scripted/themes';
import type { Topic } from './state';

/**
 * The subject of a message for the dialogue state (issue 22): the scripted themes, with the situations inside them
 * that are subjects of their own (a breakup and a fight with the partner, a job lost and work stress, a pet's death).
 */
export function topicOfTheme(theme: Theme, prepared: string): Topic {
  const situation = findSituation(theme, prepared);
  if (situation?.topic) return situation.topic;
  if (theme.id === 'relacionamento') return 'conflito-casal';
  return theme.id;
}

export function readTopic(prepared: string): Topic | null {
  const theme = detectTheme(prepared);
  return theme ? topicOfTheme(theme, prepared) : null;
}

/**
 * Writes lab/distress/conversation.json: the ordinary turns of the dialogue corpus's development batches
 * (lab/dialogue/dev) — "fiz", "tchau", "quanto custa?", a fight at home — as benign examples for the crisis
 * classifier. It had only ever seen whole emotional sentences, so a short reply it had no words for scored as a
 * crisis ("fiz" 0.93, "tchau" 0.92; issue 22). Evaluation batches are never read here. Turns the phrase lists
 * flag, the act lists' disclosures and every medication question are left out: they may hold crisis words.
 *
 *   npx tsx lab/distress/export-conversation-negatives.ts && npm run train:distress
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { actExamples, isUserTurn, loadConversations } from '../dialogue/corpus';
import { ruleCategories } from '../../src/server/aria/crisis/detector';
import { labelledCorpus } from './corpus';
import { readRisk } from '../../src/server/aria/risk/router';

const ordinary = new Set<string>();
for (const conversation of loadConversations('dev')) {
  for (const turn of conversation.turns) {
    if (!isUserTurn(turn) || !['none', 'settled', 'goodbye'].includes(turn.risk)) continue;
    // Pills named in a question ("tomei o clonazepam 2x sem querer") must not teach that pills are ordinary: an
    // overdose is written with the same words.
    if (turn.info === 'medication') continue;
    ordinary.add(turn.user);
  }
}
for (const example of actExamples('dev')) {
  if (example.act !== 'disclosure' && example.info !== 'medication') ordinary.add(example.text);
}
const elsewhere = new Set(
  labelledCorpus()
    .filter((item) => item.category !== 'conversation')
    .map((item) => item.text),
);
const texts = [...ordinary]
  .filter((text) => !elsewhere.has(text))
  .filter((text) => ruleCategories(text).length === 0)
  .filter((text) => {
    const risk = readRisk(text);
    return risk.violence.length === 0 && risk.urgent.length === 0;
  })
  .sort();
const target = fileURLToPath(new URL('./conversation.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(texts, null, 1)}\n`);
console.log(`${texts.length} ordinary conversation turns written to ${target}`);

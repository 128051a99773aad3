/**
 * Writes src/shared/aria/distress-conversation.json: the ordinary turns of the dialogue corpus's development batches
 * (lab/dialogue/dev) — "fiz", "tchau", "quanto custa?", a fight at home — as benign examples for the crisis
 * classifier. It had only ever seen whole emotional sentences, so a short reply it had no words for scored as a
 * crisis ("fiz" 0.93, "tchau" 0.92; issue 22). Evaluation batches are never read here. Turns the phrase lists
 * flag, and the act lists' disclosures, are left out: they may hold crisis words the lists rightly catch.
 *
 *   npx tsx scripts/export-conversation-negatives.ts && npm run train:distress
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { actExamples, isUserTurn, loadConversations } from '../lab/dialogue/corpus';
import { ruleCategories } from '../src/shared/aria/distress';
import { readRisk } from '../src/server/aria/risk/router';

const ordinary = new Set<string>();
for (const conversation of loadConversations('dev')) {
  for (const turn of conversation.turns) {
    if (!isUserTurn(turn) || !['none', 'settled', 'goodbye'].includes(turn.risk)) continue;
    ordinary.add(turn.user);
  }
}
for (const example of actExamples('dev')) if (example.act !== 'disclosure') ordinary.add(example.text);
const texts = [...ordinary]
  .filter((text) => ruleCategories(text).length === 0)
  .filter((text) => {
    const risk = readRisk(text);
    return risk.violence.length === 0 && risk.urgent.length === 0;
  })
  .sort();
const target = fileURLToPath(new URL('../src/shared/aria/distress-conversation.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(texts, null, 1)}\n`);
console.log(`${texts.length} ordinary conversation turns written to ${target}`);

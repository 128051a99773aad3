/**
 * Prints each turn of the named development conversations with what was expected and what Aria did, for tuning
 * (never for evaluation batches: lab/dialogue/README.md).
 *
 *   npx tsx scripts/trace-dialogue.ts w1-a-03 w2-b-10
 */
import { loadConversations } from '../lab/dialogue/corpus';
import { createEvaluationService, runConversation } from '../lab/dialogue/evaluate';
const ids = process.argv.slice(2);
const service = createEvaluationService();
for (const c of loadConversations('dev').filter((x) => ids.some((id) => x.id.startsWith(id)))) {
  console.log(`== ${c.id} ${c.category}`);
  for (const t of c.turns) if ('aria' in t) console.log('  [aria directive]', JSON.stringify(t));
  for (const j of await runConversation(service, c)) {
    const e = j.expected;
    console.log(
      `${j.wrong.length || j.grave ? 'XX' : 'ok'} > ${j.message}\n    exp ${e.act} ${e.exercise}${e.technique ? ':' + e.technique : ''} ${e.risk} ${e.topic}\n    got ${j.got.act} ${j.got.exercise}${j.got.technique ? ':' + j.got.technique : ''} ${j.got.risk} ${j.got.topic}\n    < ${j.reply.slice(0, 140).replace(/\n/g, ' ')}`,
    );
  }
}

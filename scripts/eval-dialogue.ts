/**
 * The dialogue evaluation (issue 22): every conversation of lab/dialogue run through the service, the share of turns
 * right per category and the grave errors. `--dev-only --errors` prints each wrong development turn for tuning;
 * evaluation batches are never printed turn by turn (lab/dialogue/README.md).
 *
 *   npm run eval:dialogue [-- --dev-only] [--errors]
 */
import { loadConversations } from '../lab/dialogue/corpus';
import { evaluate, formatReport } from '../lab/dialogue/evaluate';

const args = new Set(process.argv.slice(2));
const dev = await evaluate(loadConversations('dev'));
console.log(formatReport('development batches', dev));
if (args.has('--errors')) {
  for (const judgement of dev.judgements.filter((item) => item.wrong.length > 0 || item.grave)) {
    const e = judgement.expected;
    console.log(
      `\n[${judgement.conversation} #${judgement.index}] ${judgement.grave ? `GRAVE: ${judgement.grave} ` : ''}wrong: ${judgement.wrong.join(',')}\n  > ${judgement.message}\n  expected act=${e.act}${e.info ? `/${e.info}` : ''} ex=${e.exercise}${e.technique ? `:${e.technique}` : ''} risk=${e.risk} topic=${e.topic}${e.name ? ` name=${e.name}` : ''}\n  got      act=${judgement.got.act}${judgement.got.info ? `/${judgement.got.info}` : ''} ex=${judgement.got.exercise}${judgement.got.technique ? `:${judgement.got.technique}` : ''} risk=${judgement.got.risk} topic=${judgement.got.topic}\n  < ${judgement.reply.slice(0, 160).replace(/\n/g, ' ')}`,
    );
  }
}
if (!args.has('--dev-only')) {
  const held = await evaluate(loadConversations('eval'));
  console.log(formatReport('evaluation-only batches', held));
  for (const judgement of held.grave)
    console.log(`  grave: ${judgement.grave} (${judgement.conversation} #${judgement.index})`);
}

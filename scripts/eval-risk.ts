/**
 * Prints a risk family's figures (npm run eval:violence, npm run eval:urgent): recall by category and false alarms,
 * on the dev batches and on the evaluation-only batches (lab/risk/evaluate.ts).
 *
 *   npm run eval:violence -- [--errors] [--dev-only] [--cross]
 *
 * `--errors` lists the dev batches' misses and false alarms; `--dev-only` measures the dev batches alone, for the
 * rounds of work between two measurements. The evaluation-only batches' are never listed: reading
 * them would turn a measurement into something to fit. `--cross` adds leave-one-writer-out on the dev batches
 * (lab/risk/cross-validate.ts), the figure of merit between two blind measurements; with `--errors` it lists the
 * held-out misses and false alarms.
 */
import { crossValidate, type CrossValidation } from '../lab/risk/cross-validate';
import { evaluate, loadBatches, TARGETS, type Evaluation, type Family } from '../lab/risk/evaluate';

const family = process.argv[2] as Family;
if (family !== 'violence' && family !== 'urgent') {
  console.error('Uso: tsx scripts/eval-risk.ts violence|urgent [--errors]');
  process.exit(2);
}
const verbose = process.argv.includes('--errors');
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function print(title: string, result: Evaluation) {
  console.log(`\n${title}`);
  for (const entry of result.categories) {
    console.log(
      `  ${entry.category.padEnd(24)} ${percent(entry.detected / entry.total).padStart(6)} of ${entry.total}` +
        `  (right kind ${percent(entry.rightKind / entry.total)})`,
    );
  }
  console.log(
    `  recall ${percent(result.recall)} (lowest category ${percent(result.lowestCategoryRecall)}), right kind ` +
      `${percent(result.kindAccuracy)}; false alarms ${percent(result.falseAlarmRate)} ` +
      `(${result.falseAlarms} of ${result.benignTotal}); any risk answer on a benign message ` +
      `${percent(result.anyRiskAlarms / result.benignTotal)} (${result.anyRiskAlarms})`,
  );
  for (const entry of result.benignCategories) {
    if (entry.flagged > 0) console.log(`    benign ${entry.category}: ${entry.flagged} of ${entry.total}`);
  }
}

const target = TARGETS[family];
console.log(
  `Risk family "${family}": targets on the evaluation-only batches — recall ≥ ${percent(target.recall)}` +
    `${family === 'urgent' ? ' in every category' : ''}, false alarms ≤ ${percent(target.falseAlarms)}.`,
);
const dev = loadBatches(family, 'dev');
const devResult = evaluate(family, dev);
print(`Dev batches (${dev.map((batch) => batch.writer).join(', ')}): may be read`, devResult);
if (!process.argv.includes('--dev-only')) {
  const evaluation = loadBatches(family, 'eval');
  if (evaluation.length === 0) console.log('\nNo evaluation-only batches yet.');
  else
    print(
      `Evaluation-only batches (${evaluation.map((batch) => batch.writer).join(', ')}): measured, never read`,
      evaluate(family, evaluation),
    );
}

function printCross(result: CrossValidation) {
  console.log(`\nLeave-one-writer-out on the dev batches (classifier retrained without each writer):`);
  for (const entry of result.writers)
    console.log(
      `  held out ${entry.writer.padEnd(4)} recall ${percent(entry.recall).padStart(6)} (lowest category ` +
        `${percent(entry.lowestCategoryRecall)}), false alarms ${percent(entry.falseAlarmRate)}`,
    );
  for (const entry of result.categories)
    console.log(`  ${entry.category.padEnd(24)} ${percent(entry.recall).padStart(6)} of ${entry.total}`);
  for (const entry of result.benignCategories)
    if (entry.flagged > 0) console.log(`    benign ${entry.category}: ${entry.flagged} of ${entry.total}`);
  console.log(
    `  mean over ${result.writers.length} writers: recall ${percent(result.recall)}, false alarms ` +
      `${percent(result.falseAlarmRate)}; lowest category (pooled) ${percent(result.lowestCategoryRecall)}`,
  );
}

if (process.argv.includes('--cross')) {
  const cross = crossValidate(family);
  printCross(cross);
  if (verbose) for (const line of cross.errors) console.log(`  ${line}`);
}
if (verbose && !process.argv.includes('--cross')) {
  console.log('\nDev misses:');
  for (const miss of devResult.misses) console.log(`  [${miss.category}] (${miss.read}) ${miss.message}`);
  console.log('\nDev false alarms:');
  for (const alarm of devResult.alarms) console.log(`  [${alarm.category}] (${alarm.read}) ${alarm.message}`);
}

/**
 * Prints the crisis detector's figures (npm run eval:distress): cross-validated recall and false alarms by
 * category (the classifier retrained per fold; the phrase lists fixed, see evaluate.ts), then the committed
 * detector on DEV_SET, TEST_SET, HELD_OUT and the evaluation writers' batches (c, d, s, t, w, x), then its time per
 * message.
 *
 *   npm run eval:distress -- [folds] [--errors]
 *
 * `--errors` lists the corpus's cross-validated errors and DEV_SET's misses and false alarms. TEST_SET's,
 * HELD_OUT's and the evaluation writers' (c, d, s, t, w, x) are never listed: reading them would turn a measurement into something to fit.
 */
import {
  checkSet,
  crossValidate,
  measureLatency,
  type SetCheck,
  TARGET_FALSE_ALARM_RATE,
  TARGET_RECALL,
} from './evaluate';
import { INDEPENDENT_SETS, writersSet } from './evaluation-sets';
import committedModel from '../../src/server/aria/crisis/model.json';

const folds = Number(process.argv.slice(2).find((argument) => /^\d+$/.test(argument)) ?? 5);
const verbose = process.argv.includes('--errors');
const result = crossValidate(folds);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

console.log(
  `Crisis detector, ${folds}-fold cross-validation (classifier retrained per fold, threshold ${result.threshold} ` +
    `chosen on these folds; rules fixed)\n`,
);
if (result.threshold !== committedModel.threshold) {
  console.log(`(the committed model uses ${committedModel.threshold}: run npm run train:distress)\n`);
}
console.log('category                kind     n    flagged  rules  classifier');
for (const row of result.categories) {
  console.log(
    `${row.category.padEnd(22)}  ${(row.crisis ? 'crisis' : 'benign').padEnd(7)} ${String(row.total).padStart(3)}  ` +
      `${percent(row.flagged / row.total).padStart(7)}  ${percent(row.byRules / row.total).padStart(5)}  ` +
      `${percent(row.byClassifier / row.total).padStart(9)}`,
  );
  if (verbose)
    for (const error of row.errors) console.log(`    ${row.crisis ? 'missed' : 'flagged'}: ${error}`);
}
console.log('');
console.log(
  `rules only:       recall ${percent(result.rulesOnly.recall)}, false alarms ${percent(result.rulesOnly.falseAlarmRate)}`,
);
console.log(
  `classifier only:  recall ${percent(result.classifierOnly.recall)}, false alarms ${percent(result.classifierOnly.falseAlarmRate)}`,
);
console.log(
  `rules or classifier (what the server uses): recall ${percent(result.recall)}, false alarms ${percent(result.falseAlarmRate)}`,
);
const ok = result.recall >= TARGET_RECALL && result.falseAlarmRate <= TARGET_FALSE_ALARM_RATE;
console.log(
  `targets: recall >= ${percent(TARGET_RECALL)}, false alarms <= ${percent(TARGET_FALSE_ALARM_RATE)}: ${ok ? 'met' : 'NOT met'}`,
);

const line = (name: string, check: SetCheck) =>
  console.log(
    `${name.padEnd(9)} ${String(check.crisisTotal).padStart(3)} + ${String(check.benignTotal).padEnd(3)}  ` +
      `recall ${percent(check.recall).padStart(6)}, false alarms ${percent(check.falseAlarmRate).padStart(5)}`,
  );
console.log('\nThe committed detector on sets it was not trained on (crisis + benign messages):');
const dev = checkSet(INDEPENDENT_SETS.dev);
line('DEV', dev);
if (verbose) {
  for (const text of dev.missed) console.log(`    missed: ${text}`);
  for (const text of dev.flagged) console.log(`    flagged: ${text}`);
}
line('TEST', checkSet(INDEPENDENT_SETS.test));
line('HELD_OUT', checkSet(INDEPENDENT_SETS.heldOut));
line('WRITER_C', checkSet(INDEPENDENT_SETS.writerC));
line('WRITER_D', checkSet(INDEPENDENT_SETS.writerD));
line('WRITER_S', checkSet(INDEPENDENT_SETS.writerS));
line('WRITER_T', checkSet(INDEPENDENT_SETS.writerT));
line('WRITER_W', checkSet(INDEPENDENT_SETS.writerW));
line('WRITER_X', checkSet(INDEPENDENT_SETS.writerX));
line('WRITERS', checkSet(writersSet()));

const latency = measureLatency();
console.log(
  `\nTime per message (${latency.messages} messages: the corpus and long ones up to ${latency.longest} characters; ` +
    `each message's fastest of 3 readings): mean ${latency.mean.toFixed(3)} ms, p99 ${latency.p99.toFixed(3)} ms, ` +
    `max ${latency.max.toFixed(3)} ms`,
);
process.exitCode = ok ? 0 : 1;

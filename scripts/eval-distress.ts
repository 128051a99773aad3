/**
 * Prints the crisis detector's cross-validated recall and false-alarm rate by category (npm run eval:distress).
 * The classifier is retrained for each fold; the phrase lists are fixed (see distress-eval.ts).
 */
import {
  crossValidate,
  heldOutCheck,
  TARGET_FALSE_ALARM_RATE,
  TARGET_RECALL,
} from '../src/shared/aria/distress-eval';

const folds = Number(process.argv[2] ?? 5);
const verbose = process.argv.includes('--errors');
const result = crossValidate(folds);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

console.log(`Crisis detector, ${folds}-fold cross-validation (classifier retrained per fold; rules fixed)\n`);
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
const heldOut = heldOutCheck();
console.log(
  `\nheld-out check (written after the detector was fixed, never tuned on): recall ${percent(heldOut.recall)}, false alarms ${percent(heldOut.falseAlarmRate)}`,
);
if (verbose) {
  for (const text of heldOut.missed) console.log(`    missed: ${text}`);
  for (const text of heldOut.flagged) console.log(`    flagged: ${text}`);
}
process.exitCode = ok ? 0 : 1;

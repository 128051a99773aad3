/**
 * Trains the urgent detector's classifier (src/server/aria/risk/urgent-classifier.ts) on every dev batch of
 * lab/risk/urgent and writes src/server/aria/risk/urgent-model.json. Before that, leave-one-writer-out: for each
 * writer, the models are trained on the other writers and score the one left out; from those unseen scores each
 * kind's threshold is chosen so that the whole detector (phrase lists or classifier) keeps its false alarms on the
 * benign messages within FALSE_ALARM_BUDGET while the lowest category's recall is as high as it can be. Prints the
 * leave-one-writer-out figures (the phrase lists were written from some of these writers, so their share of the
 * figure is optimistic; the classifier's is not). Deterministic: the same batches give the same file.
 *
 *   npx tsx scripts/train-urgent.ts [--no-write] [--errors]
 */
import { writeFileSync } from 'node:fs';
import prettier from 'prettier';
import { fileURLToPath } from 'node:url';
import { trainUrgentModel, urgentItems } from '../lab/risk/training';
import { URGENT_KINDS } from '../src/server/aria/risk/kinds';
import { combineUrgent } from '../src/server/aria/risk/urgent';
import { encodeUrgentModel, urgentProbabilities } from '../src/server/aria/risk/urgent-classifier';

/** The classifier's share of the budget is what the phrase lists leave of it. */
const FALSE_ALARM_BUDGET = 0.03;
/**
 * No kind flags below this probability: lower thresholds meet the budget on the batches' benign messages but read
 * a kind into any message on its topic ("comprei um martelo pra pendurar os quadros"). At 0.2 the classifier alone
 * read an urgent state into 5.5% of the crisis corpus's 3,361 ordinary messages ("minha chefe me mandou uma
 * mensagem grossa" as psychosis, "a ansiedade da prova de amanhã" as a minor); at 0.5, 2.3% (ADR 023).
 */
const MIN_THRESHOLD = 0.5;
const items = urgentItems();
const writers = [...new Set(items.map((item) => item.writer))];

// Leave one writer out: each item scored by models that never saw its writer.
const unseen: number[][] = new Array(items.length);
for (const writer of writers) {
  const model = trainUrgentModel(items.filter((item) => item.writer !== writer));
  items.forEach((item, index) => {
    if (item.writer === writer) unseen[index] = urgentProbabilities(model, item.features);
  });
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const benign = items.map((item, index) => index).filter((index) => items[index]!.kind === -1);
const byKind = URGENT_KINDS.map((_, kind) =>
  items.map((item, index) => index).filter((index) => items[index]!.kind === kind),
);

function figures(thresholds: readonly number[], subset: (index: number) => boolean = () => true) {
  const read = (index: number) =>
    combineUrgent(items[index]!.rules, unseen[index]!, thresholds, items[index]!.allowed);
  const recalls = byKind.map((indices, kind) => {
    const mine = indices.filter(subset);
    return mine.filter((index) => read(index).includes(URGENT_KINDS[kind]!)).length / mine.length;
  });
  const mine = benign.filter(subset);
  const alarms = mine.filter((index) => read(index).length > 0).length / mine.length;
  return { recalls, alarms };
}

/** The classifier alone, on unseen writers: what it adds where the phrase lists have not seen the phrasing. */
function modelFigures(thresholds: readonly number[]) {
  const flags = (index: number, kind: number) =>
    items[index]!.allowed[kind]! && unseen[index]![kind]! >= thresholds[kind]!;
  const recalls = byKind.map(
    (indices, kind) => indices.filter((index) => flags(index, kind)).length / indices.length,
  );
  const alarms =
    benign.filter((index) => URGENT_KINDS.some((_, kind) => flags(index, kind))).length / benign.length;
  return { recalls, alarms };
}

// Greedy: lower the threshold of the kind whose classifier-alone recall is lowest, while the whole detector's
// false alarms stay within budget. The classifier's own recall is the objective, not the whole detector's: the
// phrase lists were written from these writers, so their share would hide what an unseen writer needs.
const candidates = URGENT_KINDS.map((_, kind) =>
  [...new Set(items.map((_, index) => unseen[index]![kind]!))]
    .filter((p) => p >= MIN_THRESHOLD)
    .sort((a, b) => b - a),
);
const thresholds = URGENT_KINDS.map(() => 1.01);
const position = URGENT_KINDS.map(() => -1);
const frozen = URGENT_KINDS.map(() => false);
let current = modelFigures(thresholds);
while (frozen.some((value) => !value)) {
  let lowest = -1;
  for (let kind = 0; kind < URGENT_KINDS.length; kind += 1) {
    if (frozen[kind]) continue;
    if (lowest < 0 || current.recalls[kind]! < current.recalls[lowest]!) lowest = kind;
  }
  const next = position[lowest]! + 1;
  if (next >= candidates[lowest]!.length) {
    frozen[lowest] = true;
    continue;
  }
  const trial = [...thresholds];
  trial[lowest] = candidates[lowest]![next]!;
  if (figures(trial).alarms > FALSE_ALARM_BUDGET) {
    frozen[lowest] = true;
    continue;
  }
  thresholds[lowest] = trial[lowest]!;
  position[lowest] = next;
  current = modelFigures(thresholds);
}

const rulesOnly = figures(URGENT_KINDS.map(() => 2));
const modelOnly = modelFigures(thresholds);
const both = figures(thresholds);
const show = (title: string, result: { recalls: number[]; alarms: number }) =>
  console.log(
    `${title.padEnd(30)} ${URGENT_KINDS.map((kind, index) => `${kind} ${percent(result.recalls[index]!)}`).join(', ')}` +
      `; false alarms ${percent(result.alarms)}`,
  );
console.log(`Leave-one-writer-out over ${writers.join(', ')} (${items.length} messages)`);
show('phrase lists (fitted on them)', rulesOnly);
show('classifier, unseen writer', modelOnly);
show('both halves', both);
for (const writer of writers)
  show(
    `  writer ${writer}`,
    figures(thresholds, (index) => items[index]!.writer === writer),
  );
if (process.argv.includes('--errors')) {
  // Each writer's misses and false alarms as an unseen writer: what the next writer may do.
  items.forEach((item, index) => {
    const read = combineUrgent(item.rules, unseen[index]!, thresholds, item.allowed);
    if (item.kind >= 0 && !read.includes(URGENT_KINDS[item.kind]!))
      console.log(`  miss ${item.writer} [${URGENT_KINDS[item.kind]}] (${read.join(',')}) ${item.message}`);
    if (item.kind < 0 && read.length > 0)
      console.log(`  alarm ${item.writer} (${read.join(',')}) ${item.message}`);
  });
}
if (process.argv.includes('--curve')) {
  // Each kind's classifier-alone recall and the whole detector's false alarms at a few thresholds.
  for (const level of [0.2, 0.3, 0.4, 0.5, 0.6, 0.7]) {
    const trial = thresholds.map(() => level);
    const model = modelFigures(trial);
    const whole = figures(trial);
    show(`  all at ${level}`, { recalls: model.recalls, alarms: whole.alarms });
  }
}
if (process.argv.includes('--model-errors')) {
  // The classifier alone on an unseen writer: the phrasing the phrase lists will have to catch on a new writer.
  items.forEach((item, index) => {
    const kind = item.kind;
    if (kind >= 0 && !(item.allowed[kind]! && unseen[index]![kind]! >= thresholds[kind]!))
      console.log(
        `  model miss ${item.writer} [${URGENT_KINDS[kind]}] (${unseen[index]![kind]!.toFixed(2)}${item.allowed[kind] ? '' : ', gated'}) ${item.message}`,
      );
  });
}
console.log(`thresholds ${thresholds.map((value) => value.toFixed(3)).join(' ')}`);

if (!process.argv.includes('--no-write')) {
  const rounded = thresholds.map((value) => Math.round(value * 1000) / 1000);
  const model = encodeUrgentModel(trainUrgentModel(items), rounded);
  const target = fileURLToPath(new URL('../src/server/aria/risk/urgent-model.json', import.meta.url));
  // Written as prettier formats it, so a retrain gives the committed file byte for byte.
  const options = (await prettier.resolveConfig(target)) ?? {};
  writeFileSync(target, await prettier.format(JSON.stringify(model), { ...options, filepath: target }));
  console.log(`weights written to ${target}`);
}

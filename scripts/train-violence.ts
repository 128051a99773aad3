/**
 * Trains the violence classifier (src/server/aria/risk/violence-classifier.ts) on the dev batches and writes
 * src/server/aria/risk/violence-model.json. Its thresholds are chosen first by leave-one-writer-out: each dev writer
 * in turn is left out, the models are trained on the others, and the combined detector (phrase lists, then the
 * classifier) is measured on the one left out; the figures printed are those pooled held-out readings. The
 * detection thresholds (one plain, one in a benign context or without a word of harm) are those that read the most
 * messages while the held-out false alarms stay within budget, pooled and on the newest writers alone; the kind
 * threshold the one that reads the most messages as their own kind. Deterministic: the same batches give the same
 * file.
 *
 *   npx tsx scripts/train-violence.ts [--dry-run] [--errors]
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trainViolence, trainViolenceDetect, trainViolenceKinds, violenceItems } from '../lab/risk/training';
import { combineScores, type Thresholds } from '../src/server/aria/risk/violence';
import {
  encodeWeights,
  FEATURE_BITS,
  FEATURE_VERSION,
  probability,
  rankKinds,
  type ViolenceModel,
} from '../src/server/aria/risk/violence-classifier';

/** Held-out false alarms allowed for the combined detector: well below the 5% target, as the lists fit these batches. */
const FALSE_ALARM_BUDGET = 0.01;
/**
 * The same on the newest writers alone (the last two batches): the lists were written before them, so their rows
 * are the most honest picture of an unseen writer, and the thresholds must keep their false alarms within this.
 */
const NEWEST_BUDGET = 0.02;
const NEWEST_COUNT = 3;
/**
 * Held-out false alarms allowed on the urgent family's benign messages (ordinary life: a baby's sleep, faith, an
 * anger let go, a drink): they are extra negatives here, each urgent writer left out in turn like a violence writer.
 */
const URGENT_BUDGET = 0.015;

const items = violenceItems();
const trainDetect = trainViolenceDetect;
const trainAll = trainViolence;

const writers = [...new Set(items.map((item) => item.writer))];
const violenceWriters = [
  ...new Set(items.filter((item) => item.family === 'violence').map((item) => item.writer)),
];
const urgentWriters = writers.filter((writer) => !violenceWriters.includes(writer));
// An urgent writer has no violence messages: the kind models trained without them are those trained on all.
const allKinds = trainViolenceKinds(items);
const NO_THRESHOLDS: Thresholds = { threshold: 2, contextThreshold: 2, kindThreshold: 2 };
// Not below 0.6: at 0.4 the classifier alone read violence into 2.9% of the crisis corpus's 3,361 ordinary messages
// ("hoje faz um ano sem me machucar"), at 0.6 2.1% (ADR 023).
const THRESHOLDS = [0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.01];
// In a benign context (a game, a film, laughter, an accident, a quarrel, no word of harm) not below 0.75. Retrained on
// 18 writers, at 0.6 the classifier read violence into 4.2% of the crisis corpus's 3,361 ordinary messages (round 5's
// model: 3.7%) and into ordinary turns of the dialogue corpus (73.9% of its dev turns right, 49 grave errors; round
// 5: 74.4%, 48); at 0.75, 3.6% and 74.7%, 45 (lab/risk/README.md, round 6).
const MIN_CONTEXT_THRESHOLD = 0.75;
// Not below 0.8: a kind added to the lists' reading changes the answer, so only one the kind model is sure of.
const KIND_THRESHOLDS = [0.8, 0.9, 0.95, 1.01];
const newest = violenceWriters.slice(-NEWEST_COUNT);
// Each held-out message is scored once by its fold's models; the thresholds are then tried on the scores.
const folds = writers.map((writer) => {
  const training = items.filter((item) => item.writer !== writer);
  const model = {
    ...(urgentWriters.includes(writer)
      ? { detect: trainDetect(training), kinds: allKinds }
      : trainAll(training)),
    ...NO_THRESHOLDS,
  };
  return {
    writer,
    heldOut: items
      .filter((item) => item.writer === writer)
      .map((item) => ({
        item,
        detected: probability(model.detect, item.features),
        ranked: rankKinds(model, item.features),
      })),
  };
});

interface Figures {
  recall: number;
  rightKind: number;
  falseAlarms: number;
  /** On the urgent family's benign messages. */
  urgentAlarms: number;
  byCategory: Map<string, [number, number]>;
  /** Flagged and total by benign category, "urgent/…" for the urgent family's. */
  byBenign: Map<string, [number, number]>;
  /** The urgent states read as violence, by category. */
  byUrgent: Map<string, [number, number]>;
}

function measure(thresholds: Thresholds, only?: readonly string[]): Figures {
  let positives = 0;
  let detected = 0;
  let right = 0;
  let benign = 0;
  let alarms = 0;
  let urgentBenign = 0;
  let urgentAlarms = 0;
  const byCategory = new Map<string, [number, number]>();
  const byBenign = new Map<string, [number, number]>();
  const byUrgent = new Map<string, [number, number]>();
  for (const fold of folds) {
    if (only && !only.includes(fold.writer)) continue;
    for (const { item, detected: score, ranked } of fold.heldOut) {
      const read = combineScores(item.rules, score, ranked, item.cues, thresholds);
      if (item.urgent !== undefined) {
        const entry = byUrgent.get(item.urgent) ?? [0, 0];
        byUrgent.set(item.urgent, [entry[0] + (read.length > 0 ? 1 : 0), entry[1] + 1]);
        continue;
      }
      if (item.category === null) {
        const flagged = read.length > 0 ? 1 : 0;
        const key = `${item.family === 'urgent' ? 'urgent/' : ''}${item.benign ?? ''}`;
        const entry = byBenign.get(key) ?? [0, 0];
        byBenign.set(key, [entry[0] + flagged, entry[1] + 1]);
        if (item.family === 'urgent') {
          urgentBenign += 1;
          urgentAlarms += flagged;
        } else {
          benign += 1;
          alarms += flagged;
        }
        continue;
      }
      positives += 1;
      const hit = read.length > 0;
      const entry = byCategory.get(item.category) ?? [0, 0];
      byCategory.set(item.category, [entry[0] + (hit ? 1 : 0), entry[1] + 1]);
      if (hit) detected += 1;
      if (item.kind === null ? hit && item.crisis : read.includes(item.kind)) right += 1;
    }
  }
  return {
    recall: positives ? detected / positives : 0,
    rightKind: positives ? right / positives : 0,
    falseAlarms: benign ? alarms / benign : 0,
    urgentAlarms: urgentBenign ? urgentAlarms / urgentBenign : 0,
    byCategory,
    byBenign,
    byUrgent,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const describe = (figures: Figures) =>
  `recall ${percent(figures.recall)}, right kind ${percent(figures.rightKind)}, false alarms ${percent(figures.falseAlarms)}` +
  `, on the urgent family's benign ${percent(figures.urgentAlarms)}`;
const rulesOnly = measure(NO_THRESHOLDS);
console.log(`Lists alone (fitted to these batches): ${describe(rulesOnly)}`);
console.log(`Leave-one-writer-out, lists + classifier (threshold / in a benign context / kind threshold):`);
let chosen = { thresholds: NO_THRESHOLDS, figures: rulesOnly, newest: measure(NO_THRESHOLDS, newest) };
for (const threshold of THRESHOLDS) {
  for (const contextThreshold of THRESHOLDS.filter(
    (value) => value >= threshold && value >= MIN_CONTEXT_THRESHOLD,
  )) {
    for (const kindThreshold of KIND_THRESHOLDS) {
      const thresholds = { threshold, contextThreshold, kindThreshold };
      const figures = measure(thresholds);
      const newestFigures = measure(thresholds, newest);
      if (
        kindThreshold === 0.8 &&
        (contextThreshold === Math.max(threshold, 0.8) || contextThreshold === 1.01)
      )
        console.log(
          `  ${threshold.toFixed(2)} / ${contextThreshold.toFixed(2)} / ${kindThreshold.toFixed(2)}: ` +
            `${describe(figures)}; newest ${describe(newestFigures)}`,
        );
      const better =
        figures.falseAlarms <= FALSE_ALARM_BUDGET + 1e-9 &&
        newestFigures.falseAlarms <= NEWEST_BUDGET + 1e-9 &&
        figures.urgentAlarms <= URGENT_BUDGET + 1e-9 &&
        (figures.recall > chosen.figures.recall + 1e-9 ||
          (Math.abs(figures.recall - chosen.figures.recall) < 1e-9 &&
            figures.rightKind > chosen.figures.rightKind + 1e-9));
      if (better) chosen = { thresholds, figures, newest: newestFigures };
    }
  }
}
const { threshold, contextThreshold, kindThreshold } = chosen.thresholds;
console.log(
  `Chosen ${threshold} / ${contextThreshold} / ${kindThreshold}: ${describe(chosen.figures)}; ` +
    `newest (${newest.join(', ')}) ${describe(chosen.newest)}`,
);
for (const [category, [hit, total]] of chosen.figures.byCategory)
  console.log(`  ${category.padEnd(24)} ${percent(hit / total)}`);
for (const [category, [hit, total]] of chosen.figures.byBenign)
  console.log(`  benign ${category.padEnd(32)} ${hit} of ${total}`);
for (const [category, [hit, total]] of chosen.figures.byUrgent)
  console.log(`  urgent state ${category.padEnd(26)} ${hit} of ${total} read as violence`);
for (const writer of violenceWriters)
  console.log(`  held out ${writer}: ${describe(measure(chosen.thresholds, [writer]))}`);
for (const writer of urgentWriters)
  console.log(
    `  held out ${writer}: on the urgent family's benign ${percent(measure(chosen.thresholds, [writer]).urgentAlarms)}`,
  );

if (process.argv.includes('--errors')) {
  // The held-out misses, false alarms and wrong kinds at the chosen thresholds: what the next round reads.
  for (const fold of folds) {
    for (const { item, detected: score, ranked } of fold.heldOut) {
      const read = combineScores(item.rules, score, ranked, item.cues, chosen.thresholds);
      const wrong =
        item.category === null
          ? read.length > 0
          : read.length === 0 || (item.kind !== null && !read.includes(item.kind));
      if (wrong)
        console.log(
          `  ${fold.writer} [${item.category ?? item.urgent ?? 'benign'}] (${read.join(',') || '-'}) p=${score.toFixed(2)} ` +
            `${item.rules.length ? 'lists' : item.cues.benign ? 'classifier, benign context' : 'classifier'}: ${item.message}`,
        );
    }
  }
}

if (!process.argv.includes('--dry-run')) {
  const full = trainAll(items);
  const model: ViolenceModel = {
    version: FEATURE_VERSION,
    bits: FEATURE_BITS,
    threshold,
    contextThreshold,
    kindThreshold,
    models: [
      encodeWeights('violence', full.detect),
      ...full.kinds.map(([kind, w]) => encodeWeights(kind, w)),
    ],
  };
  const target = fileURLToPath(new URL('../src/server/aria/risk/violence-model.json', import.meta.url));
  writeFileSync(target, `${JSON.stringify(model, null, 2)}\n`);
  console.log(`Trained on ${items.length} messages; weights written to ${target}`);
}

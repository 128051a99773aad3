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
import { loadBatches, VIOLENCE_CATEGORY_KIND } from '../lab/risk/evaluate';
import { detectCrisis } from '../src/shared/aria/distress';
import { VIOLENCE_KINDS, type ViolenceKind } from '../src/server/aria/risk/kinds';
import { readRiskText } from '../src/server/aria/risk/reader';
import {
  combineScores,
  detectViolenceByRules,
  victimCues,
  type Thresholds,
  type VictimCues,
} from '../src/server/aria/risk/violence';
import {
  encodeWeights,
  FEATURE_BITS,
  FEATURE_VERSION,
  featuresOf,
  probability,
  rankKinds,
  train,
  type DecodedModel,
  type Example,
  type ViolenceModel,
} from '../src/server/aria/risk/violence-classifier';

/** Held-out false alarms allowed for the combined detector: well below the 5% target, as the lists fit these batches. */
const FALSE_ALARM_BUDGET = 0.01;
/**
 * The same on the newest writers alone (the last two batches): the lists were written before them, so their rows
 * are the most honest picture of an unseen writer, and the thresholds must keep their false alarms within this.
 */
const NEWEST_BUDGET = 0.02;
const NEWEST_COUNT = 2;
// Stronger L2 than the crisis model: by leave-one-writer-out it keeps recall and cuts false alarms (1e-5: 2.5%).
const DETECT_OPTIONS = { epochs: 25, rate: 0.5, l2: 3e-4 };
const KIND_OPTIONS = { epochs: 25, rate: 0.5, l2: 1e-5 };

interface Item {
  message: string;
  writer: string;
  category: string | null;
  kind: ViolenceKind | null;
  crisis: boolean;
  features: number[];
  rules: ViolenceKind[];
  cues: VictimCues;
}

const items: Item[] = [];
for (const batch of loadBatches('violence', 'dev')) {
  for (const [category, messages] of Object.entries(batch.positive)) {
    for (const message of messages) {
      const text = readRiskText(message);
      items.push({
        message,
        writer: batch.writer,
        category,
        kind: VIOLENCE_CATEGORY_KIND[category] ?? null,
        crisis: category === 'with-crisis' && detectCrisis(message),
        features: featuresOf(text),
        rules: detectViolenceByRules(text),
        cues: victimCues(text),
      });
    }
  }
  for (const messages of Object.values(batch.benign)) {
    for (const message of messages) {
      const text = readRiskText(message);
      items.push({
        message,
        writer: batch.writer,
        category: null,
        kind: null,
        crisis: false,
        features: featuresOf(text),
        rules: detectViolenceByRules(text),
        cues: victimCues(text),
      });
    }
  }
}

function trainAll(training: readonly Item[]): Omit<DecodedModel, keyof Thresholds> {
  const detect = train(
    training.map((item): Example => ({ features: item.features, label: item.category !== null })),
    DETECT_OPTIONS,
  );
  const positives = training.filter((item) => item.kind !== null);
  const kinds = VIOLENCE_KINDS.map((kind): [ViolenceKind, ReturnType<typeof train>] => [
    kind,
    train(
      positives.map((item): Example => ({ features: item.features, label: item.kind === kind })),
      KIND_OPTIONS,
    ),
  ]);
  return { detect, kinds };
}

const writers = [...new Set(items.map((item) => item.writer))];
const NO_THRESHOLDS: Thresholds = { threshold: 2, contextThreshold: 2, kindThreshold: 2 };
const THRESHOLDS = [0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.01];
// Not below 0.8: a kind added to the lists' reading changes the answer, so only one the kind model is sure of.
const KIND_THRESHOLDS = [0.8, 0.9, 0.95, 1.01];
const newest = writers.slice(-NEWEST_COUNT);
// Each held-out message is scored once by its fold's models; the thresholds are then tried on the scores.
const folds = writers.map((writer) => {
  const model = { ...trainAll(items.filter((item) => item.writer !== writer)), ...NO_THRESHOLDS };
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
  byCategory: Map<string, [number, number]>;
}

function measure(thresholds: Thresholds, only?: readonly string[]): Figures {
  let positives = 0;
  let detected = 0;
  let right = 0;
  let benign = 0;
  let alarms = 0;
  const byCategory = new Map<string, [number, number]>();
  for (const fold of folds) {
    if (only && !only.includes(fold.writer)) continue;
    for (const { item, detected: score, ranked } of fold.heldOut) {
      const read = combineScores(item.rules, score, ranked, item.cues, thresholds);
      if (item.category === null) {
        benign += 1;
        if (read.length > 0) alarms += 1;
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
    recall: detected / positives,
    rightKind: right / positives,
    falseAlarms: alarms / benign,
    byCategory,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const describe = (figures: Figures) =>
  `recall ${percent(figures.recall)}, right kind ${percent(figures.rightKind)}, false alarms ${percent(figures.falseAlarms)}`;
const rulesOnly = measure(NO_THRESHOLDS);
console.log(`Lists alone (fitted to these batches): ${describe(rulesOnly)}`);
console.log(`Leave-one-writer-out, lists + classifier (threshold / in a benign context / kind threshold):`);
let chosen = { thresholds: NO_THRESHOLDS, figures: rulesOnly, newest: measure(NO_THRESHOLDS, newest) };
for (const threshold of THRESHOLDS) {
  for (const contextThreshold of THRESHOLDS.filter((value) => value >= threshold)) {
    for (const kindThreshold of KIND_THRESHOLDS) {
      const thresholds = { threshold, contextThreshold, kindThreshold };
      const figures = measure(thresholds);
      const newestFigures = measure(thresholds, newest);
      if (kindThreshold === 0.9 && (contextThreshold === threshold || contextThreshold === 1.01))
        console.log(
          `  ${threshold.toFixed(2)} / ${contextThreshold.toFixed(2)} / ${kindThreshold.toFixed(2)}: ` +
            `${describe(figures)}; newest ${describe(newestFigures)}`,
        );
      const better =
        figures.falseAlarms <= FALSE_ALARM_BUDGET + 1e-9 &&
        newestFigures.falseAlarms <= NEWEST_BUDGET + 1e-9 &&
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
for (const writer of writers)
  console.log(`  held out ${writer}: ${describe(measure(chosen.thresholds, [writer]))}`);

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
          `  ${fold.writer} [${item.category ?? 'benign'}] (${read.join(',') || '-'}) p=${score.toFixed(2)} ` +
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

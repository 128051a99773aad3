/**
 * Trains the violence classifier (src/server/aria/risk/violence-classifier.ts) on the dev batches and writes
 * src/server/aria/risk/violence-model.json. Its thresholds are chosen first by leave-one-writer-out: each dev writer
 * in turn is left out, the models are trained on the others, and the combined detector (phrase lists, then the
 * classifier) is measured on the one left out; the figures printed are those pooled held-out readings. The
 * detection threshold is the lowest whose held-out false alarms stay within budget; the kind threshold the one
 * that reads the most messages as their own kind. Deterministic: the same batches give the same file.
 *
 *   npx tsx scripts/train-violence.ts [--dry-run]
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadBatches, VIOLENCE_CATEGORY_KIND } from '../lab/risk/evaluate';
import { detectCrisis } from '../src/shared/aria/distress';
import { VIOLENCE_KINDS, type ViolenceKind } from '../src/server/aria/risk/kinds';
import { readRiskText } from '../src/server/aria/risk/reader';
import {
  combine,
  detectViolenceByRules,
  victimCues,
  type VictimCues,
} from '../src/server/aria/risk/violence';
import {
  encodeWeights,
  FEATURE_BITS,
  FEATURE_VERSION,
  featuresOf,
  train,
  type DecodedModel,
  type Example,
  type ViolenceModel,
} from '../src/server/aria/risk/violence-classifier';

/** Held-out false alarms allowed for the combined detector; below the 5% target, as the lists' own are optimistic here. */
const FALSE_ALARM_BUDGET = 0.02;
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

function trainAll(training: readonly Item[]): Omit<DecodedModel, 'threshold' | 'kindThreshold'> {
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
const THRESHOLDS = [0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.01];
// Not below 0.8: a kind added to the lists' reading changes the answer, so only one the kind model is sure of.
const KIND_THRESHOLDS = [0.8, 0.9, 0.95, 1.01];
const folds = writers.map((writer) => ({
  writer,
  model: trainAll(items.filter((item) => item.writer !== writer)),
  heldOut: items.filter((item) => item.writer === writer),
}));

interface Figures {
  recall: number;
  rightKind: number;
  falseAlarms: number;
  byCategory: Map<string, [number, number]>;
}

function measure(threshold: number, kindThreshold: number, only?: string): Figures {
  let positives = 0;
  let detected = 0;
  let right = 0;
  let benign = 0;
  let alarms = 0;
  const byCategory = new Map<string, [number, number]>();
  for (const fold of folds) {
    if (only && fold.writer !== only) continue;
    const model = { ...fold.model, threshold, kindThreshold };
    for (const item of fold.heldOut) {
      const read = combine(item.rules, item.features, item.cues, model);
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
const rulesOnly = measure(2, 2);
console.log(
  `Lists alone (fitted to these batches): recall ${percent(rulesOnly.recall)}, right kind ` +
    `${percent(rulesOnly.rightKind)}, false alarms ${percent(rulesOnly.falseAlarms)}`,
);
console.log('Leave-one-writer-out, lists + classifier (threshold / kind threshold):');
let chosen = { threshold: 1.01, kindThreshold: 1.01, figures: rulesOnly };
for (const threshold of THRESHOLDS) {
  for (const kindThreshold of KIND_THRESHOLDS) {
    const figures = measure(threshold, kindThreshold);
    if (kindThreshold === 1.01 || threshold === 0.8)
      console.log(
        `  ${threshold.toFixed(2)} / ${kindThreshold.toFixed(2)}: recall ${percent(figures.recall)}, right kind ` +
          `${percent(figures.rightKind)}, false alarms ${percent(figures.falseAlarms)}`,
      );
    const better =
      figures.falseAlarms <= FALSE_ALARM_BUDGET &&
      (figures.recall > chosen.figures.recall + 1e-9 ||
        (Math.abs(figures.recall - chosen.figures.recall) < 1e-9 &&
          figures.rightKind > chosen.figures.rightKind + 1e-9));
    if (better) chosen = { threshold, kindThreshold, figures };
  }
}
console.log(
  `Chosen ${chosen.threshold} / ${chosen.kindThreshold}: recall ${percent(chosen.figures.recall)}, right kind ` +
    `${percent(chosen.figures.rightKind)}, false alarms ${percent(chosen.figures.falseAlarms)}`,
);
for (const [category, [hit, total]] of chosen.figures.byCategory)
  console.log(`  ${category.padEnd(24)} ${percent(hit / total)}`);
for (const writer of writers) {
  const figures = measure(chosen.threshold, chosen.kindThreshold, writer);
  console.log(
    `  held out ${writer}: recall ${percent(figures.recall)}, right kind ${percent(figures.rightKind)}, ` +
      `false alarms ${percent(figures.falseAlarms)}`,
  );
}

if (process.argv.includes('--errors')) {
  // The held-out misses, false alarms and wrong kinds at the chosen thresholds: what the next round reads.
  for (const fold of folds) {
    const model = { ...fold.model, threshold: chosen.threshold, kindThreshold: chosen.kindThreshold };
    for (const item of fold.heldOut) {
      const read = combine(item.rules, item.features, item.cues, model);
      const wrong =
        item.category === null
          ? read.length > 0
          : read.length === 0 || (item.kind !== null && !read.includes(item.kind));
      if (wrong)
        console.log(
          `  ${fold.writer} [${item.category ?? 'benign'}] (${read.join(',') || '-'}) ${item.message}`,
        );
    }
  }
}

if (!process.argv.includes('--dry-run')) {
  const full = trainAll(items);
  const model: ViolenceModel = {
    version: FEATURE_VERSION,
    bits: FEATURE_BITS,
    threshold: chosen.threshold,
    kindThreshold: chosen.kindThreshold,
    models: [
      encodeWeights('violence', full.detect),
      ...full.kinds.map(([kind, w]) => encodeWeights(kind, w)),
    ],
  };
  const target = fileURLToPath(new URL('../src/server/aria/risk/violence-model.json', import.meta.url));
  writeFileSync(target, `${JSON.stringify(model, null, 2)}\n`);
  console.log(`Trained on ${items.length} messages; weights written to ${target}`);
}

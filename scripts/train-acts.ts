/**
 * Trains the dialogue act classifier (src/server/aria/dialogue/act-classifier.ts) on the development batches of
 * lab/dialogue only — the single messages labelled by act and the turns of the development conversations — and
 * writes src/server/aria/dialogue/act-model.json. Before that, leave-one-writer-out accuracy is printed: the model
 * trained on the other writers, scored on the one left out. Deterministic: the same batches give the same file.
 *
 *   npx tsx scripts/train-acts.ts [--no-write] [--errors]
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { actExamples } from '../lab/dialogue/corpus';
import { DIALOGUE_ACTS } from '../src/server/aria/dialogue/act-lexicon';
import {
  actFeatures,
  actProbabilities,
  encodeActModel,
  trainActs,
  type ActExample,
} from '../src/server/aria/dialogue/act-classifier';

const TRAINING = { epochs: 12, rate: 0.5, l2: 1e-5 };
const args = new Set(process.argv.slice(2));

const items = actExamples('dev').map((item) => ({
  ...item,
  example: { features: actFeatures(item.text), act: DIALOGUE_ACTS.indexOf(item.act) } satisfies ActExample,
}));
const writers = [...new Set(items.map((item) => item.writer))];
console.log(`${items.length} examples from ${writers.length} writers`);

for (const writer of writers) {
  const model = trainActs(
    items.filter((item) => item.writer !== writer).map((item) => item.example),
    TRAINING,
  );
  const held = items.filter((item) => item.writer === writer);
  let right = 0;
  for (const item of held) {
    const probabilities = actProbabilities(model, item.example.features);
    const best = probabilities.indexOf(Math.max(...probabilities));
    if (best === item.example.act) right += 1;
    else if (args.has('--errors')) console.log(`  ${item.act} → ${DIALOGUE_ACTS[best]}: ${item.text}`);
  }
  console.log(`left out ${writer}: ${((100 * right) / held.length).toFixed(1)}% of ${held.length}`);
}

if (!args.has('--no-write')) {
  const model = encodeActModel(
    trainActs(
      items.map((item) => item.example),
      TRAINING,
    ),
  );
  const path = fileURLToPath(new URL('../src/server/aria/dialogue/act-model.json', import.meta.url));
  writeFileSync(path, await prettier.format(JSON.stringify(model), { parser: 'json', printWidth: 120 }));
  console.log(`wrote ${path}`);
}

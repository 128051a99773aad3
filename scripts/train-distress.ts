/**
 * Trains the crisis classifier on the whole labelled corpus and writes src/shared/aria/distress-model.json, the
 * committed weights the detector loads (no network, no training at start-up). Deterministic: the same corpus
 * gives the same file. Run after editing distress-corpus.ts, then `npm run eval:distress`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { labelledCorpus } from '../src/shared/aria/distress-corpus';
import { CRISIS_THRESHOLD, encodeModel, train } from '../src/shared/aria/distress-classifier';

const target = fileURLToPath(new URL('../src/shared/aria/distress-model.json', import.meta.url));
const corpus = labelledCorpus();
const model = encodeModel(train(corpus), CRISIS_THRESHOLD);
writeFileSync(target, `${JSON.stringify(model, null, 2)}\n`);
console.log(`Trained on ${corpus.length} messages; weights written to ${target}`);

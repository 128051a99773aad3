/**
 * Trains the crisis classifier on the whole labelled corpus and writes src/server/aria/crisis/model.json, the
 * committed weights the detector loads (no network, no training at start-up). The threshold is chosen by 5-fold
 * cross-validation first (see crossValidate). Deterministic: the same corpus gives the same file. Run after
 * editing corpus.ts or the lexicon, then `npm run eval:distress`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { labelledCorpus } from './corpus';
import { encodeModel, train } from '../../src/server/aria/crisis/classifier';
import { crossValidate } from './evaluate';

const target = fileURLToPath(new URL('../../src/server/aria/crisis/model.json', import.meta.url));
const corpus = labelledCorpus();
const { threshold } = crossValidate(5, process.env.THRESHOLD ? Number(process.env.THRESHOLD) : undefined);
const model = encodeModel(train(corpus), threshold);
writeFileSync(target, `${JSON.stringify(model, null, 2)}\n`);
console.log(`Trained on ${corpus.length} messages; threshold ${threshold}; weights written to ${target}`);

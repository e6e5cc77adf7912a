/**
 * Trains the scam classifier (`npm run train:scams`, issue #25, decision 0023) on every labelled set in
 * src/shared/safety/scam-sets.ts (the written sets, the ten spent blind sets and the moderators' decisions exported by
 * `npm run scams:export`) and writes src/shared/safety/scam-model.json. Never trains on the untouched set placed by the lead (scam-samples-untouched-11.ts, when placed).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TRAINING_SETS } from '../src/shared/safety/scam-sets';
import { trainScamModel } from '../src/shared/safety/scam-training';

const MODEL_FILE = fileURLToPath(new URL('../src/shared/safety/scam-model.json', import.meta.url));

const samples = TRAINING_SETS.flatMap((set) => set.samples);
const started = performance.now();
const model = trainScamModel(samples);
writeFileSync(MODEL_FILE, `${JSON.stringify(model, null, 2)}\n`);
console.info(
  `Trained on ${samples.length} samples (${TRAINING_SETS.map((set) => `${set.name} ${set.samples.length}`).join(', ')}) ` +
    `in ${Math.round(performance.now() - started)} ms: ${Object.keys(model.weights).length} grams kept, ` +
    `wrote ${MODEL_FILE}`,
);

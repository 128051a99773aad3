/**
 * How both risk families' classifiers are trained on the dev batches, shared by the training scripts
 * (scripts/train-violence.ts, scripts/train-urgent.ts) and the leave-one-writer-out figures (cross-validate.ts), so
 * that what is measured across writers is what is shipped.
 */
import { detectCrisis } from '../../src/server/aria/crisis/detector';
import {
  URGENT_KINDS,
  VIOLENCE_KINDS,
  type UrgentKind,
  type ViolenceKind,
} from '../../src/server/aria/risk/kinds';
import { readRiskText } from '../../src/server/aria/risk/reader';
import {
  classifierAllowed,
  detectUrgentByRules,
  readUrgent,
  urgentReadingFeatures,
} from '../../src/server/aria/risk/urgent';
import { trainUrgent, type UrgentExample } from '../../src/server/aria/risk/urgent-classifier';
import {
  detectViolenceByRules,
  victimCues,
  type Thresholds,
  type VictimCues,
} from '../../src/server/aria/risk/violence';
import {
  featuresOf,
  train,
  type DecodedModel,
  type Example,
} from '../../src/server/aria/risk/violence-classifier';
import { loadBatches, URGENT_CATEGORY_KIND, VIOLENCE_CATEGORY_KIND } from './evaluate';

/**
 * The urgent states that tell of no violence (a persecution that is psychosis, a mother's intrusive thoughts, panic,
 * an eating disorder, a drink too many) are negatives for the violence classifier: each gets its own answer, never
 * the violence one. Harm to others and the minors' messages are left out of training: some truly tell of violence
 * at home as well.
 */
export const URGENT_NEGATIVES = [
  'psychosis',
  'perinatal-intrusive',
  'panic-now',
  'eating-disorder',
  'intoxication',
];
/** Their weight in training: lighter than a message of ordinary life, as persecution and stalking share words. */
const URGENT_NEGATIVE_WEIGHT = 0.1;
// Stronger L2 than the crisis model: by leave-one-writer-out it keeps recall and cuts false alarms (1e-5: 2.5%).
const DETECT_OPTIONS = { epochs: 25, rate: 0.5, l2: 3e-4 };
const KIND_OPTIONS = { epochs: 25, rate: 0.5, l2: 1e-5 };

export interface ViolenceItem {
  message: string;
  writer: string;
  family: 'violence' | 'urgent';
  category: string | null;
  /** The benign category the message was written for. */
  benign?: string;
  /** An urgent state's category: measured apart, and a negative in training when in URGENT_NEGATIVES. */
  urgent?: string;
  kind: ViolenceKind | null;
  crisis: boolean;
  features: number[];
  rules: ViolenceKind[];
  cues: VictimCues;
}

/** A message as training and measurement read it: its features, the lists' reading and its victim cues. */
function violenceItem(
  message: string,
  writer: string,
  labels: Pick<ViolenceItem, 'family' | 'category' | 'benign' | 'urgent' | 'kind' | 'crisis'>,
): ViolenceItem {
  const text = readRiskText(message);
  return {
    message,
    writer,
    ...labels,
    features: featuresOf(text),
    rules: detectViolenceByRules(text),
    cues: victimCues(text),
  };
}

/** Every dev message the violence classifier learns from: the violence batches, and the urgent ones as negatives. */
export function violenceItems(): ViolenceItem[] {
  const items: ViolenceItem[] = [];
  for (const batch of loadBatches('violence', 'dev')) {
    for (const [category, messages] of Object.entries(batch.positive)) {
      for (const message of messages) {
        items.push(
          violenceItem(message, batch.writer, {
            family: 'violence',
            category,
            kind: VIOLENCE_CATEGORY_KIND[category] ?? null,
            crisis: category === 'with-crisis' && detectCrisis(message),
          }),
        );
      }
    }
    for (const [benign, messages] of Object.entries(batch.benign)) {
      for (const message of messages) {
        const labels = { family: 'violence' as const, benign, category: null, kind: null, crisis: false };
        items.push(violenceItem(message, batch.writer, labels));
      }
    }
  }
  // The urgent family's messages: negatives only (never read as a kind, so the kind models do not see them).
  for (const batch of loadBatches('urgent', 'dev')) {
    for (const [urgent, messages] of Object.entries(batch.positive)) {
      for (const message of messages) {
        const labels = { family: 'urgent' as const, urgent, category: null, kind: null, crisis: false };
        items.push(violenceItem(message, batch.writer, labels));
      }
    }
    for (const [benign, messages] of Object.entries(batch.benign)) {
      for (const message of messages) {
        const labels = { family: 'urgent' as const, benign, category: null, kind: null, crisis: false };
        items.push(violenceItem(message, batch.writer, labels));
      }
    }
  }
  return items;
}

export function trainViolenceDetect(training: readonly ViolenceItem[]) {
  return train(
    training
      .filter((item) => item.urgent === undefined || URGENT_NEGATIVES.includes(item.urgent))
      .map((item): Example => ({
        features: item.features,
        label: item.category !== null,
        weight: item.urgent === undefined ? 1 : URGENT_NEGATIVE_WEIGHT,
      })),
    DETECT_OPTIONS,
  );
}

export function trainViolenceKinds(training: readonly ViolenceItem[]): DecodedModel['kinds'] {
  const positives = training.filter((item) => item.kind !== null);
  return VIOLENCE_KINDS.map((kind): [ViolenceKind, ReturnType<typeof train>] => [
    kind,
    train(
      positives.map((item): Example => ({ features: item.features, label: item.kind === kind })),
      KIND_OPTIONS,
    ),
  ]);
}

export function trainViolence(training: readonly ViolenceItem[]): Omit<DecodedModel, keyof Thresholds> {
  return { detect: trainViolenceDetect(training), kinds: trainViolenceKinds(training) };
}

export const URGENT_TRAINING = {
  epochs: 20,
  rate: 0.4,
  l2: 1e-5,
  positiveWeight: 1,
  otherWeight: 0,
};

export interface UrgentItem extends UrgentExample {
  writer: string;
  message: string;
  /** The benign category the message was written for (kind -1). */
  benign?: string;
  rules: UrgentKind[];
  allowed: boolean[];
}

/** Every dev message of the urgent batches, as the urgent classifier learns from and is measured on them. */
export function urgentItems(): UrgentItem[] {
  const items: UrgentItem[] = [];
  for (const batch of loadBatches('urgent', 'dev')) {
    const add = (message: string, kind: number, benign?: string) => {
      const reading = readUrgent(readRiskText(message));
      items.push({
        writer: batch.writer,
        message,
        kind,
        ...(benign === undefined ? {} : { benign }),
        features: urgentReadingFeatures(reading),
        rules: detectUrgentByRules(reading),
        allowed: classifierAllowed(reading),
      });
    };
    for (const [category, messages] of Object.entries(batch.positive)) {
      const kind = URGENT_KINDS.indexOf(URGENT_CATEGORY_KIND[category]!);
      for (const message of messages) add(message, kind);
    }
    for (const [benign, messages] of Object.entries(batch.benign))
      for (const message of messages) add(message, -1, benign);
  }
  return items;
}

export function trainUrgentModel(training: readonly UrgentItem[]) {
  return trainUrgent(training, URGENT_TRAINING);
}

/**
 * Leave-one-writer-out on the dev batches, the figure of merit between two blind measurements
 * (npm run eval:violence -- --cross, npm run eval:urgent -- --cross): each writer in turn is left out, the classifier
 * is trained as shipped (training.ts) on the other writers, and the whole detector (phrase lists, then that
 * classifier at the committed thresholds) reads the writer left out. The figures are averaged over writers. The
 * phrase lists were written from these writers, so their share is optimistic; a change is judged by what it does to
 * writers it was not written from.
 */
import { URGENT_KINDS } from '../../src/server/aria/risk/kinds';
import { combineUrgent } from '../../src/server/aria/risk/urgent';
import { urgentProbabilities, type UrgentModel } from '../../src/server/aria/risk/urgent-classifier';
import URGENT_MODEL from '../../src/server/aria/risk/urgent-model.json';
import { combineScores, type Thresholds } from '../../src/server/aria/risk/violence';
import { probability, rankKinds, type ViolenceModel } from '../../src/server/aria/risk/violence-classifier';
import VIOLENCE_MODEL from '../../src/server/aria/risk/violence-model.json';
import type { Family } from './evaluate';
import { trainUrgentModel, trainViolence, urgentItems, violenceItems } from './training';

export interface WriterFigures {
  writer: string;
  recall: number;
  lowestCategoryRecall: number;
  falseAlarmRate: number;
}

export interface CrossValidation {
  family: Family;
  writers: WriterFigures[];
  /** Means over writers. */
  recall: number;
  falseAlarmRate: number;
  /** Each category's recall, pooled over the held-out writers, and the lowest of them. */
  categories: { category: string; recall: number; total: number }[];
  lowestCategoryRecall: number;
  /** Benign messages flagged by category, pooled. */
  benignCategories: { category: string; flagged: number; total: number }[];
  /** Held-out misses and false alarms: what the next round reads. */
  errors: string[];
}

class Tally {
  private readonly counts = new Map<string, [number, number]>();
  add(key: string, hit: boolean) {
    const entry = this.counts.get(key) ?? [0, 0];
    this.counts.set(key, [entry[0] + (hit ? 1 : 0), entry[1] + 1]);
  }
  entries() {
    return [...this.counts.entries()].map(([key, [hits, total]]) => ({ key, hits, total }));
  }
  rate() {
    const all = this.entries();
    const total = all.reduce((sum, entry) => sum + entry.total, 0);
    return total === 0 ? 0 : all.reduce((sum, entry) => sum + entry.hits, 0) / total;
  }
  lowest() {
    return Math.min(...this.entries().map((entry) => entry.hits / entry.total));
  }
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function summarise(
  family: Family,
  writers: WriterFigures[],
  categories: Tally,
  benign: Tally,
  errors: string[],
): CrossValidation {
  return {
    family,
    writers,
    recall: mean(writers.map((entry) => entry.recall)),
    falseAlarmRate: mean(writers.map((entry) => entry.falseAlarmRate)),
    categories: categories
      .entries()
      .map(({ key, hits, total }) => ({ category: key, recall: hits / total, total })),
    lowestCategoryRecall: categories.lowest(),
    benignCategories: benign
      .entries()
      .map(({ key, hits, total }) => ({ category: key, flagged: hits, total })),
    errors,
  };
}

function crossViolence(): CrossValidation {
  const items = violenceItems();
  const { threshold, contextThreshold, kindThreshold } = VIOLENCE_MODEL as ViolenceModel;
  const thresholds: Thresholds = { threshold, contextThreshold, kindThreshold };
  const writers = [...new Set(items.filter((item) => item.family === 'violence').map((item) => item.writer))];
  const allCategories = new Tally();
  const allBenign = new Tally();
  const errors: string[] = [];
  const figures = writers.map((writer): WriterFigures => {
    const model = trainViolence(items.filter((item) => item.writer !== writer));
    const categories = new Tally();
    const benign = new Tally();
    for (const item of items) {
      if (item.writer !== writer) continue;
      const read = combineScores(
        item.rules,
        probability(model.detect, item.features),
        rankKinds({ ...model, ...thresholds }, item.features),
        item.cues,
        thresholds,
      );
      const flagged = read.length > 0;
      if (item.category === null) {
        benign.add(item.benign ?? '', flagged);
        allBenign.add(item.benign ?? '', flagged);
        if (flagged) errors.push(`alarm ${writer} [${item.benign}] (${read.join(',')}) ${item.message}`);
      } else {
        categories.add(item.category, flagged);
        allCategories.add(item.category, flagged);
        if (!flagged) errors.push(`miss ${writer} [${item.category}] ${item.message}`);
      }
    }
    return {
      writer,
      recall: categories.rate(),
      lowestCategoryRecall: categories.lowest(),
      falseAlarmRate: benign.rate(),
    };
  });
  return summarise('violence', figures, allCategories, allBenign, errors);
}

function crossUrgent(): CrossValidation {
  const items = urgentItems();
  const { thresholds } = URGENT_MODEL as UrgentModel;
  const writers = [...new Set(items.map((item) => item.writer))];
  const allCategories = new Tally();
  const allBenign = new Tally();
  const errors: string[] = [];
  const figures = writers.map((writer): WriterFigures => {
    const model = trainUrgentModel(items.filter((item) => item.writer !== writer));
    const categories = new Tally();
    const benign = new Tally();
    for (const item of items) {
      if (item.writer !== writer) continue;
      const read = combineUrgent(
        item.rules,
        urgentProbabilities(model, item.features),
        thresholds,
        item.allowed,
      );
      if (item.kind < 0) {
        const flagged = read.length > 0;
        benign.add(item.benign ?? '', flagged);
        allBenign.add(item.benign ?? '', flagged);
        if (flagged) errors.push(`alarm ${writer} [${item.benign}] (${read.join(',')}) ${item.message}`);
      } else {
        const kind = URGENT_KINDS[item.kind]!;
        const hit = read.includes(kind);
        categories.add(kind, hit);
        allCategories.add(kind, hit);
        if (!hit) errors.push(`miss ${writer} [${kind}] (${read.join(',') || '-'}) ${item.message}`);
      }
    }
    return {
      writer,
      recall: categories.rate(),
      lowestCategoryRecall: categories.lowest(),
      falseAlarmRate: benign.rate(),
    };
  });
  return summarise('urgent', figures, allCategories, allBenign, errors);
}

export function crossValidate(family: Family): CrossValidation {
  return family === 'violence' ? crossViolence() : crossUrgent();
}

/**
 * The risk families' evaluation (npm run eval:violence, npm run eval:urgent), one method for both, as the crisis
 * detector was measured (ADR 019): batches written blind by category by helper writers who never saw a lexicon.
 * `dev-*` batches may be read to find the kinds of phrasing missed; `eval-*` batches are only ever measured, never
 * read or listed, so their figures say how the detector does on phrasing nobody here has seen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectCrisis } from '../../src/server/aria/crisis/detector';
import type { UrgentKind, ViolenceKind } from '../../src/server/aria/risk/kinds';
import { readRisk } from '../../src/server/aria/risk/router';

export type Family = 'violence' | 'urgent';
export type Split = 'dev' | 'eval';

interface BatchFile {
  writer: string;
  persona: string;
  benign: Record<string, string[]>;
  violence?: Record<string, string[]>;
  urgent?: Record<string, string[]>;
}

export interface Batch {
  writer: string;
  split: Split;
  positive: Record<string, string[]>;
  benign: Record<string, string[]>;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Corpus categories and the kind each must be read as; `with-crisis` is violence and a crisis at once. */
export const VIOLENCE_CATEGORY_KIND: Record<string, ViolenceKind | null> = {
  physical: 'physical',
  sexual: 'sexual',
  'threats-psychological': 'threats',
  stalking: 'stalking',
  control: 'control',
  child: 'child',
  'elder-disability': 'elder',
  'third-party': 'someone-else',
  'with-crisis': null,
};

export const URGENT_CATEGORY_KIND: Record<string, UrgentKind> = {
  'harm-others': 'harm-others',
  psychosis: 'psychosis',
  'eating-disorder': 'eating-disorder',
  intoxication: 'intoxication',
  'perinatal-intrusive': 'perinatal',
  'panic-now': 'panic',
  minor: 'minor',
};

export const TARGETS = {
  violence: { recall: 0.95, falseAlarms: 0.05 },
  /** Per category for urgent states. */
  urgent: { recall: 0.9, falseAlarms: 0.05 },
} as const;

export function loadBatches(family: Family, split: Split): Batch[] {
  const folder = path.join(HERE, family);
  return readdirSync(folder)
    .filter((name) => name.startsWith(`${split}-`) && name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as BatchFile;
      const positive = family === 'violence' ? file.violence : file.urgent;
      if (!positive) throw new Error(`${name} has no ${family} messages`);
      return { writer: file.writer, split, positive, benign: file.benign };
    });
}

export interface CategoryFigures {
  category: string;
  total: number;
  /** Read as the family at all (violence), or as the category's own kind (urgent). */
  detected: number;
  /** Read as the category's own kind (for with-crisis: also a crisis). */
  rightKind: number;
}

export interface Evaluation {
  family: Family;
  categories: CategoryFigures[];
  recall: number;
  lowestCategoryRecall: number;
  kindAccuracy: number;
  benignTotal: number;
  falseAlarms: number;
  falseAlarmRate: number;
  /**
   * Benign messages given any risk answer, of either family: what a person writing an ordinary message meets (the
   * issue's target counts the family's own reading).
   */
  anyRiskAlarms: number;
  benignCategories: { category: string; total: number; flagged: number }[];
  misses: { category: string; message: string; read: string }[];
  alarms: { category: string; message: string; read: string }[];
}

function describe(message: string): string {
  const reading = readRisk(message);
  return [...reading.violence, ...reading.urgent].join(',') || '-';
}

export function evaluate(family: Family, batches: readonly Batch[]): Evaluation {
  const figures = new Map<string, CategoryFigures>();
  const benignFigures = new Map<string, { category: string; total: number; flagged: number }>();
  const misses: Evaluation['misses'] = [];
  const alarms: Evaluation['alarms'] = [];
  let anyRiskAlarms = 0;
  for (const batch of batches) {
    for (const [category, messages] of Object.entries(batch.positive)) {
      const entry = figures.get(category) ?? { category, total: 0, detected: 0, rightKind: 0 };
      figures.set(category, entry);
      for (const message of messages) {
        const reading = readRisk(message);
        entry.total += 1;
        let detected: boolean;
        let rightKind: boolean;
        if (family === 'violence') {
          const kind = VIOLENCE_CATEGORY_KIND[category];
          detected = reading.violence.length > 0;
          rightKind = kind === null ? detected && detectCrisis(message) : reading.violence.includes(kind!);
        } else {
          const kind = URGENT_CATEGORY_KIND[category];
          if (!kind) throw new Error(`unknown urgent category ${category}`);
          detected = reading.urgent.includes(kind);
          rightKind = detected;
        }
        if (detected) entry.detected += 1;
        if (rightKind) entry.rightKind += 1;
        if (!detected) misses.push({ category, message, read: describe(message) });
      }
    }
    for (const [category, messages] of Object.entries(batch.benign)) {
      const entry = benignFigures.get(category) ?? { category, total: 0, flagged: 0 };
      benignFigures.set(category, entry);
      for (const message of messages) {
        const reading = readRisk(message);
        entry.total += 1;
        const flagged = family === 'violence' ? reading.violence.length > 0 : reading.urgent.length > 0;
        if (reading.violence.length > 0 || reading.urgent.length > 0) anyRiskAlarms += 1;
        if (flagged) {
          entry.flagged += 1;
          alarms.push({ category, message, read: describe(message) });
        }
      }
    }
  }
  const categories = [...figures.values()];
  const total = categories.reduce((sum, entry) => sum + entry.total, 0);
  const detected = categories.reduce((sum, entry) => sum + entry.detected, 0);
  const rightKind = categories.reduce((sum, entry) => sum + entry.rightKind, 0);
  const benignCategories = [...benignFigures.values()];
  const benignTotal = benignCategories.reduce((sum, entry) => sum + entry.total, 0);
  const falseAlarms = benignCategories.reduce((sum, entry) => sum + entry.flagged, 0);
  return {
    family,
    categories,
    recall: total === 0 ? 0 : detected / total,
    lowestCategoryRecall: Math.min(...categories.map((entry) => entry.detected / entry.total)),
    kindAccuracy: total === 0 ? 0 : rightKind / total,
    benignTotal,
    falseAlarms,
    falseAlarmRate: benignTotal === 0 ? 0 : falseAlarms / benignTotal,
    anyRiskAlarms,
    benignCategories,
    misses,
    alarms,
  };
}

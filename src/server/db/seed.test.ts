import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './client';
import { psychologistAvailability, psychologists } from './schema';
import { DEMO_PSYCHOLOGISTS, seedDemoData } from './seed';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('seedDemoData', () => {
  it('creates three active psychologists with CRP and weekday windows, once', async () => {
    await seedDemoData(database.db);
    await seedDemoData(database.db);
    const rows = await database.db.select().from(psychologists);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.isActive).toBe(true);
      expect(row.crp).toMatch(/^\d{2}\/\d{6}$/);
    }
    const windows = await database.db
      .select()
      .from(psychologistAvailability)
      .where(eq(psychologistAvailability.psychologistId, DEMO_PSYCHOLOGISTS[0]!.id));
    expect(windows).toHaveLength(5);
    const all = await database.db.select().from(psychologistAvailability);
    expect(all.every((window) => window.dayOfWeek >= 1 && window.dayOfWeek <= 5)).toBe(true);
    expect(all).toHaveLength(DEMO_PSYCHOLOGISTS.reduce((sum, p) => sum + p.windows.length, 0));
  });

  it('fills years of experience and rating once, without overwriting a value set since', async () => {
    await seedDemoData(database.db);
    const [ana, carlos, juliana] = DEMO_PSYCHOLOGISTS.map((p) => p.id) as [string, string, string];
    // As a database seeded before these columns existed, and one whose values were edited.
    await database.db
      .update(psychologists)
      .set({ yearsOfExperience: null, rating: null })
      .where(inArray(psychologists.id, [ana, carlos]));
    await database.db.update(psychologists).set({ rating: 4.7 }).where(eq(psychologists.id, juliana));

    await seedDemoData(database.db);
    const rows = await database.db
      .select({ id: psychologists.id, years: psychologists.yearsOfExperience, rating: psychologists.rating })
      .from(psychologists);
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: ana, years: 12, rating: 4.9 },
      { id: carlos, years: 15, rating: 4.8 },
      { id: juliana, years: 8, rating: 4.7 },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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

  it('leaves a database that already has psychologists alone', async () => {
    const other = await openTestDatabase();
    try {
      await other.db.insert(psychologists).values({
        name: 'Dra. Real Pessoa',
        email: 'real@example.com',
        specialization: 'Luto',
        biography: 'Atende adultos.',
      });
      expect(await seedDemoData(other.db)).toBe(false);
      const rows = await other.db.select({ name: psychologists.name }).from(psychologists);
      expect(rows).toEqual([{ name: 'Dra. Real Pessoa' }]);
    } finally {
      await other.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { waitUntilNoneConnected } from './postgres-connections';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data folder, which every test app on PGlite starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database, which every test database on PostgreSQL is created from. */
    postgresTemplate: string;
  }
}

/**
 * Global setup of the server suites: migrates one database per run and lets every test database start as a copy
 * of it. A fresh PGlite spends most of its start in initdb and the migrations; loading a dumped data folder costs a
 * fraction of that, and `CREATE DATABASE … TEMPLATE` copies PostgreSQL's files instead of replaying the migrations.
 * Test apps still run the migrator, which finds nothing left to do.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB === 'postgres' && url) return postgresTemplate(project, url);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'aria-pglite-template-'));
  const file = path.join(folder, 'data.tar');
  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, url: string): Promise<() => Promise<void>> {
  // Runs of other checkouts share the server: the name is this run's own.
  const name = `aria_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
    await handle.close();
    // A template cannot be copied while anyone is connected to it.
    await waitUntilNoneConnected(admin, name, 100);
  } finally {
    await admin.end();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
}

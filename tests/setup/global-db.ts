// Builds ONE migrated template database per test run; every test file copies it.
// PGlite: a dumped data dir (initdb costs ~5 s, loading a dump well under 1 s).
// PostgreSQL (DATABASE_URL set): a template database cloned by CREATE DATABASE ... TEMPLATE.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/open-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `applykit_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const db = await openDatabase({ databaseUrl: url.toString(), poolMax: 1 });
    await db.close();
    project.provide('postgresTemplate', template);
    project.provide('postgresUrl', databaseUrl);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      // Drop the template and every per-file copy made from it.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`${template}%`],
      );
      for (const r of rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      }
      await admin.end();
    };
  }
  const dir = path.resolve('.tmp');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  const db = await openDatabase({ inMemory: true });
  // Reach the underlying PGlite client to dump its data dir.
  const client = (db.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', '');
  project.provide('postgresUrl', '');
  return () => fs.rmSync(file, { force: true });
}

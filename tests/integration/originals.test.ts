// Where uploaded originals live: files under the app's uploads folder in PGlite mode (never through
// the database on the server's thread), the bytea column on PostgreSQL. Rows and files stay in
// step: deleting a resume or the account removes the files, a failed generation leaves neither.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverLetters, resumes } from '../../src/server/db/schema.ts';
import { uploadTempDir } from '../../src/server/documents/original-store.ts';
import { storeWithResume } from '../../src/server/documents/store-resume.ts';
import { ZGenerateResponse, ZResume } from '../../src/shared/letters.ts';
import { ZTailoredResponse } from '../../src/shared/tailored.ts';
import { ZUsageLimit } from '../../src/shared/usage.ts';
import { errorMessage } from '../helpers/api-schemas.ts';
import { signedInClient, type TestClient, bodyBytes } from '../helpers/http-client.ts';
import { jobText, resumeFile, uploadForm } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
let pglite: boolean;
beforeAll(async () => {
  app = await startTestApp();
  pglite = app.ctx.dbKind === 'pglite';
});
afterAll(() => app.close());

const EMPTY_PROFILE = { contact: { links: [] }, skills: [], experience: [], education: [], certifications: [], projects: [], lines: [] };
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.bin$/;

function filesOnDisk(): string[] {
  return app.ctx.filesDir ? fs.readdirSync(app.ctx.filesDir).sort() : [];
}

async function resumeRows(userId: number) {
  return app.ctx.db
    .select({ id: resumes.id, storageKey: resumes.storageKey, fileData: resumes.fileData })
    .from(resumes)
    .where(eq(resumes.userId, userId));
}

/** Every file in the uploads folder belongs to a live row, and every live row's file is there. */
async function expectFilesMatchRows() {
  if (!pglite) return;
  const keys = (await app.ctx.db.select({ k: resumes.storageKey }).from(resumes)).map((r) => r.k).filter((k) => k !== null);
  expect(filesOnDisk()).toEqual([...keys].sort());
}

/** Generates a letter from `file` and returns the parsed answer. */
async function generateFrom(client: TestClient, file = resumeFile('maya-chen-software.pdf')) {
  const gen = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, file));
  expect(gen.status, gen.text).toBe(200);
  return ZGenerateResponse.parse(gen.body);
}

describe('uploaded originals', () => {
  it('keeps the bytes in the uploads folder under a random name on PGlite (in the row on PostgreSQL)', async () => {
    const { client, user } = await signedInClient(app.url);
    const file = resumeFile('maya-chen-software.pdf');
    await generateFrom(client, file);

    const [row] = await resumeRows(user.id);
    if (pglite) {
      expect(app.ctx.filesDir).toBeTruthy();
      expect(row!.fileData).toBeNull();
      expect(row!.storageKey).toMatch(KEY);
      // Random name, nothing of the uploaded filename.
      expect(filesOnDisk()).toContain(row!.storageKey);
      expect(filesOnDisk().some((f) => f.includes('maya'))).toBe(false);
      const onDisk = fs.readFileSync(path.join(app.ctx.filesDir!, row!.storageKey!));
      expect(Buffer.compare(onDisk, Buffer.from(file.bytes))).toBe(0);
    } else {
      expect(app.ctx.filesDir).toBeNull();
      expect(row!.storageKey).toBeNull();
      expect(Buffer.compare(Buffer.from(row!.fileData!), Buffer.from(file.bytes))).toBe(0);
    }
    await expectFilesMatchRows();
  });

  it('serves the stored bytes back unchanged', async () => {
    const { client } = await signedInClient(app.url);
    const file = resumeFile('maya-chen-software.pdf');
    const gen = await generateFrom(client, file);
    const back = await client.get(`/api/resumes/${gen.resumeId}/file`);
    expect(back.status).toBe(200);
    expect(Buffer.compare(bodyBytes(back), Buffer.from(file.bytes))).toBe(0);
    await expectFilesMatchRows();
  });

  it('removes the file when the resume is deleted, and only that one', async () => {
    const { client, user } = await signedInClient(app.url);
    const a = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));
    const b = await client.postForm('/api/generate-tailored-resume', uploadForm({ jobDescription: jobText('nursing') }, resumeFile('daniel-okafor-nursing.docx')));
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    const aId = ZGenerateResponse.parse(a.body).resumeId!;
    const bId = ZTailoredResponse.parse(b.body).resumeId!;
    const rows = await resumeRows(user.id);
    const keyOf = (id: number) => rows.find((r) => r.id === id)!.storageKey;

    expect((await client.delete(`/api/resumes/${aId}`)).status).toBe(200);
    expect((await client.get(`/api/resumes/${aId}/file`)).status).toBe(404);
    if (pglite) {
      expect(filesOnDisk()).not.toContain(keyOf(aId));
      expect(filesOnDisk()).toContain(keyOf(bId));
    }
    expect((await client.get(`/api/resumes/${bId}/file`)).status).toBe(200);
    await expectFilesMatchRows();
  });

  it('removes every file of the account when the account is deleted, and none of another account', async () => {
    const me = await signedInClient(app.url);
    const other = await signedInClient(app.url);
    for (const c of [me.client, other.client]) {
      expect((await c.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')))).status).toBe(200);
      expect((await c.postForm('/api/generate-tailored-resume', uploadForm({ jobDescription: jobText('nursing') }, resumeFile('daniel-okafor-nursing.docx')))).status).toBe(200);
    }
    const mine = (await resumeRows(me.user.id)).map((r) => r.storageKey);
    const theirs = (await resumeRows(other.user.id)).map((r) => r.storageKey);
    expect(mine).toHaveLength(2);
    if (pglite) for (const k of [...mine, ...theirs]) expect(filesOnDisk()).toContain(k);

    const res = await me.client.request('DELETE', '/api/account', { json: { confirmUsername: me.username } });
    expect(res.status).toBe(200);
    expect(await resumeRows(me.user.id)).toEqual([]);
    if (pglite) {
      for (const k of mine) expect(filesOnDisk()).not.toContain(k);
      for (const k of theirs) expect(filesOnDisk()).toContain(k);
    }
    const list = ZResume.array().parse((await other.client.get('/api/resumes')).body);
    for (const r of list) expect((await other.client.get(`/api/resumes/${r.id}/file`)).status).toBe(200);
    await expectFilesMatchRows();
  });

  it('leaves no file, no row and no used unit when the transaction storing a generation fails', async () => {
    const { client, user } = await signedInClient(app.url);
    // A real failure inside the transaction, after the resume row (and so after the file): the
    // letter insert is refused by a trigger for this user only.
    await app.ctx.db.execute(
      sql.raw(`create or replace function test_refuse_letter() returns trigger language plpgsql as $$
        begin if new.user_id = ${user.id} then raise exception 'letter refused by test trigger'; end if; return new; end $$`),
    );
    await app.ctx.db.execute(sql.raw('create trigger test_refuse_letter before insert on cover_letters for each row execute function test_refuse_letter()'));
    const before = filesOnDisk();
    try {
      const res = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('software') }, resumeFile('maya-chen-software.pdf')));
      expect(res.status).toBe(500);
      expect(errorMessage(res.body)).not.toMatch(/trigger/);
    } finally {
      await app.ctx.db.execute(sql.raw('drop trigger test_refuse_letter on cover_letters'));
    }
    expect(await resumeRows(user.id)).toEqual([]);
    expect(await app.ctx.db.select().from(coverLetters).where(eq(coverLetters.userId, user.id))).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
    expect(ZUsageLimit.parse((await client.get('/api/subscription/usage-limit')).body)).toMatchObject({ used: 0 });
    await expectFilesMatchRows();
  });

  it('leaves no file and no row when the caller’s part of the storing transaction fails', async () => {
    const { user } = await signedInClient(app.url);
    const before = filesOnDisk();
    const temp = path.join(uploadTempDir(app.ctx), 'test-cv.upload');
    const bytes = resumeFile('maya-chen-software.pdf').bytes;
    fs.writeFileSync(temp, bytes);
    const resume = { filename: 'cv.pdf', kind: 'pdf' as const, path: temp, size: bytes.length, text: 'Resume', profile: EMPTY_PROFILE };
    await expect(
      storeWithResume(app.ctx, user.id, resume, new Date(), async () => {
        throw new Error('rest failed');
      }),
    ).rejects.toThrow('rest failed');
    fs.rmSync(temp, { force: true });
    expect(await resumeRows(user.id)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
    await expectFilesMatchRows();
  });

  it('answers 410, not 500, when the file of a live row is missing (PGlite)', async () => {
    if (!pglite) return; // PostgreSQL keeps the bytes in the row
    const { client, user } = await signedInClient(app.url);
    const gen = await generateFrom(client);
    const [row] = await resumeRows(user.id);
    fs.rmSync(path.join(app.ctx.filesDir!, row!.storageKey!));
    const res = await client.get(`/api/resumes/${gen.resumeId}/file`);
    expect(res.status).toBe(410);
    expect(errorMessage(res.body)).toBe('The original file of this resume is no longer available.');
    // The row can still be deleted.
    expect((await client.delete(`/api/resumes/${gen.resumeId}`)).status).toBe(200);
  });
});


// Upload file names arrive as raw UTF-8 (browsers) or as RFC 5987 `filename*` (other clients);
// both are stored and listed as the user named the file.
import { ZResume } from '../../src/shared/letters.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestClient } from '../helpers/http-client.ts';
import { jobText, multipartBody, rawUpload, resumeFile, uploadForm } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const NAME = 'Sofía Álvarez - CV.docx';

let app: TestApp;
let client: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  client = (await signedInClient(app.url)).client;
});
afterAll(() => app.close());

async function listedNames(): Promise<string[]> {
  const res = await client.get('/api/resumes');
  return ZResume.array().parse(res.body).map((r) => r.filename);
}

describe('UTF-8 upload file names', () => {
  it('keeps a raw UTF-8 name (what browsers and fetch send)', async () => {
    const file = resumeFile('daniel-okafor-nursing.docx');
    const res = await client.postForm('/api/generate', uploadForm({ jobDescription: jobText('nursing') }, { ...file, name: NAME }));
    expect(res.status).toBe(200);
    expect(await listedNames()).toContain(NAME);
  });

  it("decodes an RFC 5987 filename*=UTF-8''… parameter", async () => {
    const file = resumeFile('daniel-okafor-nursing.docx');
    const boundary = 'xFilenameStarBoundary';
    const body = multipartBody(boundary, { jobDescription: jobText('nursing') }, { ...file, name: 'placeholder.docx' });
    const encoded = Buffer.from(
      body
        .toString('latin1')
        .replace('filename="placeholder.docx"', `filename*=UTF-8''${encodeURIComponent('Émilie Núñez CV.docx')}`),
      'latin1',
    );
    const res = await rawUpload(`${app.url}/api/generate`, client, encoded, { chunked: false, boundary });
    expect(res.status).toBe(200);
    expect(await listedNames()).toContain('Émilie Núñez CV.docx');
  });
});

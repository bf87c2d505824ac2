// Control characters and unpaired surrogates inside a document's text must never reach the
// database as-is (PostgreSQL refuses NUL in text and lone surrogates in JSON) and never put the
// resume's text into a log line when something does fail.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestClient } from '../helpers/http-client.ts';
import { jobText, resumeFile, uploadForm } from '../helpers/documents.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const MARKER = 'Zyxwvutsrq';

/** The fixture DOCX with `inject` (and a marker word to look for in logs) added to its first text run. */
function docxWith(inject: string): Uint8Array {
  const files = unzipSync(resumeFile('daniel-okafor-nursing.docx').bytes);
  const xml = strFromU8(files['word/document.xml']!);
  files['word/document.xml'] = strToU8(xml.replace(/(<w:t(?: [^>]*)?>)/, `$1${MARKER}${inject}${MARKER} `));
  return zipSync(files);
}

let app: TestApp;
let client: TestClient;
const lines: string[] = [];
beforeAll(async () => {
  app = await startTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: { write: (line) => void lines.push(line) } });
  client = (await signedInClient(app.url)).client;
});
afterAll(() => app.close());

describe.each([
  ['a NUL byte', '\u0000'],
  ['a NUL character reference', '&#0;'],
  ['an unpaired surrogate reference', '&#xD800;'],
  ['C0 controls', '\u0001\u0007\u001b'],
])('a DOCX with %s in a text run', (_label, inject) => {
  it('is answered without a 5xx and logs none of its text', async () => {
    lines.length = 0;
    const form = uploadForm(
      { jobDescription: jobText('nursing') },
      { bytes: docxWith(inject), name: 'nul.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    );
    const res = await client.postForm('/api/generate', form);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    const log = lines.join('\n');
    expect(log).not.toContain(MARKER);
    expect(log).not.toContain('Okafor');
    for (const line of lines) expect(line.length).toBeLessThan(8 * 1024);
  });
});

// Letter and tailored resume → DOCX (docx package): US Letter, 1-inch margins, Calibri 11 pt at 1.4 line spacing,
// real Word heading styles and a bullet numbering definition so the file edits like a hand-made one.
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ISectionOptions,
} from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describeResume, parseResumeLayout, splitLetterBlocks, type RenderMeta, type ResumeEntry } from './text-layout.ts';

const TWIPS_PER_INCH = 1440;
const LINE_SPACING = 336; // 240 = single; 1.4 × 240
const FONT = 'Calibri';
const BULLETS = 'applykit-bullets';

// Word rejects these characters in XML even though JavaScript strings may carry them.
function sanitizeXmlText(text: string): string {
  return text.replace(/[\uFFFE\uFFFF]/g, '');
}

function createDocument(meta: RenderMeta, children: Paragraph[], bodySize: number): Document {
  const section: ISectionOptions = {
    properties: {
      page: {
        size: { width: 8.5 * TWIPS_PER_INCH, height: 11 * TWIPS_PER_INCH },
        margin: { top: TWIPS_PER_INCH, bottom: TWIPS_PER_INCH, left: TWIPS_PER_INCH, right: TWIPS_PER_INCH },
      },
    },
    children,
  };
  return new Document({
    title: meta.title,
    creator: meta.author ?? 'ApplyKit',
    lastModifiedBy: 'ApplyKit',
    ...(meta.subject ? { subject: meta.subject } : {}),
    styles: {
      default: {
        document: {
          run: { font: FONT, size: bodySize * 2, language: { value: meta.lang ?? 'en-US' } },
          paragraph: { spacing: { line: LINE_SPACING, after: 0 } },
        },
        heading1: { run: { font: FONT, size: 40, bold: true, color: '1A1A1A' }, paragraph: { spacing: { after: 40 } } },
        heading2: {
          run: { font: FONT, size: 24, bold: true, color: '1A1A1A' },
          paragraph: {
            spacing: { before: 240, after: 100 },
            keepNext: true,
            border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '9A9A9A', space: 2 } },
          },
        },
        heading3: { run: { font: FONT, size: bodySize * 2 + 1, bold: true, color: '1A1A1A' }, paragraph: { spacing: { before: 60 }, keepNext: true } },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 260 } } },
            },
          ],
        },
      ],
    },
    sections: [section],
  });
}

// docx stamps core.xml and every zip entry with the current time. With a date given, both are rewritten to it, so
// the same text and date give the same bytes (and the engine's output does not depend on the clock).
function stampDate(bytes: Uint8Array, date: Date): Uint8Array {
  const files = unzipSync(bytes);
  const iso = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const core = files['docProps/core.xml'];
  if (core) {
    files['docProps/core.xml'] = strToU8(
      strFromU8(core).replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:(?:created|modified)>)/g, `$1${iso}$2`),
    );
  }
  const entries: Zippable = {};
  for (const [name, data] of Object.entries(files)) entries[name] = [data, { mtime: date }];
  return zipSync(entries, { level: 6 });
}

async function packDocument(document: Document, date?: Date): Promise<Uint8Array> {
  const buffer = await Packer.toBuffer(document);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  return date ? stampDate(bytes, date) : bytes;
}

/** Renders a cover letter: blank-line-separated blocks become paragraphs; lines inside a block stay lines. */
export async function renderLetterDocx(content: string, meta: RenderMeta): Promise<Uint8Array> {
  // One Word paragraph per line (spacing only after a block's last line): a sign-off stays two lines for readers
  // that ignore manual line breaks, as ATS text extraction often does.
  const paragraphs = splitLetterBlocks(content).flatMap((block) =>
    block.map(
      (line, i) =>
        new Paragraph({
          spacing: { after: i === block.length - 1 ? 200 : 0 },
          keepNext: i < block.length - 1,
          children: [new TextRun(sanitizeXmlText(line))],
        }),
    ),
  );
  return packDocument(createDocument(meta, paragraphs, 11), meta.date);
}

function renderEntry(entry: ResumeEntry): Paragraph[] {
  return entry.lines.map((line, i) => {
    const last = i === entry.lines.length - 1;
    const after = last ? 160 : 0;
    const text = sanitizeXmlText(line.text);
    if (line.kind === 'heading') return new Paragraph({ heading: HeadingLevel.HEADING_3, spacing: { after }, children: [new TextRun(text)] });
    if (line.kind === 'bullet') return new Paragraph({ numbering: { reference: BULLETS, level: 0 }, spacing: { after }, children: [new TextRun(text)] });
    return new Paragraph({ spacing: { after }, children: [new TextRun(text)] });
  });
}

/** Renders a tailored resume (SPEC.md plain-text format) with Word headings and real bullets. */
export async function renderResumeDocx(content: string, meta?: Partial<RenderMeta>): Promise<Uint8Array> {
  const layout = parseResumeLayout(content);
  const paragraphs: Paragraph[] = [];
  if (layout.name) paragraphs.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(sanitizeXmlText(layout.name))] }));
  if (layout.contact) {
    paragraphs.push(new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: sanitizeXmlText(layout.contact), size: 20, color: '4A4A4A' })] }));
  }
  for (const entry of layout.preamble) paragraphs.push(...renderEntry(entry));
  for (const section of layout.sections) {
    paragraphs.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(sanitizeXmlText(section.title))] }));
    for (const entry of section.entries) paragraphs.push(...renderEntry(entry));
  }
  const title = meta?.title ?? describeResume(layout);
  return packDocument(createDocument({ ...meta, title, author: meta?.author ?? layout.name }, paragraphs, 10.5), meta?.date);
}

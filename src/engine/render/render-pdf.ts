// Letter and tailored resume → tagged PDF (pdfkit), US Letter with 1-inch margins and an embedded Noto Sans.
import PDFDocument from 'pdfkit';
import { FONT_BOLD, FONT_REGULAR, createGlyphFitter, loadFontFiles } from './pdf-font.ts';
import {
  describeResume,
  parseResumeLayout,
  splitLetterBlocks,
  type RenderMeta,
  type ResumeEntry,
} from './text-layout.ts';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const MARGIN = 72;
const LINE_HEIGHT = 1.4;
const BODY_SIZE = 11;
const INK = '#1a1a1a';
const MUTED = '#4a4a4a';

// Parsing the 600 KB TTF costs tens of milliseconds per document; pdfkit accepts an already-parsed fontkit font,
// so each face is parsed once per process and shared (subsets stay per document).
type ParsedFont = { layout: (text: string) => unknown; characterSet?: number[]; _glyphs?: Record<number, unknown> };
const parsedFonts = new Map<string, ParsedFont>();
let fitGlyphs: ((text: string) => string) | undefined;

function registerFonts(doc: Doc): void {
  const files = loadFontFiles();
  const faces: [string, Buffer][] = [
    [FONT_REGULAR, files.regular],
    [FONT_BOLD, files.bold],
  ];
  for (const [name, file] of faces) {
    const parsed = parsedFonts.get(name);
    if (parsed) {
      // fontkit caches glyph objects with the characters they were first laid out for, and pdfkit writes those
      // into the ToUnicode map; a cache shared across documents would make one letter's text extract wrongly.
      parsed._glyphs = {};
      doc.registerFont(name, parsed as unknown as Buffer);
      continue;
    }
    doc.registerFont(name, file);
    doc.font(name);
    // The parsed font is only reachable through pdfkit's internal `_font`; without it we just parse again next time.
    const internal = (doc as unknown as { _font?: { font?: ParsedFont } })._font?.font;
    if (internal && typeof internal.layout === 'function') parsedFonts.set(name, internal);
  }
  if (!fitGlyphs) {
    fitGlyphs = createGlyphFitter(new Set(parsedFonts.get(FONT_REGULAR)?.characterSet ?? []));
  }
}

interface PdfContext {
  doc: Doc;
  root: Struct;
  fit: (text: string) => string;
  width: number;
}

function createPdf(meta: RenderMeta): { ctx: PdfContext; done: Promise<Uint8Array> } {
  const doc = new PDFDocument({
    // No default Helvetica: loading its metrics per document is wasted work, every text uses Noto Sans.
    font: null as unknown as string,
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    pdfVersion: '1.7',
    tagged: true,
    lang: meta.lang ?? 'en-US',
    displayTitle: true,
    autoFirstPage: true,
    info: {
      Title: meta.title,
      ...(meta.author ? { Author: meta.author } : {}),
      ...(meta.subject ? { Subject: meta.subject } : {}),
      Creator: 'ApplyKit',
      Producer: 'ApplyKit (PDFKit)',
      ...(meta.date ? { CreationDate: meta.date, ModDate: meta.date } : {}),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  registerFonts(doc);
  doc.font(FONT_REGULAR).fontSize(BODY_SIZE).fillColor(INK);
  const root = doc.struct('Document');
  doc.addStructure(root);
  return { ctx: { doc, root, fit: fitGlyphs ?? ((text: string) => text), width: doc.page.width - MARGIN * 2 }, done };
}

/** Extra leading that brings the font's natural line height to LINE_HEIGHT × size. */
function lineGapFor(doc: Doc, size: number): number {
  return Math.max(0, LINE_HEIGHT * size - doc.currentLineHeight(false));
}

function finish(ctx: PdfContext, done: Promise<Uint8Array>): Promise<Uint8Array> {
  ctx.root.end();
  ctx.doc.end();
  return done;
}

/**
 * Splits words wider than the line into line-wide pieces. pdfkit finds the break inside an over-long word by
 * re-measuring it one character shorter at a time, which is quadratic: a 20,000-character token took 40 s. Only the
 * current font and size matter, so this must run after they are set.
 */
function breakLongWords(doc: Doc, text: string, width: number): string {
  return text.replace(/\S{20,}/g, (word) => {
    if (doc.widthOfString(word) <= width) return word;
    const pieces: string[] = [];
    let piece = '';
    let pieceWidth = 0;
    for (const char of word) {
      const charWidth = doc.widthOfString(char);
      // 3% slack for kerning, which per-character widths do not see.
      if (piece && pieceWidth + charWidth > width * 0.97) {
        pieces.push(piece);
        piece = '';
        pieceWidth = 0;
      }
      piece += char;
      pieceWidth += charWidth;
    }
    pieces.push(piece);
    return pieces.join('\n');
  });
}

/** Starts a new page when less than `height` points remain, so a heading never ends a page alone. */
function keepSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function writeParagraph(ctx: PdfContext, text: string, opts: { font?: string; size?: number; color?: string; tag?: string; after?: number } = {}): void {
  const { doc } = ctx;
  const size = opts.size ?? BODY_SIZE;
  doc.font(opts.font ?? FONT_REGULAR).fontSize(size).fillColor(opts.color ?? INK);
  const gap = lineGapFor(doc, size);
  ctx.root.add(
    doc.struct(opts.tag ?? 'P', {}, () => {
      doc.text(breakLongWords(doc, ctx.fit(text), ctx.width), MARGIN, doc.y, { width: ctx.width, lineGap: gap });
    }),
  );
  doc.y += opts.after ?? 0;
}

/** Renders a cover letter: blank-line-separated blocks become paragraphs; lines inside a block stay lines. */
export async function renderLetterPdf(content: string, meta: RenderMeta): Promise<Uint8Array> {
  const { ctx, done } = createPdf(meta);
  const blocks = splitLetterBlocks(content);
  for (const block of blocks) {
    writeParagraph(ctx, block.join('\n'), { after: BODY_SIZE * 0.9 });
  }
  return finish(ctx, done);
}

function writeBullet(ctx: PdfContext, list: Struct, text: string, size: number): void {
  const { doc } = ctx;
  doc.font(FONT_REGULAR).fontSize(size).fillColor(INK);
  const gap = lineGapFor(doc, size);
  const indent = 14;
  keepSpace(doc, doc.currentLineHeight(true) + gap);
  const top = doc.y;
  list.add(
    doc.struct('LI', {}, [
      doc.struct('Lbl', {}, () => {
        doc.text('•', MARGIN + 3, top, { width: indent, lineGap: gap, lineBreak: false });
      }),
      doc.struct('LBody', {}, () => {
        doc.text(breakLongWords(doc, ctx.fit(text), ctx.width - indent), MARGIN + indent, top, { width: ctx.width - indent, lineGap: gap });
      }),
    ]),
  );
  doc.y += size * 0.15;
}

function writeEntry(ctx: PdfContext, entry: ResumeEntry, size: number): void {
  const { doc } = ctx;
  let list: Struct | undefined;
  for (const line of entry.lines) {
    if (line.kind === 'bullet') {
      if (!list) {
        list = doc.struct('L');
        ctx.root.add(list);
      }
      writeBullet(ctx, list, line.text, size);
      continue;
    }
    list?.end();
    list = undefined;
    if (line.kind === 'heading') {
      doc.font(FONT_BOLD).fontSize(size + 0.5);
      keepSpace(doc, doc.currentLineHeight(true) * 3);
      writeParagraph(ctx, line.text, { font: FONT_BOLD, size: size + 0.5, tag: 'H3', after: 1 });
    } else {
      writeParagraph(ctx, line.text, { size, after: 1 });
    }
  }
  list?.end();
  doc.y += size * 0.6;
}

/** Renders a tailored resume (SPEC.md plain-text format) with a name heading, section headings and real bullets. */
export async function renderResumePdf(content: string, meta?: Partial<RenderMeta>): Promise<Uint8Array> {
  const layout = parseResumeLayout(content);
  const { ctx, done } = createPdf({ ...meta, title: meta?.title ?? describeResume(layout), author: meta?.author ?? layout.name });
  const { doc } = ctx;
  const size = 10.5;
  if (layout.name) writeParagraph(ctx, layout.name, { font: FONT_BOLD, size: 20, tag: 'H1', after: 2 });
  if (layout.contact) writeParagraph(ctx, layout.contact, { size: 10, color: MUTED, after: 6 });
  for (const entry of layout.preamble) writeEntry(ctx, entry, size);
  for (const section of layout.sections) {
    doc.font(FONT_BOLD).fontSize(12);
    keepSpace(doc, doc.currentLineHeight(true) * 4);
    doc.y += 6;
    writeParagraph(ctx, section.title, { font: FONT_BOLD, size: 12, tag: 'H2', after: 2 });
    // The rule under a heading is decoration: marked as an artifact so screen readers skip it.
    doc.markContent('Artifact', { type: 'Layout' });
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + ctx.width, doc.y).lineWidth(0.6).strokeColor('#9a9a9a').stroke();
    doc.endMarkedContent();
    doc.y += 6;
    for (const entry of section.entries) writeEntry(ctx, entry, size);
  }
  return finish(ctx, done);
}

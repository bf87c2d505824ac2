// DOCX → lines with bold/heading information. We read word/document.xml ourselves (mammoth would
// drop run-level bold on non-heading paragraphs and table structure that matter for resumes).
import type { ExtractedDocument, TextLine } from '../types.ts';
import { ExtractError } from '../types.ts';
import { EXTRACT_MESSAGES } from './extract-messages.ts';
import { openZip, type ZipArchive } from './read-zip.ts';

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** Opens and vets a DOCX: caps checked, required parts present. Shared with the raw-text helper. */
export function openVettedDocx(bytes: Uint8Array): ZipArchive {
  const zip = openZip(bytes);
  if (!zip.entries.has('word/document.xml')) throw new ExtractError('CORRUPT', EXTRACT_MESSAGES.CORRUPT);
  return zip;
}

export function readXmlPart(zip: ZipArchive, name: string): string | undefined {
  const data = zip.read(name);
  if (!data) return undefined;
  const xml = utf8.decode(data);
  // No DTDs at all: entity declarations are how XXE and billion-laughs attacks start.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new ExtractError('UNSAFE_XML', EXTRACT_MESSAGES.UNSAFE_XML);
  return xml;
}

interface StyleInfo {
  name: string;
  bold?: boolean;
  basedOn?: string;
  list?: boolean;
}

function attr(tag: string, name: string): string | undefined {
  const m = tag.match(new RegExp(`\\b${name.replace(':', '\\:')}="([^"]*)"`));
  return m?.[1];
}

/** <w:b/>, <w:b w:val="1"/> and <w:b w:val="true"/> mean bold; w:val="0"/"false" switch it off. */
function isOn(tag: string): boolean {
  const v = attr(tag, 'w:val');
  return v === undefined || !/^(0|false|off)$/i.test(v);
}

function parseStyles(xml: string | undefined): Map<string, StyleInfo> {
  const styles = new Map<string, StyleInfo>();
  if (!xml) return styles;
  for (const m of xml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    const id = attr(m[1], 'w:styleId');
    if (!id) continue;
    const body = m[2];
    const name = body.match(/<w:name\b[^>]*w:val="([^"]*)"/)?.[1] ?? id;
    const rPr = body.match(/<w:rPr>([\s\S]*?)<\/w:rPr>/)?.[1] ?? '';
    const b = rPr.match(/<w:b\b[^>]*\/?>/);
    styles.set(id, {
      name,
      bold: b ? isOn(b[0]) : undefined,
      basedOn: body.match(/<w:basedOn\b[^>]*w:val="([^"]*)"/)?.[1],
      list: /<w:numPr>/.test(body),
    });
  }
  return styles;
}

function resolveStyle(styles: Map<string, StyleInfo>, id: string | undefined) {
  let bold: boolean | undefined;
  let list = false;
  let heading = false;
  const seen = new Set<string>();
  for (let cur = id; cur && !seen.has(cur); cur = styles.get(cur)?.basedOn) {
    seen.add(cur);
    const s = styles.get(cur);
    const label = `${cur} ${s?.name ?? ''}`;
    if (/\b(heading|title)\s*\d*\b|^heading\d|^title$/i.test(label) && !/subtitle/i.test(label)) heading = true;
    if (!s) continue;
    if (bold === undefined && s.bold !== undefined) bold = s.bold;
    if (s.list || /list/i.test(s.name)) list = true;
  }
  return { bold: bold ?? false, list, heading };
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    const l = e.toLowerCase();
    if (l === 'amp') return '&';
    if (l === 'lt') return '<';
    if (l === 'gt') return '>';
    if (l === 'quot') return '"';
    if (l === 'apos') return "'";
    const code = l.startsWith('#x') ? parseInt(l.slice(2), 16) : parseInt(l.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

interface Para {
  text: string;
  boldChars: number;
  chars: number;
  styleBold: boolean;
  heading: boolean;
  list: boolean;
  size: number;
}

interface Cell {
  paras: Para[];
}

type Block = { kind: 'para'; para: Para } | { kind: 'table'; rows: Cell[][] };

/**
 * One pass over the tags. Tables keep their row/cell structure so a one-row layout table (a
 * two-column Word template) comes out cell by cell, and a table row of short cells (title |
 * dates) comes out as one tab-separated line.
 */
function parseBody(xml: string, styles: Map<string, StyleInfo>): Block[] {
  const blocks: Block[] = [];
  const tableStack: { rows: Cell[][] }[] = [];
  let para: Para | undefined;
  const outerParas: Para[] = [];
  let runBold: boolean | undefined;
  let inRPr = false;
  let inPPr = false;
  let inText = false;
  let skipDepth = 0; // inside mc:Fallback / w:del / field instructions
  let sizeHalfPoints = 0;

  for (const m of tokenizeXml(xml)) {
    if (m.text !== undefined) {
      if (inText && para && skipDepth === 0) {
        const t = decodeEntities(m.text);
        para.text += t;
        const n = t.replace(/\s/g, '').length;
        para.chars += n;
        if (runBold ?? para.styleBold) para.boldChars += n;
      }
      continue;
    }
    const { closing, tag, attrs, selfClosing } = m;
    if (tag === 'mc:Fallback' || tag === 'w:del' || tag === 'w:instrText' || tag === 'w:delText') {
      if (!selfClosing) skipDepth += closing ? -1 : 1;
      if (skipDepth < 0) skipDepth = 0;
      continue;
    }
    if (skipDepth > 0) continue;
    switch (tag) {
      case 'w:tbl':
        if (closing) {
          const t = tableStack.pop();
          if (t) pushBlock({ kind: 'table', rows: t.rows });
        } else tableStack.push({ rows: [] });
        break;
      case 'w:tr':
        if (!closing && tableStack.length) tableStack[tableStack.length - 1].rows.push([]);
        break;
      case 'w:tc':
        if (!closing && tableStack.length) {
          const rows = tableStack[tableStack.length - 1].rows;
          rows[rows.length - 1]?.push({ paras: [] });
        }
        break;
      case 'w:p':
        if (closing) {
          if (para) pushPara(para);
          // Back to the paragraph that anchors a text box: its own text after the box is not lost.
          para = outerParas.pop();
        } else if (selfClosing) {
          pushPara({ text: '', boldChars: 0, chars: 0, styleBold: false, heading: false, list: false, size: 0 });
        } else {
          if (para) outerParas.push(para); // a text box's paragraphs nest inside a run of this one
          para = { text: '', boldChars: 0, chars: 0, styleBold: false, heading: false, list: false, size: 0 };
        }
        break;
      case 'w:pPr':
        inPPr = !closing && !selfClosing;
        break;
      case 'w:pStyle':
        if (para && inPPr) {
          const s = resolveStyle(styles, attr(attrs, 'w:val'));
          para.styleBold = s.bold;
          para.heading = s.heading;
          para.list ||= s.list;
        }
        break;
      case 'w:numPr':
        if (para && inPPr) para.list = true;
        break;
      case 'w:r':
        if (!closing) runBold = undefined;
        sizeHalfPoints = 0;
        break;
      case 'w:rPr':
        inRPr = !closing && !selfClosing;
        break;
      case 'w:rStyle':
        if (inRPr && !inPPr) {
          const s = resolveStyle(styles, attr(attrs, 'w:val'));
          if (s.bold) runBold = true;
        }
        break;
      case 'w:b':
        // Bold inside pPr formats only the paragraph mark, not the text.
        if (inRPr && !inPPr) runBold = isOn(`<w:b${attrs}>`);
        break;
      case 'w:sz':
        if (inRPr && !inPPr && para) {
          sizeHalfPoints = Number(attr(attrs, 'w:val') ?? 0);
          para.size = Math.max(para.size, sizeHalfPoints / 2);
        }
        break;
      case 'w:t':
        inText = !closing && !selfClosing;
        break;
      case 'w:tab':
        if (para && !inPPr) para.text += '\t';
        break;
      case 'w:br':
      case 'w:cr':
        if (para) para.text += '\n';
        break;
      case 'w:noBreakHyphen':
        if (para) para.text += '-';
        break;
    }
  }
  if (para) pushPara(para);
  return blocks;

  function pushPara(p: Para) {
    const t = tableStack[tableStack.length - 1];
    const row = t?.rows[t.rows.length - 1];
    const cell = row?.[row.length - 1];
    if (cell) cell.paras.push(p);
    else pushBlock({ kind: 'para', para: p });
  }
  function pushBlock(b: Block) {
    // A nested table's content belongs to the enclosing cell.
    const t = tableStack[tableStack.length - 1];
    const row = t?.rows[t.rows.length - 1];
    const cell = row?.[row.length - 1];
    if (cell) {
      if (b.kind === 'para') cell.paras.push(b.para);
      else for (const r of b.rows) for (const c of r) cell.paras.push(...c.paras);
    } else blocks.push(b);
  }
}

type XmlToken = { text: string; tag?: undefined } | { text?: undefined; tag: string; attrs: string; closing: boolean; selfClosing: boolean };

/** Tags and text runs in document order, by indexOf: linear whatever the input (no backtracking pattern). */
function* tokenizeXml(xml: string): Generator<XmlToken> {
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      yield { text: xml.slice(i) };
      return;
    }
    if (lt > i) yield { text: xml.slice(i, lt) };
    const gt = xml.indexOf('>', lt + 1);
    if (gt < 0) return;
    let body = xml.slice(lt + 1, gt);
    i = gt + 1;
    const closing = body.startsWith('/');
    if (closing) body = body.slice(1);
    const selfClosing = body.endsWith('/');
    if (selfClosing) body = body.slice(0, -1);
    let end = 0;
    while (end < body.length && /[\w:.-]/.test(body[end])) end++;
    const tag = body.slice(0, end);
    // Comments, declarations and processing instructions carry no text.
    if (!tag) continue;
    yield { tag, attrs: body.slice(end), closing, selfClosing };
  }
}

/** Tabs separate fields: no blank fields, no spaces around them, none at either end. */
function tidyTabs(s: string): string {
  return s
    .split('\t')
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\t');
}

function paraToLines(p: Para, column: number, out: Omit<TextLine, 'page' | 'y'>[]) {
  const bold = p.heading || p.styleBold || (p.chars > 0 && p.boldChars / p.chars > 0.5);
  const size = p.size || (p.heading ? 14 : 11);
  const parts = p.text.split('\n');
  parts.forEach((part, i) => {
    let text = tidyTabs(part.replace(/[ \u00a0]+/g, ' '));
    if (!text) return;
    // List numbering lives in numbering.xml, not the text; a marker keeps bullets recognisable.
    if (p.list && i === 0 && !/^[•▪‣◦●■\-*–]/.test(text)) text = `• ${text}`;
    out.push({ text, x: 0, fontSize: size, bold, column });
  });
}

export function extractDocx(bytes: Uint8Array): ExtractedDocument {
  const zip = openVettedDocx(bytes);
  const styles = parseStyles(readXmlPart(zip, 'word/styles.xml'));
  const raw: Omit<TextLine, 'page' | 'y'>[] = [];

  // Contact details often sit in the page header of Word templates, sometimes the footer: read local header
  // parts before the body and footer parts after it (external relationships are never followed).
  const rels = readXmlPart(zip, 'word/_rels/document.xml.rels') ?? '';
  const partsOf = (kind: 'header' | 'footer') => {
    const out: string[] = [];
    for (const m of rels.matchAll(/<Relationship\b[^>]*>/g)) {
      const tag = m[0];
      if (/TargetMode="External"/i.test(tag) || !(attr(tag, 'Type') ?? '').endsWith(`/${kind}`)) continue;
      const target = attr(tag, 'Target') ?? '';
      if (!/^[\w./-]+\.xml$/.test(target) || target.includes('..')) continue;
      out.push(target.startsWith('/') ? target.slice(1) : `word/${target}`);
    }
    return out.sort();
  };
  const seen = new Set<string>();
  const readPart = (region: 'header' | 'footer') => (part: string) => {
    const xml = readXmlPart(zip, part);
    const from = raw.length;
    if (xml) for (const b of parseBody(xml, styles)) collectBlock(b, raw, seen);
    for (let i = from; i < raw.length; i++) raw[i].region = region;
  };
  partsOf('header').forEach(readPart('header'));
  const doc = readXmlPart(zip, 'word/document.xml');
  if (doc === undefined) throw new ExtractError('CORRUPT', EXTRACT_MESSAGES.CORRUPT);
  const body = doc.slice(doc.indexOf('<w:body'));
  for (const b of parseBody(body, styles)) collectBlock(b, raw, undefined);
  partsOf('footer').forEach(readPart('footer'));

  const lines: TextLine[] = raw.map((l, i) => ({ ...l, page: 1, y: i }));
  const text = lines.map((l) => l.text).join('\n');
  if (text.replace(/\s+/g, '').length < 10) throw new ExtractError('NO_TEXT', EXTRACT_MESSAGES.NO_TEXT);
  return { kind: 'docx', text, lines, pageCount: 1 };
}

function collectBlock(b: Block, out: Omit<TextLine, 'page' | 'y'>[], dedupe: Set<string> | undefined) {
  const push = (p: Para, column: number) => {
    const tmp: Omit<TextLine, 'page' | 'y'>[] = [];
    paraToLines(p, column, tmp);
    for (const l of tmp) {
      if (dedupe) {
        if (dedupe.has(l.text)) continue;
        dedupe.add(l.text);
      }
      out.push(l);
    }
  };
  if (b.kind === 'para') {
    push(b.para, 0);
    return;
  }
  for (const row of b.rows) {
    const filled = row.map((c) => c.paras.filter((p) => p.text.trim()));
    const short = filled.every((ps) => ps.length <= 1) && filled.filter((ps) => ps.length).length > 1;
    if (short) {
      // A row of single-paragraph cells reads as one line: "Senior PM<TAB>May 2020 – Present".
      const ps = filled.flat();
      const merged: Para = {
        text: ps.map((p) => p.text.replace(/\n/g, ' ').trim()).join('\t'),
        boldChars: ps.reduce((n, p) => n + p.boldChars, 0),
        chars: ps.reduce((n, p) => n + p.chars, 0),
        styleBold: false,
        heading: ps.some((p) => p.heading),
        list: false,
        size: Math.max(...ps.map((p) => p.size)),
      };
      // Bold follows the first cell: "**Title** | dates" is a bold title line.
      const first = ps[0];
      if (first.chars > 0 && (first.styleBold || first.boldChars / first.chars > 0.5)) merged.styleBold = true;
      push(merged, 0);
    } else {
      filled.forEach((ps, ci) => ps.forEach((p) => push(p, Math.min(ci, 1))));
    }
  }
}

// Tiny DOCX and PDF files built in memory for unit tests: each test states the layout it is about (a
// paragraph in a header, a bold line at 14 pt, an indented bullet without a glyph) instead of relying on a
// fixture. Test-only; never imported by the runtime.
import { strToU8, zipSync } from 'fflate';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A `<w:p>` with one run; `raw` inserts the text without escaping (for entity tests). */
export function docxParagraph(text: string, opts: { bold?: boolean; size?: number; style?: string; raw?: boolean } = {}): string {
  const rPr = (opts.bold ? '<w:b/>' : '') + (opts.size ? `<w:sz w:val="${opts.size * 2}"/>` : '');
  const pPr = opts.style ? `<w:pPr><w:pStyle w:val="${opts.style}"/></w:pPr>` : '';
  const runs = text
    .split('\t')
    .map((t) => `<w:t xml:space="preserve">${opts.raw ? t : xmlEscape(t)}</w:t>`)
    .join('<w:tab/>');
  return `<w:p>${pPr}<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}${runs}</w:r></w:p>`;
}

/** A table: rows of cells, each cell a list of paragraph XML strings. */
export function docxTable(rows: string[][][]): string {
  return `<w:tbl>${rows.map((r) => `<w:tr>${r.map((c) => `<w:tc>${c.join('') || '<w:p/>'}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`;
}

/** A paragraph holding a text box (DrawingML, as Word writes it) with the given paragraphs. */
export function docxTextBox(paragraphs: string[]): string {
  return `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${paragraphs.join('')}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox><w:txbxContent>${paragraphs.join('')}</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;
}

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml"';

/** A DOCX whose body is `body` (paragraph/table XML); `header`/`footer` go into their own parts. */
export function buildDocx(body: string, parts: { header?: string; footer?: string } = {}): Uint8Array {
  const rels: string[] = [];
  const files: Record<string, Uint8Array> = {};
  let sect = '';
  for (const kind of ['header', 'footer'] as const) {
    const xml = parts[kind];
    if (!xml) continue;
    rels.push(`<Relationship Id="r${kind}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${kind}" Target="${kind}1.xml"/>`);
    files[`word/${kind}1.xml`] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:${kind === 'header' ? 'hdr' : 'ftr'} ${NS}>${xml}</w:${kind === 'header' ? 'hdr' : 'ftr'}>`);
    sect += `<w:${kind}Reference w:type="default" r:id="r${kind}"/>`;
  }
  files['[Content_Types].xml'] = strToU8(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  files['_rels/.rels'] = strToU8(
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  files['word/_rels/document.xml.rels'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  );
  files['word/document.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><w:document ${NS}><w:body>${body}<w:sectPr>${sect}</w:sectPr></w:body></w:document>`,
  );
  return zipSync(files);
}

export interface PdfText {
  text: string;
  x: number;
  /** Baseline from the bottom of a US Letter page (792 pt high). */
  y: number;
  size?: number;
  bold?: boolean;
}

/**
 * A one-page PDF (Helvetica / Helvetica-Bold, WinAnsi). Characters are written as octal byte codes, so a
 * test can put any byte in a string; `toUnicode` maps byte codes to UTF-16 hex (e.g. { 1: 'D800' }) through a
 * ToUnicode CMap on the regular font, to make pdf.js hand out exactly those code units.
 */
export function buildPdf(items: PdfText[], opts: { toUnicode?: Record<number, string> } = {}): Uint8Array {
  const encode = (s: string) =>
    [...s].map((ch) => `\\${(ch.charCodeAt(0) & 0xff).toString(8).padStart(3, '0')}`).join('');
  const content = items
    .map((it) => `BT /${it.bold ? 'F2' : 'F1'} ${it.size ?? 11} Tf 1 0 0 1 ${it.x} ${it.y} Tm (${encode(it.text)}) Tj ET`)
    .join('\n');
  const cmapEntries = Object.entries(opts.toUnicode ?? {});
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding${cmapEntries.length ? ' /ToUnicode 7 0 R' : ''} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  if (cmapEntries.length) {
    const identity = Array.from({ length: 95 }, (_, i) => i + 32).filter((c) => !(c in (opts.toUnicode ?? {})));
    const lines = [
      ...cmapEntries.map(([code, hex]) => `<${Number(code).toString(16).padStart(2, '0')}> <${hex}>`),
      ...identity.map((c) => `<${c.toString(16)}> <00${c.toString(16)}>`),
    ];
    const cmap = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /T def /CMapType 2 def 1 begincodespacerange <00> <ff> endcodespacerange ${lines.length} beginbfchar ${lines.join(' ')} endbfchar endcmap CMapName currentdict /CMap defineresource pop end end`;
    objects.push(`<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`);
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(out, true);
}

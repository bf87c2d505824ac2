// Augmented training documents: the labelled positions and schools printed in other header layouts. Each must
// still carry its labels where the aligner finds them, the layouts must vary across documents, and the same
// document must always give the same variants (training stays deterministic).
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../types.ts';
import { entrySectionRole, readSections } from '../parse-resume.ts';
import { augmentDocument, SCHOOL_LEVEL, type LabelledPosition, type LabelledSchool } from './augment.ts';
import { segmentLines } from './segments.ts';
import { alignSection, type TrainingLabels } from './train.ts';

const DESCRIPTION = [
  'Reconciled the monthly ledgers for four regional offices and closed each period on time',
  'Trained six new starters on the booking system and wrote the guide they still use today',
  'Cut the stock count from two days to one by moving the warehouse onto handheld scanners',
];

function sourceDocument(): ExtractedDocument {
  const lines = DESCRIPTION.map((text, i) => ({ text, page: 1, x: 50, y: 700 - 14 * i, fontSize: 10, bold: false, column: 0 }));
  return { kind: 'pdf', text: DESCRIPTION.join('\n'), lines, pageCount: 1 };
}

const POSITIONS: LabelledPosition[] = [
  { title: 'Senior Accountant', employer: 'Harbour Freight Services', startYear: 2019, endYear: null },
  { title: 'Accounts Assistant', employer: 'Harbour Freight Services', startYear: 2016, endYear: 2019 },
  { title: 'Office Administrator', employer: 'Greenway Dental Practice', startYear: 2012, endYear: 2016 },
];
const SCHOOLS: LabelledSchool[] = [
  { degree: 'Bachelor of Commerce', school: 'University of Leeds' },
  { degree: 'A-levels', school: 'Castleford Academy' },
];
const LABELS: TrainingLabels = {
  titles: POSITIONS.map((p) => p.title),
  employers: POSITIONS.map((p) => p.employer),
  degrees: [...SCHOOLS, ...SCHOOL_LEVEL].map((s) => s.degree!),
  schools: [...SCHOOLS, ...SCHOOL_LEVEL].map((s) => s.school!),
  educationLabelled: true,
};

/** The fields the aligner finds in a document's entry sections, as 'label:text' in lower case. */
function alignedFields(doc: ExtractedDocument): Set<string> {
  const found = new Set<string>();
  for (const s of readSections(doc).sections) {
    const role = entrySectionRole(s);
    if (!role) continue;
    const segs = segmentLines(s.lines);
    alignSection(segs, role, LABELS).forEach((label, i) => {
      if (['title', 'employer', 'degree', 'school'].includes(label)) found.add(`${label}:${segs[i].text.toLowerCase()}`);
    });
  }
  return found;
}

const ids = Array.from({ length: 12 }, (_, i) => `doc-${i}`);

describe('augmented training documents', () => {
  it('keep every labelled position and school where the aligner finds them, whatever the layout', () => {
    for (const id of ids) {
      for (const doc of augmentDocument(id, sourceDocument(), POSITIONS, SCHOOLS)) {
        const fields = alignedFields(doc);
        const has = (label: string, text: string) => expect(fields, `${id}: ${doc.text}`).toContain(`${label}:${text.toLowerCase()}`);
        for (const p of POSITIONS) {
          has('title', p.title);
          // A run of positions under one employer heading prints the run's first employer only.
          if (doc.text.toLowerCase().includes(p.employer.toLowerCase())) has('employer', p.employer);
        }
        has('employer', POSITIONS[0].employer);
        for (const s of SCHOOLS) has('degree', s.degree!);
      }
    }
  });

  it('print the headers in many layouts across documents, and the same ones for the same document', () => {
    // The first position's header as a shape: its text and the line after it, digits and case aside.
    const headerShape = (d: ExtractedDocument) => {
      const at = d.lines.findIndex((l) => /senior accountant/i.test(l.text));
      return d.lines.slice(at, at + 2).map((l) => `${l.text.toLowerCase().replace(/\d+/g, '#')}${l.bold ? '*' : ''}`).join(' / ');
    };
    const firstHeaders = ids.flatMap((id) => augmentDocument(id, sourceDocument(), POSITIONS, SCHOOLS).map(headerShape));
    expect(new Set(firstHeaders).size).toBeGreaterThanOrEqual(8);
    expect(augmentDocument('doc-3', sourceDocument(), POSITIONS, SCHOOLS)).toEqual(augmentDocument('doc-3', sourceDocument(), POSITIONS, SCHOOLS));
  });

  it('print some documents with runs of positions under one employer heading, every title kept', () => {
    const all = [0, 1, 2].flatMap((draw) => ids.flatMap((id) => augmentDocument(id, sourceDocument(), POSITIONS, SCHOOLS, draw)));
    const printed = (doc: ExtractedDocument, employer: string) => doc.text.toLowerCase().split(employer.toLowerCase()).length - 1;
    const grouped = all.filter((doc) => !printed(doc, POSITIONS[2].employer));
    expect(grouped.length).toBeGreaterThanOrEqual(3);
    expect(grouped.length).toBeLessThan(all.length / 2);
    for (const doc of grouped) {
      // The employer is printed once, above the titles of its run.
      expect(printed(doc, POSITIONS[0].employer), doc.text).toBe(1);
      for (const p of POSITIONS) expect(alignedFields(doc), doc.text).toContain(`title:${p.title.toLowerCase()}`);
    }
  });

  it('use the document’s own description lines, and give nothing for a document with no positions or schools', () => {
    const [doc] = augmentDocument('doc-1', sourceDocument(), POSITIONS, SCHOOLS);
    expect(DESCRIPTION.some((d) => doc.text.includes(d))).toBe(true);
    expect(augmentDocument('doc-1', sourceDocument(), [], [])).toEqual([]);
  });

  it('give other layouts in another draw, and school-level qualifications the aligner finds', () => {
    const shapes = (draw: number) => ids.map((id) => augmentDocument(id, sourceDocument(), POSITIONS, SCHOOLS, draw).map((d) => d.text).join('\n'));
    const [first, second] = [shapes(0), shapes(1)];
    expect(first.filter((t, i) => t !== second[i]).length).toBeGreaterThanOrEqual(10);
    const all = [0, 1, 2].flatMap((draw) => ids.flatMap((id) => augmentDocument(id, sourceDocument(), POSITIONS, SCHOOLS, draw)));
    const withSchoolLevel = all.filter((doc) => SCHOOL_LEVEL.some((s) => doc.text.includes(s.school!)));
    expect(withSchoolLevel.length).toBeGreaterThanOrEqual(3);
    for (const doc of withSchoolLevel) {
      const fields = alignedFields(doc);
      for (const s of SCHOOL_LEVEL.filter((q) => doc.text.includes(q.school!))) expect(fields, doc.text).toContain(`degree:${s.degree!.toLowerCase()}`);
    }
  });
});

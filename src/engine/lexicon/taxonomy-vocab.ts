// The vocabulary built from the public taxonomies by scripts/build-vocab.ts (see ATTRIBUTION.md), with the look-ups
// the job analysis needs. Lists become sets on first use, not at import.
import VOCAB from './vocab/taxonomy-vocab.json' with { type: 'json' };

/** Entries in the lexicon's 'Canonical|alias' form, by the category the matcher files them under. */
export const TAXONOMY_ENTRIES = {
  technology: VOCAB.software,
  equipment: VOCAB.equipment,
  knowledge: VOCAB.knowledge,
  language: VOCAB.languages,
} as const;

const NOT_PEOPLE = new Set(['computer', 'other', 'major', 'over', 'printer', 'layer', 'liner', 'member', 'partner']);

let sets: { heads: Set<string>; places: Set<string>; legal: Set<string>; subjects: Set<string> } | null = null;

function vocabSets() {
  sets ??= {
    // Agentive head nouns only ('shipper', 'clerk', 'technologist'): ESCO also ends titles in fields ('… in agriculture').
    // Things, not people, that also end some titles ('… Computer', 'Other', 'Major') are left out.
    heads: new Set(
      VOCAB.titleHeads.filter((h) => /(?:er|or|ist|ian|ant|ee|man|wright|smith|aide|clerk|nurse|guard|chef|cook|pilot|officer|agent|coach|judge|host)$/.test(h) && !NOT_PEOPLE.has(h)),
    ),
    places: new Set(VOCAB.places.map((p) => p.toLowerCase())),
    legal: new Set(VOCAB.legalForms.map((f) => f.toLowerCase().replace(/[. ]/g, ''))),
    subjects: new Set(VOCAB.subjects),
  };
  return sets;
}

/** 'Shipper', 'Scale Clerk': a phrase whose last word heads occupation titles in O*NET or ESCO. */
export function endsInTitleHead(phrase: string): boolean {
  // Only a phrase that ends in a word: 'Shipper (M-F)' ends in a bracket, 'Scale Clerk' in its head.
  if (!/[A-Za-z]$/.test(phrase)) return false;
  const words = phrase.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const last = words[words.length - 1] ?? '';
  const one = last.length > 4 && last.endsWith('s') && !last.endsWith('ss') ? last.slice(0, -1) : last;
  return vocabSets().heads.has(last) || vocabSets().heads.has(one);
}

/** 'Winnipeg', 'Tallinn, Estonia', 'Santa Monica, California': the phrase names only places. */
export function isPlaceName(phrase: string): boolean {
  const parts = phrase.split(/,\s*/).map((p) => p.trim().toLowerCase()).filter(Boolean);
  if (parts.length === 0) return false;
  // 'Tallinn, Estonia': a place, then its country or state, is a place even when the town is not listed.
  if (parts.length >= 2 && vocabSets().places.has(parts[parts.length - 1]) && parts.every((p) => /^[a-z .'-]+$/.test(p))) return true;
  return parts.every((p) => vocabSets().places.has(p));
}

/** 'PLC', 'GmbH', 'S.A.': an ISO 20275 legal-form abbreviation. */
export function isLegalForm(word: string): boolean {
  const w = word.toLowerCase().replace(/[. ]/g, '');
  return w.length >= 2 && vocabSets().legal.has(w);
}

/** 'food science', 'medical technology': a field of study (DfE HECoS subject names). */
export function isDegreeSubject(phrase: string): boolean {
  return vocabSets().subjects.has(phrase.toLowerCase().trim());
}

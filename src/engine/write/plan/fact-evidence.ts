// How much a text looks like a job title, an organisation, a degree, an institution or a place, each in [0, 1].
// The fact checks (check-facts.ts) ask only this interface, so the taxonomy-built gazetteer can replace these
// cue-word heuristics by changing one import.
import nlp from 'compromise';
import { containsRoleNoun } from '../../job/infer-title.ts';
import * as gazetteer from '../../gazetteer/gazetteer.ts';

export interface FactEvidence {
  titleEvidence(text: string): number;
  organisationEvidence(text: string): number;
  degreeEvidence(text: string): number;
  institutionEvidence(text: string): number;
  placeEvidence(text: string): number;
  /** The legal-form suffix ('Inc.', 'GmbH', 'Pvt. Ltd.') the name ends with, if any. */
  legalFormOf(text: string): string | undefined;
}

const LEGAL_FORM = /\b(?:inc|incorporated|llc|l\.l\.c|llp|ltd|limited|plc|corp|corporation|co|gmbh|ag|sa|s\.a|sas|srl|s\.r\.l|spa|s\.p\.a|bv|b\.v|nv|n\.v|ab|as|asa|oy|oyj|kk|pty|pvt|pte|sdn\s+bhd|bhd|lp|pc|pllc|kg|se)\.?$/i;
const ORG_WORD = /\b(?:company|group|holdings|partners|associates|bank|hospital|clinic|health|healthcare|medical|center|centre|university|college|school|academy|institute|foundation|agency|services|service|solutions|systems|technologies|technology|labs?|studios?|consulting|capital|ventures|industries|enterprises|international|global|network|media|press|restaurant|hotel|cafe|café|store|stores|market|pharmacy|council|department|ministry|office|county|city of|district|authority|commission|board|church|trust|society|association|club|team|firm|works|logistics|distribution|manufacturing|foods?|energy|motors|airlines|insurance|financial|securities|realty|construction|builders|contractors|electric|software|digital|analytics|retail|supply|warehouse|inc|corp|llc|ltd|gmbh|plc)\b/i;
const DEGREE = /\b(?:bachelor'?s?|master'?s?|associate'?s?|doctor(?:ate)?|ph\.?\s?d|mba|msc|bsc|b\.\s?sc|m\.\s?sc|b\.\s?s|m\.\s?s|b\.\s?a|m\.\s?a|b\.\s?e|m\.\s?e|b\.\s?eng|m\.\s?eng|b\.?\s?tech|m\.?\s?tech|b\.?\s?com|m\.?\s?com|bba|bca|mca|bsn|msn|adn|jd|j\.d|llb|llm|md|dnp|pharm\.?\s?d|ed\.?\s?d|m\.?\s?ed|b\.?\s?ed|mfa|bfa|mph|diploma|high school|secondary school|ged|a-levels?|gcse|hsc|ssc|baccalaur\w*|licen[cs]iate|laurea|magister|abitur|certificate|associate degree|(?:higher )?secondary education|degree|hnd|hnc|btec|cpa)\b/i;
// Role words the shared role-noun list leaves out (it also serves title detection in postings).
const EXTRA_ROLE = /\b(?:founder|co-founder|cto|ceo|cfo|coo|cio|cmo|counsel|preparer|mentor|organi[sz]er|volunteer|missionary|contributor|scholar|leader|assistant|asisstant|teaching|fellow|trainee|resident|clinician|nurse|ta)\b/i;
// Degree abbreviations, case-sensitive ('BS in Computer Science', 'A.A.S.', 'MEng', 'Dipl.-Ing.', 'Class XII').
const DEGREE_ACRONYM = /(?:^|\()(?:[BMA]\.?\s?(?:A|S|Sc|E|Eng|Ed|Com|Tech|Arch|Des|Phil|Pharm|FA|PH|FT|SW|SN|BA)|A\.?A\.?S|LL\.?\s?[BM]|SSLC|SPM|Dipl|Ausbildung|Class\s+X{1,2}I{0,2}|GCSEs?|IGCSE|CBSE|ICSE|Matric\w*|Abitur|Bac)\.?(?=$|[\s(),.:-])/;
// 'TU Berlin', 'ETH Zürich', 'NYU', 'UCLA', 'MIT': institutions known by their initials.
const INSTITUTION_ACRONYM = /\b(?:TUM|ETH|EPFL|KTH|MIT|UCLA|UCSD|UC|CUNY|SUNY|IIT|NIT|IIM|BITS|LSE|UCL|KAIST|NUS|[A-Z]{0,3}U)\b/;
const INSTITUTION = /(?:universit|college|institut|school|academy|polytechnic|politecnico|conservato|seminary|hochschule|école|ecole|escuela|universidad|skole|schule|gymnas|lyc[ée]e|lyceum|kolleg|iit\b|nit\b|campus|vidyalaya|vidya|bhavan|\bhigh\b|\btafe\b|\bsmk\b|madras|gurukul|for (?:boys|girls))/i;
const PLACE_WORDS = new Set(
  'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming carolina dakota jersey york hampshire mexico usa us uk india canada australia germany france spain italy sweden norway denmark finland korea japan china singapore philippines bangladesh pakistan nigeria kenya brazil argentina chile ireland scotland england wales netherlands belgium switzerland austria poland portugal greece turkey egypt israel uae dubai london paris berlin tokyo seoul mumbai delhi bangalore bengaluru chennai hyderabad pune kolkata manila dhaka toronto vancouver montreal sydney melbourne boston chicago seattle austin denver atlanta dallas houston miami phoenix portland oslo stockholm copenhagen helsinki amsterdam madrid rome dublin zurich vienna remote north south east west new san los las santa st saint city state province county'.split(' '),
);

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z]+/).filter(Boolean);
}

export const heuristicEvidence: FactEvidence = {
  titleEvidence: (text) => (containsRoleNoun(text) || EXTRA_ROLE.test(text) ? 0.8 : 0),
  organisationEvidence: (text) => (LEGAL_FORM.test(text.trim()) ? 0.95 : ORG_WORD.test(text) ? 0.7 : 0.3),
  degreeEvidence: (text) => (DEGREE.test(text) || DEGREE_ACRONYM.test(text) ? 0.9 : 0),
  institutionEvidence: (text) => (INSTITUTION.test(text) || INSTITUTION_ACRONYM.test(text) ? 0.9 : 0),
  placeEvidence: (text) => {
    const ws = words(text);
    if (!ws.length) return 0;
    if (ws.some((w) => PLACE_WORDS.has(w)) && ws.every((w) => PLACE_WORDS.has(w) || w.length <= 2)) return 0.95;
    if (ws.length > 1) return 0;
    // 'Georgia', 'Oslo': compromise's place tags for a name made only of places.
    const terms = nlp(text).terms().json() as { terms: { tags: string[] }[] }[];
    const placeLike = terms.every((t) => (t.terms[0]?.tags ?? []).some((tag) => tag === 'Place' || tag === 'City' || tag === 'Country' || tag === 'Region'));
    return placeLike ? 0.8 : 0;
  },
  legalFormOf: (text) => LEGAL_FORM.exec(text.trim())?.[0],
};

/**
 * The cue words above together with the taxonomy gazetteer (O*NET and ESCO titles, DfE degrees, world
 * universities, places, GLEIF legal forms). The gazetteer only adds evidence where it is strong: it reads a field
 * of study ('Computer Science and Engineering') as fairly title-like, so a title needs a direct hit from it.
 */
export const factEvidence: FactEvidence = {
  titleEvidence: (text) => Math.max(heuristicEvidence.titleEvidence(text), strong(gazetteer.titleEvidence(text), 0.75)),
  organisationEvidence: (text) => Math.max(heuristicEvidence.organisationEvidence(text), strong(gazetteer.organisationEvidence(text), 0.7)),
  degreeEvidence: (text) => Math.max(heuristicEvidence.degreeEvidence(text), strong(gazetteer.degreeEvidence(text), 0.8)),
  institutionEvidence: (text) => Math.max(heuristicEvidence.institutionEvidence(text), strong(gazetteer.institutionEvidence(text), 0.6)),
  placeEvidence: (text) => Math.max(heuristicEvidence.placeEvidence(text), gazetteer.placeEvidence(text)),
  legalFormOf: (text) => gazetteer.legalFormOf(text) ?? heuristicEvidence.legalFormOf(text),
};

function strong(value: number, floor: number): number {
  return value >= floor ? value : 0;
}

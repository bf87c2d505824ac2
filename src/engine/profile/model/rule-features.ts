// The hand-written word rules of the first parser, kept as features for the learned one (they are evidence,
// no longer decisions) and for the parts still read by rule.
export const TITLE_WORDS =
  /\b(?:engineer|developer|programmer|architect|manager|director|lead|head|chief|officer|president|vp|analyst|scientist|specialist|coordinator|associate|assistant|representative|executive|consultant|designer|nurse|rn|technician|technologist|teacher|instructor|professor|tutor|chair|principal|electrician|apprentice|journeyman|plumber|installer|mechanic|welder|carpenter|accountant|auditor|controller|bookkeeper|clerk|administrator|intern|trainee|writer|editor|journalist|strategist|marketer|recruiter|advisor|adviser|counselor|therapist|pharmacist|physician|aide|paralegal|attorney|supervisor|foreman|operator|agent|producer|owner|founder|partner|fellow|researcher|sdr|bdr|cashier|server|driver|volunteer|organizer|contributor|member|worker|tester|sme|staff|receptionist|secretary|chef|cook|barista|bartender|housekeeper|caregiver|guard|laborer|labourer|picker|packer|loader|stocker|merchandiser|salesperson|teller|dispatcher|scheduler|planner|buyer|estimator|surveyor|inspector|pilot|paramedic|emt|dentist|hygienist|veterinarian|lawyer|solicitor|economist|statistician|librarian|photographer|videographer|animator|translator|interpreter|coach|trainer|mentor|lecturer|postdoc|dean|superintendent)s?\b/i;
export const COMPANY_HINTS =
  /\b(?:inc|llc|llp|ltd|corp|corporation|co|company|group|labs?|studios?|systems|technologies|solutions|partners|associates|hospital|clinic|medical|health|center|centre|school|university|college|academy|institute|bank|capital|contractors|services|consulting|agency|foundation|magazine|media|holdings|retail|telecom|software|logistics|fintech|books|outdoors|payroll|electrical|heating|comfort|drug|mart|sdn|bhd|gmbh|plc|pvt|limited|entertainment|financial|management|dental|engineering|review|collegian|society|association|club|restaurant|hotel|cafe|store|stores|shop|market|pharmacy|foods|motors|airlines|construction|manufacturing|industries|international|global|enterprises|department|county|ministry|government|council|district|authority|trust|nhs|army|navy|church|museum|library|press|publishing|network|networks|energy|insurance|realty|properties|firm|ventures|communications|consultancy|pty|pte)\b\.?/i;
export const DEGREE_RE =
  /\b(?:bachelor|master|associate of|associate'?s|doctor|doctorate|ph\.? ?d|m\.?b\.?a|b\.?s\.?n|b\.?s|b\.?a|b\.?b\.?a|m\.?s|m\.?a|m\.?ed|b\.?ed|bfa|mfa|mat|a\.?a\.?s?|diploma|certificate|ged|degree|apprenticeship|j\.?d|m\.?d|b\.?eng|m\.?eng|b\.?sc|m\.?sc|b\.? ?tech|m\.? ?tech|b\.?e|m\.?e|b\.?com|m\.?com|bca|mca|hsc|ssc|spm|stpm|igcse|gcse|a-levels?|o-levels?|baccalaureate|class (?:x|xii|10|12)(?:th)?|higher secondary|senior secondary|secondary school|high school diploma|matriculation)(?![a-z])/i;
export const INSTITUTION_RE = /\b(?:university|universiti|universidad|college|school|institute|institution|academy|polytechnic|conservatory|seminary|iit|mit|lyceum|gymnasium)\b/i;

export const isTitleByRule = (s: string) => TITLE_WORDS.test(s);
export const isCompanyByRule = (s: string) => COMPANY_HINTS.test(s);
export const isDegreeByRule = (s: string) => DEGREE_RE.test(s);
export const isInstitutionByRule = (s: string) => INSTITUTION_RE.test(s);

// '1200 Oak Street', '45 Main St.', 'Suite 300', 'P.O. Box 12', '12 MG Road': a street address (or its unit) on an
// employer line. Anchored and bounded: a number, then up to five words, the last a street word.
const STREET_WORDS =
  /^(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|highway|hwy|parkway|pkwy|terrace|crescent|close|square|sq|circle|cir|trail|pike|plaza|row|nagar|marg)\.?$/i;
// Every street address and postcode below holds a digit: a text without one (most segments) is neither.
const DIGIT = /\d/;

export function isStreetAddress(s: string): boolean {
  if (!DIGIT.test(s)) return false;
  const t = s.trim();
  if (t.length > 60) return false;
  if (/^(?:suite|ste\.?|unit|floor|fl\.?|apt\.?|p\.? ?o\.? box)\s*#?\d{1,6}[a-z]?$/i.test(t)) return true;
  const words = t.split(' ');
  if (words.length < 2 || words.length > 6 || !/^\d{1,6}[a-z]?(?:[-/]\d{1,4})?,?$/i.test(words[0])) return false;
  return STREET_WORDS.test(words[words.length - 1]) || words.slice(1, -1).some((w) => STREET_WORDS.test(w) && w.endsWith('.'));
}

const TOWN_WORD = /^\p{Lu}[\p{L}.'-]*$/u;
const town = (ws: string[]) => ws.length >= 1 && ws.length <= 3 && ws.every((w) => TOWN_WORD.test(w));
const code = (w: string) => /^\d{4,6}$/.test(w) && !/^(?:19|20)\d\d$/.test(w);

/**
 * 'Kathmandu 44600', '20095 Hamburg', 'Leeds LS1 4AP', 'Bengaluru 560001': a town with its postcode. Four to six digits
 * that are no year, or a British postcode, beside one to three capitalised words.
 */
export function isPostalPlace(s: string): boolean {
  if (!DIGIT.test(s)) return false;
  const t = s.trim();
  if (t.length > 50) return false;
  const words = t.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  if (code(words[words.length - 1]) && town(words.slice(0, -1))) return true;
  if (code(words[0]) && town(words.slice(1))) return true;
  return words.length >= 3 && /^[A-Z]{1,2}\d[A-Z\d]?$/.test(words[words.length - 2]) && /^\d[A-Z]{2}$/.test(words[words.length - 1]) && town(words.slice(0, -2));
}

/** 'Key Achievements', 'Responsibilities', 'Key Qualifications' under a position: a sub-heading of the entry, not a section. */
export const ENTRY_SUBHEADING = /\b(?:responsibilit|achievements|accomplishments|highlights|duties|key qualifications)/i;

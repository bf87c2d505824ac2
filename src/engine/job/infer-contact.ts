import nlp from 'compromise';

/**
 * The person a posting names as its contact ('This Jobot Job is hosted by Christina Finster', 'additional information
 * from HR Officer Ms. Lilit Baghdasaryan', 'email your resume to Gus(period)Burke(at)RobertHalf(period)com'), as the
 * letter's salutation names them: 'Ms. Baghdasaryan' with a courtesy title, else the full name. Only a name that
 * follows a phrase saying who to contact, and that reads as a person's (a courtesy title, or compromise's people
 * reading of the name alone); a department, a company or a generic 'a recruiter' is none.
 */
const HONORIFIC = String.raw`(?:Mr|Ms|Mrs|Miss|Mx|Dr)\.?`;
const NAME_WORD = String.raw`[A-Z][a-z'’-]+`;
const ROLE = String.raw`(?:(?:HR|Human Resources|Talent|Recruiting|Hiring|Staffing|Personnel)\s+)?(?:Officer|Manager|Recruiter|Director|Coordinator|Partner|Specialist|Lead|Consultant|Advisor)`;
const ANCHOR = String.raw`(?:hosted by|posted by|contact(?: person)?:?|attn\.?:?|attention:?|reach out to|direct (?:your )?(?:questions|inquiries|applications?) to|address (?:your )?(?:letter|application|cover letter) to|(?:information|details) from|(?:send|email|e-mail|submit|forward) (?:your |a )?(?:resume|résumé|cv|application|cover letter)(?: and (?:a )?(?:resume|résumé|cv|cover letter))?(?: confidentially)? to|recruiter(?: is)?:?|hiring manager(?: is)?:?)`;
const NAMED = new RegExp(String.raw`\b${ANCHOR}\s+(?:${ROLE},?\s+)?(?:the\s+${ROLE},?\s+)?(${HONORIFIC}\s+)?(${NAME_WORD}(?:\s+${NAME_WORD}){0,2})\b`, 'gi');
// 'Gus(period)Burke(at)RobertHalf(period)com', 'jane.doe [at] acme [dot] com': an address written out to dodge scrapers.
const SPELLED = /\(\s*(?:at)\s*\)|\[\s*at\s*\]/gi;
const SPELLED_DOT = /\(\s*(?:period|dot)\s*\)|\[\s*(?:period|dot)\s*\]/gi;
const ADDRESS_AFTER = new RegExp(String.raw`\b${ANCHOR}\s+([A-Za-z]+)[._]([A-Za-z]+)@`, 'gi');

function readsAsPerson(name: string): boolean {
  const people = nlp(name).people().out('array') as string[];
  return people.length === 1 && people[0]!.replace(/[.,]$/, '') === name;
}

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** The salutation's name for the posting's contact person, or undefined. */
export function inferContact(text: string, company?: string): string | undefined {
  const flat = text.replace(/\s+/g, ' ');
  for (const m of flat.matchAll(NAMED)) {
    const honorific = m[1]?.trim();
    // The name's words are capitalised as printed (the regex is case-blind for the anchor's sake).
    const words = m[2]!.split(' ');
    // A third word may be the next line's first ('Christina Finster' / 'Are you …'): a function word ends the name.
    const cut = words.findIndex((w, i) => !/^[A-Z]/.test(w) || (i >= 2 && nlp(w.toLowerCase()).has('(#Verb|#Determiner|#Preposition|#Pronoun|#Conjunction)')));
    const name = (cut < 0 ? words : words.slice(0, cut)).join(' ');
    if (!name || (company && name.toLowerCase().includes(company.toLowerCase()))) continue;
    if (honorific) {
      const surname = name.split(/\s+/).pop()!;
      const title = capital(honorific.replace(/\.$/, ''));
      return `${title}${title === 'Miss' ? '' : '.'} ${surname}`;
    }
    // The longest run of two or more words that reads as a person's name ('Christina Finster', not '… Finster Are').
    const parts = name.split(' ');
    for (let n = parts.length; n >= 2; n--) if (readsAsPerson(parts.slice(0, n).join(' '))) return parts.slice(0, n).join(' ');
  }
  const unspelled = flat.replace(SPELLED, '@').replace(SPELLED_DOT, '.');
  for (const m of unspelled.matchAll(ADDRESS_AFTER)) {
    const name = `${capital(m[1]!)} ${capital(m[2]!)}`;
    if (readsAsPerson(name)) return name;
  }
  return undefined;
}

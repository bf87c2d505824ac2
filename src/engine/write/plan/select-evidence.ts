// A learned evidence selector: how likely a resume line is to be one a good letter for this posting tells. Its
// weights (evidence-selector.json) are trained by `npm run train:selector` on the tuning pairs of eval/guard-set,
// whose honest model-written letters say which resume lines a writer chose for that posting. The features are
// read from the line and the posting only. Held out (k-fold over the tuning pairs) it has not yet beaten the
// hand-set rank, so the planner uses it only when asked (PlanOptions.selector); see README 'evidence selector'.

export interface SelectorModel {
  version: number;
  features: readonly string[];
  /** Per-feature mean and spread the weights were trained on (features are standardised first). */
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
  /** What one unit of the hand-set rank is worth in the model's score: the planner divides by it, so its other terms and the seeded jitter keep their weight. */
  unit: number;
}

/** What the planner knows of one candidate line when it scores it. */
export interface LineFacts {
  text: string;
  /** The hand-set rank the planner used before the selector (rankAchievements' score, must-have, posting words). */
  rank: number;
  mustHave: boolean;
  /** Job terms the line names. */
  terms: number;
  /** Content words it shares with the posting's requirements, duties and title (see contentWords in plan-letter). */
  postingWords: number;
  /** Content words it shares with the posting's title alone. */
  titleWords: number;
  /** Content words it shares with the whole posting as pasted (its description of the work and the company too). */
  postingTextWords: number;
  /** 0 for the latest role, 1 for the one before it, … */
  entryIndex: number;
  /** The line's place among its role's lines (0 first). */
  lineIndex: number;
  current: boolean;
  /** The role's title shares a word of the field with the posting's title. */
  roleTitleMatch: boolean;
  /** A research, leadership or volunteer post rather than the work history. */
  otherPosition: boolean;
}

export const FEATURES = ['rank', 'must', 'terms', 'posting', 'title', 'recent', 'first', 'current', 'roleTitle', 'other', 'figure', 'result', 'words', 'short', 'long', 'strongVerb', 'weakStart', 'list', 'postingText', 'soft'] as const;

// Verbs that open a deed with an outcome ('reduced', 'led', 'built'), as against a duty ('responsible for', 'assisted').
const STRONG_VERB = /^(?:led|managed|built|developed|designed|created|launched|implemented|increased|reduced|improved|grew|drove|delivered|achieved|streamlined|automated|established|negotiated|resolved|trained|mentored|supervised|directed|spearheaded|generated|saved|cut|boosted|exceeded|won|closed|secured|redesigned|introduced|coordinated|organi[sz]ed|oversaw|owned|optimi[sz]ed|migrated|analy[sz]ed|produced|prepared|reconciled|processed|maintained)\b/i;
const WEAK_START = /^(?:responsible for|duties|assisted|helped|worked|participated|involved|tasks|various|performed|handled|attended|ensured|provided)\b/i;
// A line about how the candidate works with others rather than what they did ('Collaborated with international team
// members …', 'Engaged in customer-focused approach …').
const SOFT = /\b(?:collaborat\w*|team (?:members|environment|player)|communicat\w*|approach|effectively|interpersonal|professional support|patience|detail[- ]oriented|fast[- ]paced|version control)\b/i;
// A result: a share, a sum, a count of things, a rise or a fall.
const RESULT = /(?<![\d.])\d+(?:\.\d+)?\s?%|[$£€]\s?\d|(?<![\d,.])\d[\d,.]*\s?(?:k|m|million|billion|thousand)\b|\b(?:increas|reduc|improv|grew|sav|cut|boost|exceed|decreas)/i;

/** The line's features, in FEATURES' order. */
export function lineFeatures(f: LineFacts): number[] {
  const words = f.text.split(/\s+/).filter(Boolean).length;
  const figure = /\d/.test(f.text.replace(/\b(?:19|20)\d{2}\b/g, ''));
  return [
    f.rank,
    f.mustHave ? 1 : 0,
    Math.min(f.terms, 4),
    Math.min(f.postingWords, 5),
    Math.min(f.titleWords, 2),
    1 / (1 + f.entryIndex),
    f.lineIndex === 0 ? 1 : 0,
    f.current ? 1 : 0,
    f.roleTitleMatch ? 1 : 0,
    f.otherPosition ? 1 : 0,
    figure ? 1 : 0,
    RESULT.test(f.text) ? 1 : 0,
    Math.min(words, 40) / 10,
    words < 8 ? 1 : 0,
    words > 28 ? 1 : 0,
    STRONG_VERB.test(f.text.trim()) ? 1 : 0,
    WEAK_START.test(f.text.trim()) ? 1 : 0,
    (f.text.match(/,/g) ?? []).length >= 3 ? 1 : 0,
    Math.min(f.postingTextWords, 6),
    SOFT.test(f.text) ? 1 : 0,
  ];
}

/** The model's score of a line: higher, the likelier a good letter tells it rather than another line of the resume. */
export function selectorScore(features: number[], model: SelectorModel): number {
  let z = model.bias;
  for (let i = 0; i < features.length; i++) z += model.weights[i]! * ((features[i]! - model.mean[i]!) / (model.scale[i] || 1));
  return z;
}

/**
 * A linear ranker trained as logistic regression on pairs of lines from one posting (a line the letter told against
 * one it did not), by full-batch gradient descent from zero weights on standardised features with an L2 penalty:
 * deterministic, so the same examples always give the same weights. Only the order of lines within a posting is
 * learned, which is all the planner asks: a resume whose every line is told teaches nothing.
 */
export function trainSelector(groups: { x: number[]; y: 0 | 1 }[][], opts: { iterations?: number; rate?: number; l2?: number; version?: number } = {}): SelectorModel {
  const n = FEATURES.length;
  const iterations = opts.iterations ?? 1500;
  const rate = opts.rate ?? 0.2;
  const l2 = opts.l2 ?? 0.3;
  const rows = groups.flat();
  const mean = Array.from({ length: n }, (_, i) => rows.reduce((s, r) => s + r.x[i]!, 0) / Math.max(1, rows.length));
  const scale = Array.from({ length: n }, (_, i) => Math.sqrt(rows.reduce((s, r) => s + (r.x[i]! - mean[i]!) ** 2, 0) / Math.max(1, rows.length)) || 1);
  // Each posting weighs the same, however many pairs of lines it gives.
  const diffs: { d: number[]; weight: number }[] = [];
  for (const g of groups) {
    const pos = g.filter((r) => r.y === 1);
    const neg = g.filter((r) => r.y === 0);
    for (const a of pos) for (const b of neg) diffs.push({ d: a.x.map((v, i) => (v - b.x[i]!) / scale[i]!), weight: 1 / (pos.length * neg.length) });
  }
  const total = diffs.reduce((s, x) => s + x.weight, 0) || 1;
  const descend = (w: number[], prior: number[], free: (i: number) => boolean) => {
    for (let it = 0; it < iterations; it++) {
      const g = new Array<number>(n).fill(0);
      for (const { d, weight } of diffs) {
        let z = 0;
        for (let i = 0; i < n; i++) z += w[i]! * d[i]!;
        const err = (1 / (1 + Math.exp(-z)) - 1) * weight;
        for (let i = 0; i < n; i++) g[i]! += err * d[i]!;
      }
      for (let i = 0; i < n; i++) if (free(i)) w[i] = w[i]! - rate * (g[i]! / total + l2 * (w[i]! - prior[i]!));
    }
    return w;
  };
  // The hand-set rank alone first; then every feature, each held near that (the penalty pulls toward the hand-set
  // rank, not toward nothing): with a few dozen postings, the model corrects the rank rather than replacing it.
  const zero = new Array<number>(n).fill(0);
  const prior = descend([...zero], zero, (i) => i === 0);
  const w = descend([...prior], prior, () => true);
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  return { version: opts.version ?? 1, features: [...FEATURES], mean: mean.map(round), scale: scale.map(round), weights: w.map(round), bias: 0, unit: round(prior[0]! / scale[0]!) };
}

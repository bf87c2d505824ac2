// A linear-chain averaged structured perceptron (Collins 2002) with Viterbi decoding: each segment of a section
// gets one label, scored by its features' weights plus a weight for each pair of neighbouring labels. Small,
// deterministic (a seeded shuffle), and trained in well under a second on the corpus.

export interface SequenceModel {
  labels: string[];
  /** feature → one weight per label. */
  weights: Map<string, Float64Array>;
  /** transitions[prev + 1][next]; row 0 is the start of a sequence. */
  transitions: Float64Array[];
  /** A typical winning margin on the training data, to turn margins into a 0–1 confidence. */
  marginScale: number;
}

export interface Example {
  features: string[][];
  /** Gold label indices, one per position. */
  gold: number[];
  /** Labels allowed at each position (no 'degree' in an experience section; a date range is a date). */
  allowed: number[][];
}

/**
 * Label k continues label continuesOf[k] ('title+' continues 'title'), or nothing (-1): a continuation may only
 * follow the field it continues or another piece of it. Gold labels never break this (checked on the corpus),
 * so decoding never considers a path that does.
 */
function continuesOf(labels: string[]): Int32Array {
  return Int32Array.from(labels, (l) => (l.endsWith('+') ? labels.indexOf(l.slice(0, -1)) : -1));
}

const continuation = new WeakMap<string[], Int32Array>();
function continuations(model: SequenceModel): Int32Array {
  let c = continuation.get(model.labels);
  if (!c) {
    c = continuesOf(model.labels);
    continuation.set(model.labels, c);
  }
  return c;
}

/** Whether label y may stand after label p (p = -1: the start of the sequence). */
const mayFollow = (cont: Int32Array, p: number, y: number) => cont[y] < 0 || (p >= 0 && (p === y || p === cont[y]));

/**
 * The weights of a model read from JSON (which then never changes), sparse as the JSON holds them: each feature's
 * non-zero weights side by side (label, weight), and where each feature's run starts. One lookup and one short
 * contiguous read per feature (under five weights of thirteen on average), which matters when the parser runs
 * with its data out of the processor's caches (after pdf.js, in every real request). A weight of 0 adds nothing
 * (a sum that starts at +0 never becomes -0), so the sums are exactly those over every label.
 */
interface Packed {
  /**
   * feature → its index in `starts`, as the properties of an object without a prototype: V8 looks a string up
   * there by its interned copy, measured about 40% faster than Map.get for the ~2,000 lookups of a resume.
   */
  offsets: Record<string, number | undefined>;
  /** Feature i's weights are entries starts[i] to starts[i + 1] - 1 of `label` and `weight`. */
  starts: Int32Array;
  label: Int32Array;
  weight: Float64Array;
}
const packedOf = new WeakMap<SequenceModel, Packed>();

/** Scores per position, one per label: plain arrays of doubles, cheaper to make than typed arrays this small. */
export type Scores = ArrayLike<number>;

/** A row of n zeros (+0), packed as doubles. */
function zeros(n: number): number[] {
  const s: number[] = [];
  for (let k = 0; k < n; k++) s.push(0);
  return s;
}

export function emissionScores(model: SequenceModel, features: string[][]): number[][] {
  const n = model.labels.length;
  const packed = packedOf.get(model);
  const out: number[][] = [];
  if (packed) {
    const { offsets, starts, label, weight } = packed;
    for (let t = 0; t < features.length; t++) {
      const fs = features[t];
      const s = zeros(n);
      for (let j = 0; j < fs.length; j++) {
        const i = offsets[fs[j]];
        if (i === undefined) continue;
        for (let e = starts[i], end = starts[i + 1]; e < end; e++) s[label[e]] += weight[e];
      }
      out.push(s);
    }
    return out;
  }
  const weights = model.weights;
  for (let t = 0; t < features.length; t++) {
    const fs = features[t];
    const s = zeros(n);
    for (let j = 0; j < fs.length; j++) {
      const w = weights.get(fs[j]);
      if (w !== undefined) for (let k = 0; k < n; k++) s[k] += w[k];
    }
    out.push(s);
  }
  return out;
}

const STRICT_THEN_LOOSE = [true, false];
const LOOSE = [false];

/**
 * The best label sequence over the labels allowed at each position; `constrained`, no continuation ('x+') after
 * anything but its field.
 */
export function viterbi(model: SequenceModel, emissions: Scores[], allowed: number[][], constrained = true): number[] {
  const T = emissions.length;
  if (!T) return [];
  const score: number[][] = [];
  const back: number[][] = [];
  const n = model.labels.length;
  const cont = continuations(model);
  for (let t = 0; t < T; t++) {
    const cur: number[] = [];
    const bp: number[] = [];
    for (let k = 0; k < n; k++) {
      cur.push(-Infinity);
      bp.push(-1);
    }
    // A position whose allowed labels could all only continue a field no path leaves open is decoded unconstrained.
    for (const strict of constrained ? STRICT_THEN_LOOSE : LOOSE) {
      const here = allowed[t];
      for (let a = 0; a < here.length; a++) {
        const y = here[a];
        if (t === 0) {
          if (!strict || mayFollow(cont, -1, y)) cur[y] = model.transitions[0][y] + emissions[0][y];
          continue;
        }
        let best = -Infinity;
        let arg = -1;
        const before = allowed[t - 1];
        for (let b = 0; b < before.length; b++) {
          const p = before[b];
          if (strict && !mayFollow(cont, p, y)) continue;
          const v = score[t - 1][p] + model.transitions[p + 1][y];
          if (v > best) {
            best = v;
            arg = p;
          }
        }
        if (arg < 0) continue;
        cur[y] = best + emissions[t][y];
        bp[y] = arg;
      }
      if (allowed[t].some((y) => cur[y] > -Infinity)) break;
    }
    score.push(cur);
    back.push(bp);
  }
  let last = allowed[T - 1][0];
  for (const y of allowed[T - 1]) if (score[T - 1][y] > score[T - 1][last]) last = y;
  const path = new Array<number>(T);
  path[T - 1] = last;
  for (let t = T - 1; t > 0; t--) path[t - 1] = back[t][path[t]];
  return path;
}

/** Label k's score at position t of the path, its neighbours held fixed. */
function localScore(model: SequenceModel, emissions: Scores[], path: number[], t: number, k: number): number {
  return emissions[t][k] + model.transitions[t === 0 ? 0 : path[t - 1] + 1][k] + (t + 1 < path.length ? model.transitions[k + 1][path[t + 1]] : 0);
}

/** Whether label k may stand at position t of the path, between the labels beside it. */
function possibleAt(cont: Int32Array, path: number[], t: number, k: number): boolean {
  return mayFollow(cont, t === 0 ? -1 : path[t - 1], k) && (t + 1 >= path.length || mayFollow(cont, k, path[t + 1]));
}

/**
 * How far each chosen label is ahead of the best other label at its position, its neighbours held fixed:
 * the margin the confidence is read from.
 */
export function margins(model: SequenceModel, emissions: Scores[], path: number[], allowed: number[][]): number[] {
  const cont = continuations(model);
  const out: number[] = [];
  for (let t = 0; t < path.length; t++) {
    const y = path[t];
    const mine = localScore(model, emissions, path, t, y);
    // Only the labels the neighbours leave possible are alternatives.
    let other = -Infinity;
    for (const k of allowed[t]) if (k !== y && possibleAt(cont, path, t, k)) other = Math.max(other, localScore(model, emissions, path, t, k));
    out.push(other === -Infinity ? mine : mine - other);
  }
  return out;
}

export function confidenceOf(model: SequenceModel, margin: number): number {
  return Math.round(100 / (1 + Math.exp((-2 * margin) / Math.max(model.marginScale, 1e-6)))) / 100;
}

/** Mulberry32: a small seeded generator, so training shuffles the same way every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function trainPerceptron(examples: Example[], labels: string[], epochs = 12, seed = 7): SequenceModel {
  const n = labels.length;
  const model: SequenceModel = { labels, weights: new Map(), transitions: Array.from({ length: n + 1 }, () => new Float64Array(n)), marginScale: 1 };
  // Averaging by the lazy-update trick: totals accumulate weight × time since the last change.
  const totals = new Map<string, Float64Array>();
  const stamps = new Map<string, Float64Array>();
  const transTotals = Array.from({ length: n + 1 }, () => new Float64Array(n));
  let clock = 1;
  const update = (f: string, k: number, delta: number) => {
    let w = model.weights.get(f);
    if (!w) {
      w = new Float64Array(n);
      model.weights.set(f, w);
      totals.set(f, new Float64Array(n));
      stamps.set(f, new Float64Array(n));
    }
    const tot = totals.get(f)!;
    const st = stamps.get(f)!;
    tot[k] += w[k] * (clock - st[k]);
    st[k] = clock;
    w[k] += delta;
  };
  const order = examples.map((_, i) => i);
  const rand = seeded(seed);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const idx of order) {
      const ex = examples[idx];
      // Training decodes unconstrained: the constraint is a rule of reading, and the model learns the same
      // transitions without it (measured: constrained training lost education pieces the assembly repairs).
      const guess = viterbi(model, emissionScores(model, ex.features), ex.allowed, false);
      for (let t = 0; t < guess.length; t++) {
        const g = ex.gold[t];
        const p = guess[t];
        if (g !== p) {
          for (const f of ex.features[t]) {
            update(f, g, 1);
            update(f, p, -1);
          }
        }
        const gPrev = t === 0 ? 0 : ex.gold[t - 1] + 1;
        const pPrev = t === 0 ? 0 : guess[t - 1] + 1;
        if (gPrev !== pPrev || g !== p) {
          model.transitions[gPrev][g] += 1;
          transTotals[gPrev][g] -= clock - 1;
          model.transitions[pPrev][p] -= 1;
          transTotals[pPrev][p] += clock - 1;
        }
      }
      clock++;
    }
  }
  // Averaged weights: Σ_t w_t / T.
  for (const [f, w] of model.weights) {
    const tot = totals.get(f)!;
    const st = stamps.get(f)!;
    for (let k = 0; k < n; k++) w[k] = (tot[k] + w[k] * (clock - st[k])) / clock;
  }
  // Transitions: the running trick (add at time c ⇒ contributes (clock - c) to the total).
  for (let a = 0; a <= n; a++) for (let k = 0; k < n; k++) model.transitions[a][k] = (model.transitions[a][k] * clock + transTotals[a][k]) / clock;
  model.marginScale = typicalMargin(model, examples);
  return model;
}

function typicalMargin(model: SequenceModel, examples: Example[]): number {
  const all: number[] = [];
  for (const ex of examples) {
    const em = emissionScores(model, ex.features);
    const path = viterbi(model, em, ex.allowed);
    for (const m of margins(model, em, path, ex.allowed)) if (m > 0) all.push(m);
  }
  all.sort((a, b) => a - b);
  return all.length ? all[Math.floor(all.length / 2)] : 1;
}

export interface ModelJson {
  version: number;
  labels: string[];
  marginScale: number;
  transitions: number[][];
  /** feature → [labelIndex, weight, labelIndex, weight, …]: sparse and rounded. */
  weights: Record<string, number[]>;
}

/** Compact, stable JSON: weights below `prune` dropped, the rest rounded to 3 decimals, features sorted. */
export function toJson(model: SequenceModel, version: number, prune = 0.02): ModelJson {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  const weights: Record<string, number[]> = {};
  for (const f of [...model.weights.keys()].sort()) {
    const w = model.weights.get(f)!;
    const sparse: number[] = [];
    w.forEach((v, k) => {
      if (Math.abs(v) >= prune) sparse.push(k, r(v));
    });
    if (sparse.length) weights[f] = sparse;
  }
  return { version, labels: model.labels, marginScale: r(model.marginScale), transitions: model.transitions.map((row) => [...row].map(r)), weights };
}

export function fromJson(json: ModelJson): SequenceModel {
  const n = json.labels.length;
  const entries = Object.entries(json.weights);
  // Each feature's weights are a view of one shared array; the sparse runs (see Packed) are read for scoring.
  const data = new Float64Array(entries.length * n);
  const offsets: Record<string, number | undefined> = Object.create(null);
  const weights = new Map<string, Float64Array>();
  const starts = new Int32Array(entries.length + 1);
  let pairs = 0;
  for (const [, sparse] of entries) pairs += sparse.length / 2;
  const label = new Int32Array(pairs);
  const weight = new Float64Array(pairs);
  let e = 0;
  entries.forEach(([f, sparse], i) => {
    const w = data.subarray(i * n, (i + 1) * n);
    for (let k = 0; k < sparse.length; k += 2) w[sparse[k]] = sparse[k + 1];
    // The run in label order, weights of 0 left out (as the JSON leaves them out).
    starts[i] = e;
    for (let k = 0; k < n; k++) {
      if (w[k] === 0) continue;
      label[e] = k;
      weight[e] = w[k];
      e++;
    }
    offsets[f] = i;
    weights.set(f, w);
  });
  starts[entries.length] = e;
  const model = { labels: json.labels, weights, transitions: json.transitions.map((row) => Float64Array.from(row)), marginScale: json.marginScale };
  packedOf.set(model, { offsets, starts, label: label.subarray(0, e), weight: weight.subarray(0, e) });
  return model;
}

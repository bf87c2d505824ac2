// npm run eval [-- resumes|postings|letters|tailored|letters-all|guard|guard-builtin|guard-shapes|guard-fresh3|guard-fresh4|guard-fresh5|guard-fresh6|guard-fresh7|guard-fresh8|guard-fresh9|guard-fresh10|guard-fresh11|guard-fresh12|guard-fresh13|guard-fresh14|guard-fresh15|guard-fresh16|guard-fresh17|guard-fresh18 ...] [--no-misses] [--show-checking-misses] [--show-tuning-misses]: measures the engine on the labelled corpora
// (the project's own and ../shared/corpus) and prints per-field figures, then the misses one per line.
import { hasSharedCorpus, SHARED_MISSING_MESSAGE } from './corpus-paths.ts';

const SECTIONS = {
  resumes: () => import('./eval-resumes.ts'),
  postings: async () => {
    const mod = await import('./eval-postings.ts');
    // The checking half's misses stay hidden unless asked for (see eval-postings.ts).
    return { evaluate: () => mod.evaluate({ showCheckingMisses: args.includes('--show-checking-misses') }) };
  },
  letters: () => import('./eval-letters.ts'),
  tailored: () => import('./eval-tailored.ts'),
  'letters-all': async () => ({ evaluate: (await import('./eval-letters.ts')).evaluateAllSettings }),
  guard: () => import('./eval-guard.ts'),
  'guard-builtin': async () => ({ evaluate: (await import('./eval-guard.ts')).evaluateBuiltinLetters }),
  'guard-shapes': () => import('./eval-guard-shapes.ts'),
  'guard-fresh3': () => import('./eval-guard-fresh3.ts'),
  'guard-fresh4': () => import('./eval-guard-fresh4.ts'),
  'guard-fresh5': () => import('./eval-guard-fresh5.ts'),
  'guard-fresh6': () => import('./eval-guard-fresh6.ts'),
  'guard-fresh7': () => import('./eval-guard-fresh7.ts'),
  'guard-fresh8': async () => {
    const mod = await import('./eval-guard-fresh8.ts');
    // A tuning set's misses are printed only when asked for.
    return { evaluate: () => mod.evaluate({ showMisses: args.includes('--show-tuning-misses') }) };
  },
  'guard-fresh9': async () => {
    const mod = await import('./eval-guard-fresh9.ts');
    // A tuning set's misses are printed only when asked for.
    return { evaluate: () => mod.evaluate({ showMisses: args.includes('--show-tuning-misses') }) };
  },
  'guard-fresh10': async () => {
    const mod = await import('./eval-guard-fresh10.ts');
    // A tuning set's misses are printed only when asked for.
    return { evaluate: () => mod.evaluate({ showMisses: args.includes('--show-tuning-misses') }) };
  },
  'guard-fresh11': async () => {
    const mod = await import('./eval-guard-fresh11.ts');
    // A tuning set's misses are printed only when asked for.
    return { evaluate: () => mod.evaluate({ showMisses: args.includes('--show-tuning-misses') }) };
  },
  'guard-fresh12': async () => {
    const mod = await import('./eval-guard-fresh12.ts');
    // A tuning set's misses are printed only when asked for.
    return { evaluate: () => mod.evaluate({ showMisses: args.includes('--show-tuning-misses') }) };
  },
  'guard-fresh13': async () => {
    const mod = await import('./eval-guard-fresh13.ts');
    // A tuning set's misses are printed only when asked for.
    return { evaluate: () => mod.evaluate({ showMisses: args.includes('--show-tuning-misses') }) };
  },
  'guard-fresh14': async () => {
    const mod = await import('./eval-guard-fresh14.ts');
    // A tuning set's misses are printed only when asked for.
    return { evaluate: () => mod.evaluate({ showMisses: args.includes('--show-tuning-misses') }) };
  },
  'guard-fresh15': async () => {
    const mod = await import('./eval-guard-fresh15.ts');
    // A tuning set's misses are printed only when asked for.
    return { evaluate: () => mod.evaluate({ showMisses: args.includes('--show-tuning-misses') }) };
  },
  'guard-fresh16': async () => {
    const mod = await import('./eval-guard-fresh16.ts');
    // A tuning set's misses are printed only when asked for.
    return { evaluate: () => mod.evaluate({ showMisses: args.includes('--show-tuning-misses') }) };
  },
  'guard-fresh17': async () => {
    const mod = await import('./eval-guard-fresh17.ts');
    // A tuning set's misses are printed only when asked for.
    return { evaluate: () => mod.evaluate({ showMisses: args.includes('--show-tuning-misses') }) };
  },
  'guard-fresh18': () => import('./eval-guard-fresh18.ts'),
} as const;
type Section = keyof typeof SECTIONS;

const args = process.argv.slice(2);
const showMisses = !args.includes('--no-misses');
const chosen = args.filter((a): a is Section => a in SECTIONS);
if (!hasSharedCorpus()) console.log(SHARED_MISSING_MESSAGE);
for (const name of chosen.length ? chosen : (['resumes', 'postings', 'letters'] as Section[])) {
  const mod = await SECTIONS[name]();
  const report = await mod.evaluate();
  console.log(report.table);
  if (showMisses && report.misses.length) console.log(['  misses:', ...report.misses.map((m) => `    - ${m}`)].join('\n'));
  console.log('');
}

// The order test files start in. Vitest runs the files it has timed longest first, but a clean clone (CI) has no timings
// and falls back to the largest files first: the corpus evaluations under eval/ are small files that run for minutes, so
// they started last and one of the two workers ran on alone at the end. They start first here, longest-known first
// (their order among themselves, and every other file's, is Vitest's own).
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that read a whole corpus: the guard's sets, the letter gate's shards, the tailored and resume evaluations. */
const HEAVY = [/^eval\/.*\.test\.ts$/, /-corpus\.test\.ts$/];

export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const heavy = (f: TestSpecification) => HEAVY.some((re) => re.test(path.relative(f.project.config.root, f.moduleId).split(path.sep).join('/')));
    return [...sorted.filter(heavy), ...sorted.filter((f) => !heavy(f))];
  }
}

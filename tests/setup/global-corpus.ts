// The unit project's store of corpus work for ONE test run (eval/corpus-cache.ts): a fresh directory under the system's
// temporary directory, named to the test files through the environment, and deleted when the run ends, so nothing
// is kept between runs and nothing is written into the repository.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORPUS_CACHE_ENV } from '../../eval/corpus-paths.ts';

export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'applykit-corpus-'));
  process.env[CORPUS_CACHE_ENV] = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env[CORPUS_CACHE_ENV];
  };
}

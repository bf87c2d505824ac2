// Worker threads do not inherit the main thread's TypeScript loader in every setup (vitest runs
// its own), so the entry registers tsx itself and then loads the TypeScript worker module.
import { register } from 'tsx/esm/api';

register();
const mod = await import('./engine-worker.ts');

export default mod.default;

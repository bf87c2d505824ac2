// The worker's entry: Node 24 strips TypeScript types natively, so the TypeScript worker module
// loads without a loader (tsx's loader costs ~340 MB per thread once pdf.js is loaded through it).
//
// Workers start on demand (the first document task, or a signed-in page view: EngineRunner.touch)
// and end after WORKER_IDLE_MS, so each start is on a user's path. Node's on-disk compile cache
// (NODE_COMPILE_CACHE, else <tmpdir>/node-compile-cache) lets a new worker skip re-compiling the
// engine's module graph: ~250 → ~95 ms of CPU for that step, on a cold letter of ~0.6 s of CPU. A
// cache that cannot be written (read-only disk) only leaves the start as slow as before.
import module from 'node:module';

module.enableCompileCache?.();

const mod = await import('./engine-worker.ts');

export default mod.default;

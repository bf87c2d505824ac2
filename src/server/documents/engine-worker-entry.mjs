// The worker's entry: Node 24 strips TypeScript types natively, so the TypeScript worker module
// loads without a loader (tsx's loader costs ~340 MB per thread once pdf.js is loaded through it).
const mod = await import('./engine-worker.ts');

export default mod.default;

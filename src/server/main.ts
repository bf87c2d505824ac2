// Starts the server. This file only sets the heap's growth before anything else loads: the server
// itself is serve.ts, loaded after it.
//
// Resolving the server's ~460 modules makes Node parse package.json files again and again (drizzle-orm's
// is 180 KB, read once per module), a burst of short-lived garbage that grows V8's young generation
// from 1 MB to 64 MB per semi-space. V8 keeps that space for the life of the process: ~190 MB of
// resident memory for a server whose live heap is ~20 MB (bench/memory.ts). With a growth factor of 1
// the young generation stays at its start size. The server's own requests allocate little (the
// documents are handled in the workers), so the cost is more, cheap scavenges; bench/http.ts starts the
// app in-process without this flag, so its figures do not include it. V8 reads the flag each time it
// would grow the space, so setting it here, before the imports below, is enough. (Worker threads
// size their young generation from their own resourceLimits: see engine-runner.ts.)
//
// PGlite's Postgres is a 9 MB WebAssembly module, compiled function by function as it first runs. V8
// does that compiling (and the tier-up) on background threads, each with its own malloc arena, and
// the arenas keep what the compilers freed: with no background compile tasks the server on PGlite
// holds ~25 MB less (129 → 104 MB for PGlite alone, bench/memory.ts' probes) and starts as fast.
import v8 from 'node:v8';

v8.setFlagsFromString('--semi-space-growth-factor=1');
v8.setFlagsFromString('--wasm-num-compilation-tasks=0');

const { main, reportStartFailure } = await import('./serve.ts');
main().catch(reportStartFailure);

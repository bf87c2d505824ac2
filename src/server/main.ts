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
//
// V8 then re-compiles Postgres' hot functions with its optimising compiler (TurboFan) in the first
// seconds of queries: a burst of ~470 MB of compiler memory (peak RSS of PGlite alone 133 → 660 MB,
// the server's 5-s RSS up to 730 MB), and what the allocator keeps afterwards left the idle server
// at 307–375 MB instead of ~190 MB. Postgres stays on V8's baseline code (Liftoff) instead; its
// queries are short and a request's time is spent elsewhere (GET /api/user and a list query: no
// measurable change in 5 × 200 requests). These flags are process-wide: the engine workers run no
// WebAssembly of note.
import v8 from 'node:v8';

v8.setFlagsFromString('--semi-space-growth-factor=1');
v8.setFlagsFromString('--wasm-num-compilation-tasks=0');
v8.setFlagsFromString('--no-wasm-tier-up');
v8.setFlagsFromString('--no-wasm-dynamic-tiering');

const { main, reportStartFailure } = await import('./serve.ts');
main().catch(reportStartFailure);

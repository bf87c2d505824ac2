// Starts the server. This file only sets the heap's growth before anything else loads: the server
// itself is serve.ts, loaded after it.
//
// Resolving the server's ~460 modules makes Node parse package.json files again and again (drizzle-orm's
// is 180 KB, read once per module), a burst of short-lived garbage that grows V8's young generation
// from 1 MB to 64 MB per semi-space. V8 keeps that space for the life of the process: ~190 MB of
// resident memory for a server whose live heap is ~20 MB (bench/memory.ts). With a growth factor of 1
// the young generation stays at its start size; the server's requests allocate little, so the extra
// scavenges cost nothing measurable (bench/http.ts). The flag is read by V8 each time it would grow
// the space, so setting it here, before the imports below, is enough.
import v8 from 'node:v8';

v8.setFlagsFromString('--semi-space-growth-factor=1');

const { main, reportStartFailure } = await import('./serve.ts');
main().catch(reportStartFailure);

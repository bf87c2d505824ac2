// An unexpected console.error or console.warn fails the test that caused it.
import { afterEach, beforeEach, vi } from 'vitest';

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) throw new Error(`Unexpected console output:\n${calls.join('\n')}`);
});

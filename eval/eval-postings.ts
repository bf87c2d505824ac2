// Placeholder: filled in by the postings work. Must export evaluate(): Promise<{ table: string; misses: string[]; figures: Figure[] }>.
import type { Figure } from './corpus-paths.ts';

export async function evaluate(): Promise<{ table: string; misses: string[]; figures: Figure[] }> {
  return { table: '== postings: not measured yet', misses: [], figures: [] };
}

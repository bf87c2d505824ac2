// Placeholder: filled in by the letters work. Must export evaluate(): Promise<{ table: string; misses: string[]; figures: Figure[] }>.
import type { Figure } from './corpus-paths.ts';

export async function evaluate(): Promise<{ table: string; misses: string[]; figures: Figure[] }> {
  return { table: '== letters: not measured yet', misses: [], figures: [] };
}

// Shard 2 of the letter-quality gate over every resume × posting pair (eval/letters-gate.ts).
import { defineLetterGate } from './letters-gate.ts';

defineLetterGate(1);

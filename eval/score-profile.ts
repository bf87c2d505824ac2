// Compares a parsed profile with a fixture's labels. Used by the corpus accuracy test and handy
// when tuning the parser; not part of the runtime path.
import type { ResumeProfile } from '../src/engine/types.ts';

export interface ResumeLabels {
  name: string;
  email: string;
  phone?: string;
  skills: string[];
  employers: string[];
  titles: string[];
  degrees: string[];
  certifications: string[];
}

export type LabelField = 'name' | 'email' | 'phone' | 'skills' | 'employers' | 'titles' | 'degrees' | 'certifications';

export interface FieldScore {
  hit: number;
  total: number;
  missed: string[];
}

const norm = (s: string | undefined) =>
  (s ?? '').toLowerCase().replace(/[’']/g, "'").replace(/[^\p{L}\p{N}'+#&/]+/gu, ' ').trim();
const digits = (s: string | undefined) => (s ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

function scoreList(expected: string[], actual: string[]): FieldScore {
  const have = new Set(actual.map(norm));
  const missed = expected.filter((e) => !have.has(norm(e)));
  return { hit: expected.length - missed.length, total: expected.length, missed };
}

export function scoreProfile(profile: ResumeProfile, labels: ResumeLabels): Record<LabelField, FieldScore> {
  const one = (ok: boolean, label: string): FieldScore => ({ hit: ok ? 1 : 0, total: 1, missed: ok ? [] : [label] });
  return {
    name: one(norm(profile.name) === norm(labels.name), `${labels.name} ≠ ${profile.name}`),
    email: one(norm(profile.contact.email) === norm(labels.email), `${labels.email} ≠ ${profile.contact.email}`),
    phone: labels.phone
      ? one(digits(profile.contact.phone) === digits(labels.phone), `${labels.phone} ≠ ${profile.contact.phone}`)
      : { hit: 0, total: 0, missed: [] },
    skills: scoreList(labels.skills, profile.skills),
    employers: scoreList(labels.employers, profile.experience.map((e) => e.company ?? '')),
    titles: scoreList(labels.titles, profile.experience.map((e) => e.title ?? '')),
    degrees: scoreList(labels.degrees, profile.education.map((e) => e.degree ?? '')),
    certifications: scoreList(labels.certifications, profile.certifications),
  };
}

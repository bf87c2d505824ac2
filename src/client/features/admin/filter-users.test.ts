import { describe, expect, it } from 'vitest';
import type { TAdminUser } from '../../../shared/admin.ts';
import { filterUsers } from './filter-users.ts';

const user = (id: number, username: string, email: string | null, fullName: string | null): TAdminUser => ({
  id, username, email, fullName, createdAt: '2026-01-01T00:00:00.000Z', isPremium: false, subscriptionTier: null,
  premiumUntil: null, premiumSource: null, coverLetterCount: 0, isAdmin: false,
});

const list = [user(1, 'ada', 'ADA@Example.com', 'Ada Lovelace'), user(2, 'grace', null, 'Grace Hopper'), user(3, 'linus', 'l@kernel.org', null)];

describe('filterUsers', () => {
  it('matches username, email or full name, case-insensitively', () => {
    expect(filterUsers(list, 'ADA').map((u) => u.id)).toEqual([1]);
    expect(filterUsers(list, 'example.COM').map((u) => u.id)).toEqual([1]);
    expect(filterUsers(list, 'hopper').map((u) => u.id)).toEqual([2]);
    expect(filterUsers(list, 'kernel').map((u) => u.id)).toEqual([3]);
  });
  it('keeps everyone for a blank query and no one for a miss', () => {
    expect(filterUsers(list, '  ')).toHaveLength(3);
    expect(filterUsers(list, 'zzz')).toEqual([]);
  });
});

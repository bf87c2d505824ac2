import type { TAdminUser } from '../../../shared/admin.ts';

/** Users search: username, email or full name containing the query, case-insensitive. */
export function filterUsers(users: readonly TAdminUser[], query: string): TAdminUser[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...users];
  return users.filter((u) => [u.username, u.email, u.fullName].some((field) => field?.toLowerCase().includes(q)));
}

import { Crown, Pencil, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { TAdminUser } from '../../../shared/admin.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { cn } from '../../lib/cn.ts';
import { useAdminUsers } from './api/get-admin-users.ts';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { filterUsers } from './filter-users.ts';
import { formatCount, formatShortDate } from './format.ts';
import { GrantPremiumDialog } from './grant-premium-dialog.tsx';
import { QueryError } from './stat-card.tsx';

function StatusBadge({ user }: { user: TAdminUser }) {
  return user.isPremium ? <Badge variant="success">Premium</Badge> : <Badge variant="secondary">Free</Badge>;
}

interface RowActionsProps {
  user: TAdminUser;
  onEdit: (id: number) => void;
  onGrant: (id: number) => void;
  className?: string;
}

function RowActions({ user, onEdit, onGrant, className }: RowActionsProps) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button size="sm" variant="outline" onClick={() => onEdit(user.id)}>
        <Pencil aria-hidden="true" />
        Edit User<span className="sr-only"> {user.username}</span>
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onGrant(user.id)}>
        <Crown aria-hidden="true" />
        Grant Premium<span className="sr-only"> to {user.username}</span>
      </Button>
    </div>
  );
}

export function UsersTab() {
  const { data: users, isPending, isError } = useAdminUsers();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [granting, setGranting] = useState<number | null>(null);
  const shown = useMemo(() => filterUsers(users ?? [], query), [users, query]);
  // Dialogs read the live row so a grant or edit shows its result while still open.
  const find = (id: number | null): TAdminUser | null => (id === null ? null : (users?.find((u) => u.id === id) ?? null));

  return (
    <Card className="p-0">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">Users</h2>
        <div className="relative w-full sm:w-80">
          <Label htmlFor="admin-user-search" className="sr-only">
            Search users
          </Label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
          <Input
            id="admin-user-search"
            type="search"
            placeholder="Search by username, email or name"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      {isError ? (
        <div className="p-4">
          <QueryError what="users" />
        </div>
      ) : (
        <>
          {/* Narrow screens: one card per user; wider screens: the table. Only one is displayed. */}
          <div className="md:hidden">
            {isPending || shown.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-slate-600">{isPending ? 'Loading users...' : 'No users found'}</p>
            ) : (
              <ul aria-label="Users" className="divide-y divide-slate-200">
                {shown.map((u) => (
                  <li key={u.id} className="space-y-2 px-4 py-3">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="break-all font-medium text-slate-900">
                          {u.username}
                          {u.isAdmin ? (
                            <Badge variant="outline" className="ml-2 align-middle">
                              Admin
                            </Badge>
                          ) : null}
                        </p>
                        {u.fullName ? <p className="text-xs text-slate-600">{u.fullName}</p> : null}
                        <p className="break-all text-sm text-slate-700">{u.email ?? 'No email'}</p>
                      </div>
                      <StatusBadge user={u} />
                    </div>
                    <p className="text-xs text-slate-600">
                      Created {formatShortDate(u.createdAt)} · {formatCount(u.coverLetterCount)} cover letter{u.coverLetterCount === 1 ? '' : 's'}
                    </p>
                    <RowActions user={u} onEdit={setEditing} onGrant={setGranting} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="hidden md:block">
            <Table aria-label="Users">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Username</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Cover Letters</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {isPending || shown.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={6} className="py-8 text-center text-slate-600">
                      {isPending ? 'Loading users...' : 'No users found'}
                    </TableCell>
                  </TableRow>
                ) : (
                  shown.map((u) => (
                    <TableRow key={u.id}>
                      <TableCell className="font-medium text-slate-900">
                        <span className="break-all">{u.username}</span>
                        {u.isAdmin ? (
                          <Badge variant="outline" className="ml-2 align-middle">
                            Admin
                          </Badge>
                        ) : null}
                        {u.fullName ? <span className="block text-xs font-normal text-slate-600">{u.fullName}</span> : null}
                      </TableCell>
                      <TableCell className="break-all">{u.email ?? <span className="text-slate-500">—</span>}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatShortDate(u.createdAt)}</TableCell>
                      <TableCell>
                        <StatusBadge user={u} />
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{formatCount(u.coverLetterCount)}</TableCell>
                      <TableCell className="text-right">
                        <RowActions user={u} onEdit={setEditing} onGrant={setGranting} className="justify-end" />
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </div>
        </>
      )}
      {users && !isPending ? (
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600" aria-live="polite">
          {query.trim() ? `${shown.length} of ${users.length} users match` : `${users.length} user${users.length === 1 ? '' : 's'}`}
        </p>
      ) : null}
      <EditUserDialog user={find(editing)} onOpenChange={(open) => !open && setEditing(null)} />
      <GrantPremiumDialog user={find(granting)} onOpenChange={(open) => !open && setGranting(null)} />
    </Card>
  );
}

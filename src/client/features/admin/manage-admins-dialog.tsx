import { useState, type FormEvent } from 'react';
import { useUser } from '../../api/get-user.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAdminUsers } from './api/get-admin-users.ts';
import { useAdmins } from './api/get-admins.ts';
import { useSetAdmin } from './api/set-admin.ts';

export const LAST_ADMIN_HINT = 'There must always be at least one admin, so the last admin cannot be removed.';

function ManageAdmins() {
  const { user: me } = useUser();
  const admins = useAdmins();
  const users = useAdminUsers();
  const setAdmin = useSetAdmin();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onlyOne = (admins.data?.length ?? 0) <= 1;

  const change = (id: number, username: string, isAdmin: boolean) =>
    setAdmin.mutate(
      { id, isAdmin },
      {
        onSuccess: () => {
          toast({ title: isAdmin ? 'Admin added' : 'Admin removed', description: isAdmin ? `${username} is now an admin.` : `${username} is no longer an admin.` });
          if (isAdmin) setName('');
        },
        onError: (err) => toast({ variant: 'destructive', title: `Admin change failed: ${errorMessage(err) ?? 'Unknown error'}` }),
      },
    );

  const onPromote = (e: FormEvent) => {
    e.preventDefault();
    const wanted = name.trim().toLowerCase();
    if (!wanted) {
      setError('Enter the username of an existing account.');
      return;
    }
    const target = users.data?.find((u) => u.username.toLowerCase() === wanted);
    if (!target) {
      setError(`No account named '${name.trim()}'.`);
      return;
    }
    if (target.isAdmin) {
      setError(`${target.username} is already an admin.`);
      return;
    }
    setError(null);
    change(target.id, target.username, true);
  };

  return (
    <div className="space-y-5">
      <section aria-labelledby="current-admins">
        <h3 id="current-admins" className="text-sm font-semibold text-slate-900">
          Current admins
        </h3>
        {admins.isPending ? (
          <p className="mt-2 text-sm text-slate-600">Loading admins...</p>
        ) : admins.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            Could not load the admins.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
            {admins.data.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 break-all text-sm text-slate-900">
                  {a.username}
                  {a.id === me?.id ? <span className="text-slate-600"> (you)</span> : null}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={onlyOne || setAdmin.isPending}
                  onClick={() => change(a.id, a.username, false)}
                >
                  Remove admin<span className="sr-only"> {a.username}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-slate-600">{LAST_ADMIN_HINT}</p>
      </section>
      <form onSubmit={onPromote} noValidate className="space-y-2">
        <Label htmlFor="promote-username">Make another account an admin</Label>
        <div className="flex gap-2">
          <Input
            id="promote-username"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Username"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'promote-error' : undefined}
          />
          <Button type="submit" disabled={setAdmin.isPending}>
            Promote
          </Button>
        </div>
        {error ? (
          <p id="promote-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}

export function ManageAdminsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage Admins</DialogTitle>
          <DialogDescription>Admins can open this dashboard, edit users and grant premium.</DialogDescription>
        </DialogHeader>
        {open ? <ManageAdmins /> : null}
      </DialogContent>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { ZAdminUpdateUserRequest, type TAdminUser } from '../../../shared/admin.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useUpdateUser } from './api/update-user.ts';
import { formatShortDate } from './format.ts';

export interface EditUserDialogProps {
  user: TAdminUser | null;
  onOpenChange: (open: boolean) => void;
}

function tierLabel(user: TAdminUser): string {
  if (!user.isPremium) return '—';
  if (user.subscriptionTier === 'yearly') return 'Yearly';
  if (user.subscriptionTier === 'monthly') return 'Monthly';
  return user.premiumSource === 'admin' ? 'Granted by an admin' : '—';
}

function EditUserForm({ user, onDone }: { user: TAdminUser; onDone: () => void }) {
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email ?? '');
  const [fullName, setFullName] = useState(user.fullName ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUser();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZAdminUpdateUserRequest.safeParse({ username, email, fullName });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the fields');
      return;
    }
    setError(null);
    update.mutate(
      { id: user.id, username, email, fullName },
      {
        onSuccess: (updated) => {
          toast({ title: 'User updated', description: `${updated.username} was saved.` });
          onDone();
        },
        onError: (err) => toast({ variant: 'destructive', title: `Update failed: ${errorMessage(err) ?? 'Unknown error'}` }),
      },
    );
  };

  const expiryLabel = user.premiumSource === 'admin' || !user.isPremium ? 'Expires on' : 'Renews or expires on';
  return (
    <Tabs defaultValue="profile">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="subscription">Subscription</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="edit-username">Username</Label>
            <Input id="edit-username" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" required />
          </div>
          <div className="space-y-2">
            <Label htmlFor="edit-email">Email</Label>
            <Input id="edit-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" placeholder="name@example.com" />
          </div>
          <div className="space-y-2">
            <Label htmlFor="edit-fullname">Full name</Label>
            <Input id="edit-fullname" value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="off" />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </DialogFooter>
        </form>
      </TabsContent>
      <TabsContent value="subscription">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
          <dt className="font-medium text-slate-600">Status</dt>
          <dd>{user.isPremium ? <Badge variant="success">Premium</Badge> : <Badge variant="secondary">Free</Badge>}</dd>
          <dt className="font-medium text-slate-600">Tier</dt>
          <dd className="text-slate-900">{tierLabel(user)}</dd>
          <dt className="font-medium text-slate-600">{expiryLabel}</dt>
          <dd className="text-slate-900">{user.isPremium ? formatShortDate(user.premiumUntil) : '—'}</dd>
        </dl>
        <p className="mt-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Tier and expiry are read-only here. To give this user premium time, use Grant Premium in the users table.
        </p>
      </TabsContent>
    </Tabs>
  );
}

export function EditUserDialog({ user, onOpenChange }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>{user ? `Change the profile of ${user.username}.` : ''}</DialogDescription>
        </DialogHeader>
        {user ? <EditUserForm key={user.id} user={user} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

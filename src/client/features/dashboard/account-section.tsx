// The user's control over their own data: export everything, or delete the account.
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { TUser } from '../../../shared/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useDeleteAccount } from './api/delete-account.ts';
import { useExportAccountData } from './api/export-account-data.ts';

export function AccountSection({ user }: { user: TUser }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const exportMutation = useExportAccountData();
  const deleteMutation = useDeleteAccount();
  const busy = deleteMutation.isPending;
  const [, navigate] = useLocation();

  const exportData = async () => {
    try {
      await exportMutation.mutateAsync(user.username);
      toast({ title: 'Download Started', description: 'Your data is downloading as JSON.' });
    } catch (err) {
      toast({ title: 'Download Failed', description: errorMessage(err) ?? 'Could not export your data.', variant: 'destructive' });
    }
  };

  const remove = async () => {
    try {
      await deleteMutation.mutateAsync(typed);
      setOpen(false);
      toast({ title: 'Account Deleted', description: 'Your account and all its data have been deleted.' });
      navigate('/');
    } catch (err) {
      toast({ title: 'Deletion Failed', description: errorMessage(err) ?? 'Could not delete your account.', variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your Data</CardTitle>
        <CardDescription>Download everything we hold about you, or delete your account with all of it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={exportData}>
          Download my data
        </Button>
        <Button variant="destructive" onClick={() => { setTyped(''); setOpen(true); }}>
          Delete account
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This permanently deletes your account, cover letters, tailored resumes and uploaded resumes, and signs you out everywhere. Type your username to confirm.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="confirm-username">Username</Label>
            <Input id="confirm-username" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={typed !== user.username || busy} onClick={remove}>
              {busy ? 'Deleting...' : 'Delete account'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

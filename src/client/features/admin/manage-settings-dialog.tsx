import { useState, type FormEvent } from 'react';
import { ZAdminSettings, type TAdminSettings } from '../../../shared/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAdminSettings } from './api/get-admin-settings.ts';
import { useUpdateSettings } from './api/update-settings.ts';

function SettingsForm({ initial, onDone }: { initial: TAdminSettings; onDone: () => void }) {
  const [coverLetter, setCoverLetter] = useState(String(initial.coverLetter));
  const [tailoredResume, setTailoredResume] = useState(String(initial.tailoredResume));
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateSettings();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const toInt = (v: string) => (/^\s*\d+\s*$/.test(v) ? Number.parseInt(v, 10) : Number.NaN);
    const parsed = ZAdminSettings.safeParse({ coverLetter: toInt(coverLetter), tailoredResume: toInt(tailoredResume) });
    if (!parsed.success) {
      setError('Each limit must be a whole number from 0 to 1000.');
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Settings saved', description: 'The new free daily limits apply from the next request.' });
        onDone();
      },
      onError: (err) => toast({ variant: 'destructive', title: `Save failed: ${errorMessage(err) ?? 'Unknown error'}` }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="limit-cover-letter">Free cover letters per day</Label>
        <Input id="limit-cover-letter" type="number" inputMode="numeric" min={0} max={1000} step={1} value={coverLetter} onChange={(e) => setCoverLetter(e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="limit-tailored">Free tailored resumes per day</Label>
        <Input id="limit-tailored" type="number" inputMode="numeric" min={0} max={1000} step={1} value={tailoredResume} onChange={(e) => setTailoredResume(e.target.value)} />
      </div>
      <p className="text-xs text-slate-600">Premium accounts are unlimited. 0 turns the feature off for free accounts.</p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function SettingsBody({ onDone }: { onDone: () => void }) {
  const { data, isPending, isError } = useAdminSettings();
  if (isPending) return <p className="text-sm text-slate-600">Loading settings...</p>;
  if (isError) return <p role="alert" className="text-sm text-red-700">Could not load the settings.</p>;
  return <SettingsForm initial={data} onDone={onDone} />;
}

export function ManageSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage Settings</DialogTitle>
          <DialogDescription>Daily limits of the free plan (UTC days).</DialogDescription>
        </DialogHeader>
        {open ? <SettingsBody onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

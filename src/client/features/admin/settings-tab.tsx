import { ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useAuditLog } from './api/get-audit-log.ts';
import { describeAuditEntry } from './describe-audit-entry.ts';
import { formatDateTime } from './format.ts';
import { ManageAdminsDialog } from './manage-admins-dialog.tsx';
import { ManageSettingsDialog } from './manage-settings-dialog.tsx';

function AuditLog() {
  const { data, isPending, isError } = useAuditLog();
  if (isPending) return <p className="px-5 pb-5 text-sm text-slate-600">Loading audit log...</p>;
  if (isError)
    return (
      <p role="alert" className="px-5 pb-5 text-sm text-red-700">
        Could not load the audit log.
      </p>
    );
  if (data.length === 0) return <p className="px-5 pb-5 text-sm text-slate-600">No admin changes yet.</p>;
  return (
    <ol className="divide-y divide-slate-200 border-t border-slate-200">
      {data.map((e) => (
        <li key={e.id} className="flex flex-col gap-0.5 px-5 py-3 sm:flex-row sm:items-baseline sm:gap-4">
          <time dateTime={e.createdAt} className="shrink-0 text-xs tabular-nums text-slate-600 sm:w-44">
            {formatDateTime(e.createdAt)}
          </time>
          <p className="min-w-0 break-words text-sm text-slate-900">
            <span className="font-medium">{e.actorUsername}</span>
            <span className="text-slate-700"> · {describeAuditEntry(e)}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}

export function SettingsTab() {
  const [adminsOpen, setAdminsOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Settings</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="flex flex-col gap-3 p-5">
          <h3 className="text-base font-semibold text-slate-900">Admins</h3>
          <p className="text-sm text-slate-600">Promote accounts to admin or remove admin access. The last admin always stays.</p>
          <Button variant="outline" className="self-start" onClick={() => setAdminsOpen(true)}>
            <ShieldCheck aria-hidden="true" />
            Manage Admins
          </Button>
        </Card>
        <Card className="flex flex-col gap-3 p-5">
          <h3 className="text-base font-semibold text-slate-900">Free plan limits</h3>
          <p className="text-sm text-slate-600">How many cover letters and tailored resumes a free account may create per day.</p>
          <Button variant="outline" className="self-start" onClick={() => setSettingsOpen(true)}>
            <SlidersHorizontal aria-hidden="true" />
            Manage Settings
          </Button>
        </Card>
      </div>
      <Card className="p-0">
        <div className="p-5">
          <h3 className="text-base font-semibold text-slate-900">Audit log</h3>
          <p className="text-sm text-slate-600">The latest 100 admin changes, newest first.</p>
        </div>
        <AuditLog />
      </Card>
      <ManageAdminsDialog open={adminsOpen} onOpenChange={setAdminsOpen} />
      <ManageSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </div>
  );
}

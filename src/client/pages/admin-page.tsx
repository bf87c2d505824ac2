// /admin (SPEC.md "Admin dashboard"). The AdminRoute guard has already checked admin status.
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { ContentTab } from '../features/admin/content-tab.tsx';
import { FinanceTab } from '../features/admin/finance-tab.tsx';
import { OverviewTab } from '../features/admin/overview-tab.tsx';
import { SettingsTab } from '../features/admin/settings-tab.tsx';
import { UsersTab } from '../features/admin/users-tab.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'users', label: 'Users' },
  { value: 'content', label: 'Content' },
  { value: 'finance', label: 'Finance' },
  { value: 'settings', label: 'Settings' },
] as const;

export function AdminPage() {
  usePageTitle('Admin Dashboard');
  const [tab, setTab] = useState<string>('overview');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
        <p className="mt-1 text-slate-600">Accounts, content and revenue of ApplyKit at a glance.</p>
      </header>
      <Tabs value={tab} onValueChange={setTab}>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList aria-label="Admin sections" className="flex w-full sm:inline-flex sm:w-auto">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} className="flex-1 px-2 sm:flex-none sm:px-3">
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="content">
          <ContentTab />
        </TabsContent>
        <TabsContent value="finance">
          <FinanceTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

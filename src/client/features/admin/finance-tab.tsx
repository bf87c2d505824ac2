import { CalendarClock, CalendarRange, Download, Gem } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useExportData } from './api/export-data.ts';
import { useFinancialMetrics } from './api/get-financial-metrics.ts';
import { formatCount, formatMoney } from './format.ts';
import { QueryError, StatCard } from './stat-card.tsx';

export function FinanceTab() {
  const { data, isPending, isError } = useFinancialMetrics();
  const exportData = useExportData();
  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: (name) => toast({ title: 'Export ready', description: `Downloaded ${name}` }),
      onError: (err) => toast({ variant: 'destructive', title: `Export failed: ${errorMessage(err) ?? 'Unknown error'}` }),
    });
  return (
    <div className="space-y-4">
      <h2 className="sr-only">Finance</h2>
      {isError ? <QueryError what="financial metrics" /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title="MRR"
          icon={CalendarClock}
          loading={isPending}
          value={data ? formatMoney(data.mrr) : '—'}
          hint={data ? `Monthly recurring revenue from ${formatCount(data.activeSubscriptions)} active subscription${data.activeSubscriptions === 1 ? '' : 's'}` : null}
        />
        <StatCard title="ARR" icon={CalendarRange} loading={isPending} value={data ? formatMoney(data.arr) : '—'} hint="Annual recurring revenue (12 × MRR)" />
        <StatCard
          title="Lifetime Value"
          icon={Gem}
          loading={isPending}
          value={data ? formatMoney(data.ltv) : '—'}
          hint={data ? `Total revenue ${formatMoney(data.totalRevenue)} over ${formatCount(data.payingAccounts)} paying account${data.payingAccounts === 1 ? '' : 's'}` : null}
        />
      </div>
      <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="text-base font-semibold text-slate-900">Export data</h3>
          <p className="text-sm text-slate-600">A CSV file with every account and the figures of this dashboard.</p>
        </div>
        <Button onClick={onExport} disabled={exportData.isPending}>
          <Download aria-hidden="true" />
          {exportData.isPending ? 'Exporting...' : 'Export Data'}
        </Button>
      </Card>
    </div>
  );
}

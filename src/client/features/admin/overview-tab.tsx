import { DollarSign, FileText, TrendingUp, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { useContentMetrics } from './api/get-content-metrics.ts';
import { useFinancialMetrics } from './api/get-financial-metrics.ts';
import { useUserMetrics } from './api/get-user-metrics.ts';
import { formatCount, formatMoney, formatPercent } from './format.ts';
import { QueryError, StatCard } from './stat-card.tsx';

const AdminCharts = lazy(() => import('./admin-charts.tsx'));

function ChartsFallback() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      <Card className="h-72 animate-pulse bg-slate-50 motion-reduce:animate-none" />
      <Card className="h-72 animate-pulse bg-slate-50 motion-reduce:animate-none" />
    </div>
  );
}

export function OverviewTab() {
  const usersM = useUserMetrics();
  const contentM = useContentMetrics();
  const moneyM = useFinancialMetrics();
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Overview</h2>
      {usersM.isError || contentM.isError || moneyM.isError ? <QueryError what="the metrics" /> : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Users"
          icon={Users}
          loading={usersM.isPending}
          value={usersM.data ? formatCount(usersM.data.totalUsers) : '—'}
          hint={usersM.data ? `${formatPercent(usersM.data.premiumPercentage)} premium` : null}
        />
        <StatCard
          title="Cover Letters Created"
          icon={FileText}
          loading={contentM.isPending}
          value={contentM.data ? formatCount(contentM.data.totalCoverLetters) : '—'}
          hint={contentM.data ? `${formatCount(contentM.data.totalResumes)} resume${contentM.data.totalResumes === 1 ? '' : 's'} uploaded` : null}
        />
        <StatCard
          title="Total Revenue"
          icon={DollarSign}
          loading={moneyM.isPending}
          value={moneyM.data ? formatMoney(moneyM.data.totalRevenue) : '—'}
          hint={moneyM.data ? `MRR ${formatMoney(moneyM.data.mrr)}` : null}
        />
        <StatCard
          title="Conversion Rate"
          icon={TrendingUp}
          loading={moneyM.isPending}
          value={moneyM.data ? formatPercent(moneyM.data.conversionRate) : '—'}
          hint="Free to paid"
        />
      </div>
      {usersM.data && contentM.data ? (
        <Suspense fallback={<ChartsFallback />}>
          <AdminCharts signupsByDay={usersM.data.signupsByDay} lettersByDay={contentM.data.lettersByDay} />
        </Suspense>
      ) : usersM.isPending || contentM.isPending ? (
        <ChartsFallback />
      ) : null}
    </div>
  );
}

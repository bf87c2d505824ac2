import { DashboardView } from '../features/dashboard/dashboard-view.tsx';

export function DashboardPage() {
  return <DashboardView />;
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adminUsersQueryKey } from './get-admin-users.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { financialMetricsQueryKey } from './get-financial-metrics.ts';
import { userMetricsQueryKey } from './get-user-metrics.ts';

/** An admin change shows in the users list, the audit log and the figures; `extra` names what else it touched. */
export function refreshAfterAdminWrite(queryClient: QueryClient, extra: readonly QueryKey[] = []): void {
  for (const queryKey of [adminUsersQueryKey, auditLogQueryKey, userMetricsQueryKey, financialMetricsQueryKey, ...extra]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

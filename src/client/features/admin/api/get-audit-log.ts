// GET /api/admin/audit-log: the latest 100 admin changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAuditEntry } from '../../../../shared/admin.ts';
import { getJson } from '../../../lib/api-client.ts';

export const auditLogQueryKey = ['/api/admin/audit-log'] as const;

export const getAuditLog = (signal?: AbortSignal) => getJson(z.array(ZAuditEntry), '/api/admin/audit-log', signal);

// Admin figures change under the operator's feet; refetch whenever a tab mounts them again.
export const getAuditLogQueryOptions = () => queryOptions({ queryKey: auditLogQueryKey, queryFn: ({ signal }) => getAuditLog(signal), staleTime: 0 });

export function useAuditLog() {
  return useQuery(getAuditLogQueryOptions());
}

// Admin API hooks (SPEC.md section 7 admin rows plus Export Data, Manage Admins, Manage Settings).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TAdminAccount,
  TAdminSettings,
  TAdminUpdateUserRequest,
  TAdminUser,
  TAuditEntry,
  TContentMetrics,
  TFinancialMetrics,
  TGrantPremiumResponse,
  TUserMetrics,
} from '../../shared/admin.ts';
import { apiRequest, saveBlob } from './http.ts';

export const ADMIN_KEYS = {
  status: '/api/admin/check-admin-status',
  users: ['/api/admin/users'],
  admins: ['/api/admin/admins'],
  userMetrics: ['/api/admin/metrics/users'],
  contentMetrics: ['/api/admin/metrics/content'],
  financialMetrics: ['/api/admin/metrics/financial'],
  settings: ['/api/admin/settings'],
  auditLog: ['/api/admin/audit-log'],
} as const;

// Admin figures change under the operator's feet; refetch whenever a tab mounts them again.
const fresh = { staleTime: 0 } as const;

export const useAdminUsers = () => useQuery<TAdminUser[]>({ queryKey: ADMIN_KEYS.users, ...fresh });
export const useAdmins = () => useQuery<TAdminAccount[]>({ queryKey: ADMIN_KEYS.admins, ...fresh });
export const useUserMetrics = () => useQuery<TUserMetrics>({ queryKey: ADMIN_KEYS.userMetrics, ...fresh });
export const useContentMetrics = () => useQuery<TContentMetrics>({ queryKey: ADMIN_KEYS.contentMetrics, ...fresh });
export const useFinancialMetrics = () => useQuery<TFinancialMetrics>({ queryKey: ADMIN_KEYS.financialMetrics, ...fresh });
export const useAdminSettings = () => useQuery<TAdminSettings>({ queryKey: ADMIN_KEYS.settings, ...fresh });
export const useAuditLog = () => useQuery<TAuditEntry[]>({ queryKey: ADMIN_KEYS.auditLog, ...fresh });

function refreshAfterWrite(qc: QueryClient, extra: ReadonlyArray<readonly unknown[]> = []) {
  for (const key of [ADMIN_KEYS.users, ADMIN_KEYS.auditLog, ADMIN_KEYS.userMetrics, ADMIN_KEYS.financialMetrics, ...extra]) {
    void qc.invalidateQueries({ queryKey: key });
  }
}

export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: TAdminUpdateUserRequest & { id: number }): Promise<TAdminUser> =>
      (await apiRequest('PUT', `/api/admin/users/${id}`, body)).json(),
    onSuccess: () => refreshAfterWrite(qc, [ADMIN_KEYS.admins, ['/api/user']]),
  });
}

export function useGrantPremium() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, days }: { id: number; days: number }): Promise<TGrantPremiumResponse> =>
      (await apiRequest('POST', `/api/admin/users/${id}/grant-premium`, { days })).json(),
    onSuccess: () => refreshAfterWrite(qc),
  });
}

export function useSetAdmin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isAdmin }: { id: number; isAdmin: boolean }): Promise<TAdminUser> =>
      (await apiRequest('POST', `/api/admin/users/${id}/admin`, { isAdmin })).json(),
    // Demoting yourself ends your admin session: the status re-check sends you to /dashboard.
    onSuccess: () => refreshAfterWrite(qc, [ADMIN_KEYS.admins, [ADMIN_KEYS.status], ['/api/user']]),
  });
}

export function useUpdateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: TAdminSettings): Promise<TAdminSettings> => (await apiRequest('PUT', '/api/admin/settings', body)).json(),
    onSuccess: (data) => {
      qc.setQueryData(ADMIN_KEYS.settings, data);
      void qc.invalidateQueries({ queryKey: ADMIN_KEYS.auditLog });
      void qc.invalidateQueries({ queryKey: ['/api/subscription/usage-limit'] });
    },
  });
}

/** Export Data: downloads the users-and-metrics CSV under the server's file name. */
export async function downloadAdminExport(): Promise<string> {
  const res = await apiRequest('GET', '/api/admin/export.csv');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'applykit-export.csv';
  saveBlob(await res.blob(), name);
  return name;
}

export function useExportData() {
  return useMutation({ mutationFn: downloadAdminExport });
}

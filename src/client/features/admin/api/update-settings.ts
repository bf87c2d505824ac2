// PUT /api/admin/settings (ZAdminSettings): the free daily limits, applied from the next request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminSettings, type TAdminSettings } from '../../../../shared/admin.ts';
import { usageLimitQueryKey } from '../../../api/get-usage-limit.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { adminSettingsQueryKey } from './get-admin-settings.ts';
import { auditLogQueryKey } from './get-audit-log.ts';

export const updateSettings = (body: TAdminSettings) => requestJson(ZAdminSettings, 'PUT', '/api/admin/settings', body);

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(adminSettingsQueryKey, data);
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      void queryClient.invalidateQueries({ queryKey: usageLimitQueryKey });
    },
  });
}

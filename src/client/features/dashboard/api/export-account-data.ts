// GET /api/account/export: everything stored about the account, saved as JSON.
import { useMutation } from '@tanstack/react-query';
import { apiRequest, saveBlob } from '../../../lib/api-client.ts';

export async function exportAccountData(username: string): Promise<void> {
  const res = await apiRequest('GET', '/api/account/export');
  saveBlob(await res.blob(), `applykit-${username}-data.json`);
}

export function useExportAccountData() {
  return useMutation({ mutationFn: exportAccountData });
}

// GET /api/admin/export.csv: Export Data downloads the users-and-metrics CSV under the server's file name.
import { useMutation } from '@tanstack/react-query';
import { apiRequest, saveBlob } from '../../../lib/api-client.ts';

export async function exportAdminData(): Promise<string> {
  const res = await apiRequest('GET', '/api/admin/export.csv');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'applykit-export.csv';
  saveBlob(await res.blob(), name);
  return name;
}

export function useExportData() {
  return useMutation({ mutationFn: exportAdminData });
}

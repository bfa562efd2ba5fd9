import { useMutation } from '@tanstack/react-query';

import { product } from '@/config/product';
import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { exportFileName, saveJsonFile } from '../utils/save-json-file';

export type DataExport = ApiSchema<'DataExportResponse'>;

/** `GET /api/me/export`: everything the account holds, decrypted, as one JSON document. */
export function exportMyData(): Promise<DataExport> {
  return apiFetch<DataExport>('/api/me/export', { cache: 'no-store' });
}

/** Fetches the export and saves it as a file; nothing is cached, the copy is for the person. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await exportMyData();
      saveJsonFile(exportFileName(product.name, data.exported_at), data);
    },
  });
}

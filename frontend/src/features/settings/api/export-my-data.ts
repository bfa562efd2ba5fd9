import { useMutation } from '@tanstack/react-query';

import { product } from '@/config/product';
import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export type DataExport = ApiSchema<'DataExportResponse'>;

/** `GET /api/me/export`: everything the account holds, decrypted, as one JSON document. */
export function exportMyData(): Promise<DataExport> {
  return apiFetch('/api/me/export', { cache: 'no-store' });
}

/**
 * Fetches the export and saves it as a file; nothing is cached, the copy is for the person. The
 * saving code loads with the request: few visits to Settings ever press the button.
 */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const [data, { exportFileName, saveJsonFile }] = await Promise.all([exportMyData(), import('../utils/save-json-file')]);
      saveJsonFile(exportFileName(product.name, data.exported_at), data);
    },
  });
}

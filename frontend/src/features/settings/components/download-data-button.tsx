import { Download } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';

import { useExportMyData } from '../api/export-my-data';
import { toastFailure } from '../utils/toast-failure';
import { dataRightsMessages } from '../utils/user-data-messages';

/** The privacy policy's right of access: everything the account holds, as a JSON file. */
export function DownloadDataButton() {
  const exportData = useExportMyData();

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: () => notify.success(dataRightsMessages.exported),
      onError: (error) => toastFailure(dataRightsMessages.exportFailed, error),
    });

  return (
    <Button variant="secondary" onClick={download} loading={exportData.isPending} loadingLabel="Preparing...">
      <Download aria-hidden="true" className="size-4" />
      Download my data
    </Button>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { downloadExport } from './billing-api';

/** "Exportar a Excel": the list's current filter, as .xlsx from the server (exceljs). */
export function XlsxExportButton({ resource, filename }: { resource: string; filename: string }) {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      label="app.actions.exportXlsx"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadExport(resource, filterValues, filename)
          .catch((error: Error) => notify(error.message, { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      <DownloadIcon />
    </Button>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { CreateButton, TopToolbar, useCanAccess, useListContext, useNotify } from 'react-admin';
import { downloadFile } from '../resources/bulk-loads/files';

/**
 * A list's toolbar: its create button (`resources.<resource>.actions.create`, shown with <resource>:create)
 * and the xlsx export of the filtered list from `/api/admin/<resource>/export.xlsx` (shown with <resource>:export).
 */
export function CreateExportActions({ resource, filename }: { resource: string; filename: string }) {
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canExport } = useCanAccess({ resource, action: 'export' });
  const { filterValues } = useListContext();
  const notify = useNotify();
  return (
    <TopToolbar>
      {canCreate && <CreateButton label={`resources.${resource}.actions.create`} />}
      {canExport && (
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() =>
            void downloadFile(
              `/api/admin/${resource}/export.xlsx?filter=${encodeURIComponent(JSON.stringify(filterValues))}`,
              filename,
            ).catch((error: Error) => notify(error.message, { type: 'error' }))
          }
        >
          Exportar (xlsx)
        </Button>
      )}
    </TopToolbar>
  );
}

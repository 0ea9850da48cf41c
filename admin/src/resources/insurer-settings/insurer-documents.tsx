import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  ReferenceManyField,
  TextField,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { httpClient } from '../../auth/http-client';
import { DocumentUploadButton } from '../../components/document-upload-button';
import { downloadFile } from '../bulk-loads/files';

interface InsurerDocumentRow {
  id: number;
  fileName: string;
  status: 'ACTIVE' | 'PENDING' | 'INACTIVE';
}

function DocumentButtons() {
  const doc = useRecordContext<InsurerDocumentRow>();
  const { canAccess: canChange } = useCanAccess({ resource: 'insurer-documents', action: 'update-status' });
  const notify = useNotify();
  const refresh = useRefresh();
  if (!doc) return null;
  const next = doc.status === 'INACTIVE' ? 'ACTIVE' : 'INACTIVE';
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() =>
          void downloadFile(`/api/admin/insurer-documents/${doc.id}/file`, doc.fileName).catch((error: Error) =>
            notify(error.message, { type: 'error' }),
          )
        }
      >
        Descargar
      </Button>
      {canChange && (
        <Button
          size="small"
          onClick={() =>
            void httpClient(`/api/admin/insurer-documents/${doc.id}`, {
              method: 'PUT',
              body: JSON.stringify({ status: next }),
            })
              .then(() => refresh())
              .catch((error: Error) => notify(error.message, { type: 'error' }))
          }
        >
          {next === 'INACTIVE' ? 'Desactivar' : 'Reactivar'}
        </Button>
      )}
    </Box>
  );
}

/** Upload of an insurer document (policy:upload-file): checked by extension and content on the server. */
function UploadInsurerDocument({ insurerId }: { insurerId: number }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [description, setDescription] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = (file: File) => {
    const body = new FormData();
    body.append('insurerId', String(insurerId));
    if (description.trim()) body.append('description', description.trim());
    body.append('file', file);
    setSending(true);
    setError(null);
    httpClient('/api/admin/insurer-documents', { method: 'POST', body })
      .then(() => {
        setDescription('');
        notify('resources.insurer-settings.notifications.documentSaved', {
          type: 'success',
          messageArgs: { name: file.name },
        });
        refresh();
      })
      .catch((caught: Error) => setError(caught.message))
      .finally(() => setSending(false));
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', my: 1 }}>
      <MuiTextField
        size="small"
        label={translate('resources.insurer-documents.fields.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        sx={{ minWidth: 280 }}
      />
      <DocumentUploadButton
        sending={sending}
        fileLabel={translate('resources.insurer-documents.labels.file')}
        onFile={upload}
      />
      {error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

/** The insurer's documents (insurer:read): conditions, forms, agreements. */
export function InsurerDocuments() {
  const insurer = useRecordContext<{ id: number }>();
  const { canAccess: canUpload } = useCanAccess({ resource: 'insurer-documents', action: 'create' });
  if (!insurer) return null;
  return (
    <>
      <Typography variant="h6" sx={{ mt: 3 }}>
        Documentos
      </Typography>
      {canUpload && <UploadInsurerDocument insurerId={insurer.id} />}
      <ReferenceManyField reference="insurer-documents" target="insurerId" sort={{ field: 'id', order: 'DESC' }}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>Sin documentos.</span>}>
          <TextField source="fileName" />
          <TextField source="description" emptyText="—" sortable={false} />
          <FunctionField
            label="resources.insurer-documents.fields.sizeBytes"
            render={(doc: { sizeBytes: number }) =>
              `${Math.max(1, Math.round(doc.sizeBytes / 1024)).toLocaleString('es-CL')} KB`
            }
          />
          <TextField source="statusLabel" sortable={false} />
          <TextField source="uploadedByName" emptyText="—" sortable={false} />
          <DateField source="createdAt" showTime locales="es-CL" />
          <DocumentButtons />
        </Datagrid>
      </ReferenceManyField>
    </>
  );
}

import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_REVIEW_LABELS,
  DOCUMENT_REVIEW_STATUSES,
} from '@domain/policies/domain/statuses';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { DocumentUploadButton } from '../../components/document-upload-button';
import { downloadFile } from '../bulk-loads/files';
import { policiesApi } from './policies-api';

interface PolicyDocumentRow {
  id: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  status: (typeof DOCUMENT_REVIEW_STATUSES)[number];
  createdAt: string;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-CL')} KB`;

/**
 * A policy's documents (spec 03 §5 extensions, checked by content on the server): upload (policy:upload-file),
 * download, and the review status (policy:update).
 */
export function PolicyDocuments() {
  const policy = useRecordContext<{ id: number }>();
  const { canAccess: canUpload } = useCanAccess({ resource: 'policies', action: 'upload-file' });
  const { canAccess: canReview } = useCanAccess({ resource: 'policies', action: 'review-document' });
  const notify = useNotify();
  const translate = useTranslate();
  const [rows, setRows] = useState<PolicyDocumentRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const policyId = policy?.id;

  const reload = useCallback(() => {
    if (!policyId) return;
    policiesApi<PolicyDocumentRow[]>(`/policies/${policyId}/documents`)
      .then(setRows)
      .catch((caught: Error) => setError(caught.message));
  }, [policyId]);
  useEffect(reload, [reload]);
  if (!policyId) return null;

  const upload = (file: File) => {
    const body = new FormData();
    body.append('file', file);
    setSending(true);
    setError(null);
    policiesApi(`/policies/${policyId}/documents`, 'POST', body)
      .then(() => {
        notify('resources.policies.notifications.documentSaved', {
          type: 'success',
          messageArgs: { name: file.name },
        });
        reload();
      })
      .catch((caught: Error) => setError(caught.message))
      .finally(() => setSending(false));
  };

  return (
    <Box sx={{ py: 1 }}>
      {canUpload && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <DocumentUploadButton
            sending={sending}
            fileLabel={translate('resources.policies.labels.documentFile')}
            onFile={upload}
          />
          <Typography variant="caption">Se aceptan: {DOCUMENT_EXTENSIONS.join(', ')} (hasta 15 MB).</Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {rows && rows.length === 0 && <Typography variant="body2">La póliza no tiene documentos.</Typography>}
      {rows && rows.length > 0 && (
        <Table size="small" aria-label={translate('resources.policies.labels.documents')}>
          <TableHead>
            <TableRow>
              <TableCell>Archivo</TableCell>
              <TableCell>Tamaño</TableCell>
              <TableCell>Subido</TableCell>
              <TableCell>Revisión</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((doc) => (
              <TableRow key={doc.id}>
                <TableCell>{doc.fileName}</TableCell>
                <TableCell>{kb(doc.sizeBytes)}</TableCell>
                <TableCell>{new Date(doc.createdAt).toLocaleString('es-CL')}</TableCell>
                <TableCell>
                  {canReview ? (
                    <TextField
                      select
                      size="small"
                      value={doc.status}
                      slotProps={{ select: { inputProps: { 'aria-label': `Revisión de ${doc.fileName}` } } }}
                      onChange={(event) =>
                        void policiesApi(`/policies/${policyId}/documents/${doc.id}`, 'PUT', {
                          status: event.target.value,
                        })
                          .then(reload)
                          .catch((caught: Error) => notify(caught.message, { type: 'error' }))
                      }
                    >
                      {DOCUMENT_REVIEW_STATUSES.map((status) => (
                        <MenuItem key={status} value={status}>
                          {DOCUMENT_REVIEW_LABELS[status]}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    DOCUMENT_REVIEW_LABELS[doc.status]
                  )}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    startIcon={<DownloadIcon />}
                    onClick={() =>
                      void downloadFile(`/api/admin/policies/${policyId}/documents/${doc.id}`, doc.fileName).catch(
                        (caught: Error) => notify(caught.message, { type: 'error' }),
                      )
                    }
                  >
                    Descargar
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

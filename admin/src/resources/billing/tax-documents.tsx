import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  DeleteButton,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  Title,
  TopToolbar,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { billingAction, uploadWithProgress } from './billing-api';

const statusChoices = [
  { id: 'ACTIVE', name: 'Vigente' },
  { id: 'CANCELLED', name: 'Anulado' },
];

export function TaxDocumentList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder="Folio" />,
        <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
        <NumberInput key="organizationId" source="organizationId" />,
      ]}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      title="Documentos tributarios"
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" />
        <TextField source="folio" />
        <TextField source="kind" sortable={false} />
        <TextField source="organizationName" emptyText="—" sortable={false} />
        <DateField source="createdAt" locales="es-CL" />
        <SelectField source="status" choices={statusChoices} />
      </Datagrid>
    </List>
  );
}

function StatusButton() {
  const record = useRecordContext<{ id: number; status: 'ACTIVE' | 'CANCELLED' }>();
  const { canAccess } = useCanAccess({ resource: 'tax-documents', action: 'update-status' });
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || !canAccess) return null;
  const next = record.status === 'ACTIVE' ? 'CANCELLED' : 'ACTIVE';
  return (
    <Button
      onClick={() =>
        billingAction(`/tax-documents/${record.id}/status`, 'PUT', { status: next })
          .then(() => refresh())
          .catch((error: Error) => notify(error.message, { type: 'error' }))
      }
    >
      {next === 'CANCELLED' ? 'Anular' : 'Reactivar'}
    </Button>
  );
}

function TaxDocumentActions() {
  const { canAccess } = useCanAccess({ resource: 'tax-documents', action: 'delete' });
  return (
    <TopToolbar>
      <StatusButton />
      {canAccess && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
}

export function TaxDocumentShow() {
  return (
    <Show title="Documento tributario" actions={<TaxDocumentActions />}>
      <SimpleShowLayout>
        <TextField source="folio" />
        <TextField source="kind" />
        <TextField source="organizationName" emptyText="—" />
        <SelectField source="status" choices={statusChoices} />
        <TextField source="comment" emptyText="—" />
        <NumberField source="pdfFileId" emptyText="—" />
        <NumberField source="xmlFileId" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

/** Upload of a tax document: folio, organization, PDF and/or XML in one multipart request, with progress. */
export function TaxDocumentCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [folio, setFolio] = useState('');
  const [kind, setKind] = useState('factura');
  const [organizationId, setOrganizationId] = useState('');
  const [comment, setComment] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [xml, setXml] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Subir documento tributario" />
      <CardContent>
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
          <MuiTextField
            label={translate('resources.tax-documents.fields.folio')}
            value={folio}
            onChange={(e) => setFolio(e.target.value)}
            required
          />
          <MuiTextField
            select
            label={translate('resources.tax-documents.fields.kind')}
            value={kind}
            onChange={(e) => setKind(e.target.value)}
          >
            <MenuItem value="factura">Factura</MenuItem>
            <MenuItem value="boleta">Boleta</MenuItem>
            <MenuItem value="nota-credito">Nota de crédito</MenuItem>
          </MuiTextField>
          <MuiTextField
            label={translate('resources.tax-documents.fields.organizationId')}
            value={organizationId}
            onChange={(e) => setOrganizationId(e.target.value.replace(/\D/g, ''))}
          />
          <MuiTextField
            label={translate('resources.tax-documents.fields.comment')}
            multiline
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button component="label" variant="outlined">
            {pdf ? `PDF: ${pdf.name}` : 'Elegir PDF'}
            <input
              hidden
              type="file"
              accept=".pdf"
              aria-label="PDF"
              onChange={(e) => setPdf(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Button component="label" variant="outlined">
            {xml ? `XML: ${xml.name}` : 'Elegir XML'}
            <input
              hidden
              type="file"
              accept=".xml"
              aria-label="XML"
              onChange={(e) => setXml(e.target.files?.[0] ?? null)}
            />
          </Button>
          {progress !== null && (
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={translate('app.labels.uploadProgress')}
            />
          )}
          {progress !== null && <Typography variant="caption">{progress}%</Typography>}
          <Button
            variant="contained"
            disabled={!folio || (!pdf && !xml) || progress !== null}
            onClick={() => {
              const form = new FormData();
              form.append('folio', folio);
              form.append('kind', kind);
              if (organizationId) form.append('organizationId', organizationId);
              if (comment) form.append('comment', comment);
              if (pdf) form.append('pdf', pdf);
              if (xml) form.append('xml', xml);
              setProgress(0);
              uploadWithProgress<{ id: number }>('/tax-documents', form, setProgress)
                .then((doc) => {
                  notify('resources.tax-documents.notifications.saved', { type: 'success' });
                  redirect('show', 'tax-documents', doc.id);
                })
                .catch((error: Error) => {
                  notify(error.message, { type: 'error' });
                  setProgress(null);
                });
            }}
          >
            Guardar
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

export const taxDocuments = {
  list: TaxDocumentList,
  show: TaxDocumentShow,
  create: TaxDocumentCreate,
};

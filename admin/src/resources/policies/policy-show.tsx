import {
  ArrayField,
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  useCanAccess,
} from 'react-admin';
import { InsuredActions } from '../insured/insured-actions';
import { PolicyShowActions } from './policy-actions';
import { PolicyDocuments } from './policy-documents';
import { PolicyHistory } from './policy-history';

interface PolicyRecord {
  premium: { amount: string; currency: string };
  premiumBasis: string;
}

/** One policy: its data, insured people, loads, documents and history (each tab by its permission). */
export function PolicyShow() {
  const { canAccess: canReadInsured } = useCanAccess({ resource: 'insured', action: 'list' });
  const { canAccess: canReadLoads } = useCanAccess({ resource: 'bulk-loads', action: 'list' });
  const { canAccess: canReadHistory } = useCanAccess({ resource: 'policies', action: 'read-history' });
  return (
    <Show actions={<PolicyShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Resumen">
          <TextField source="number" />
          <TextField source="clientOrganizationName" emptyText="Individual" />
          <TextField source="insurerName" emptyText="—" />
          <TextField source="productName" label="Producto" emptyText="—" />
          <TextField source="statusLabel" />
          <DateField source="startDate" label="Inicio" locales="es-CL" options={{ timeZone: 'UTC' }} />
          <DateField source="endDate" label="Término" locales="es-CL" options={{ timeZone: 'UTC' }} emptyText="—" />
          <TextField source="periodicityLabel" />
          <FunctionField
            label="Prima"
            render={(record: PolicyRecord) =>
              `${record.premium.amount} ${record.premium.currency} ${record.premiumBasis === 'per-insured' ? 'por asegurado' : 'por póliza'}`
            }
          />
          <NumberField source="insuredCount" />
          <ArrayField source="coverageGroups">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="code" label="Código" />
              <TextField source="name" label="Nombre" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        {canReadInsured && (
          <TabbedShowLayout.Tab label="Asegurados" path="asegurados">
            <ReferenceManyField
              reference="insured"
              target="policyId"
              label={false}
              perPage={25}
              sort={{ field: 'id', order: 'DESC' }}
              pagination={<Pagination />}
            >
              <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>Sin asegurados.</span>}>
                <TextField source="rut" label="RUT" />
                <TextField source="fullName" label="Nombre" />
                <TextField source="insuredTypeLabel" label="Tipo" sortable={false} />
                <TextField source="coverageGroupName" label="Grupo" emptyText="—" sortable={false} />
                <TextField source="statusLabel" label="Estado" sortBy="status" />
                <DateField source="startDate" label="Inicio" locales="es-CL" options={{ timeZone: 'UTC' }} />
                <InsuredActions />
              </Datagrid>
            </ReferenceManyField>
          </TabbedShowLayout.Tab>
        )}
        {canReadLoads && (
          <TabbedShowLayout.Tab label="Cargas masivas" path="cargas">
            <ReferenceManyField
              reference="bulk-loads"
              target="policyId"
              label={false}
              sort={{ field: 'id', order: 'DESC' }}
            >
              <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>Sin cargas.</span>}>
                <NumberField source="id" label="N°" />
                <DateField source="createdAt" label="Fecha" showTime locales="es-CL" />
                <TextField source="kindLabel" label="Tipo" sortable={false} />
                <TextField source="fileName" label="Archivo" />
                <TextField source="statusLabel" label="Estado" sortBy="status" />
                <TextField source="summary" label="Resultado" sortable={false} />
              </Datagrid>
            </ReferenceManyField>
          </TabbedShowLayout.Tab>
        )}
        <TabbedShowLayout.Tab label="Documentos" path="documentos">
          <PolicyDocuments />
        </TabbedShowLayout.Tab>
        {canReadHistory && (
          <TabbedShowLayout.Tab label="Historial" path="historial">
            <PolicyHistory />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}

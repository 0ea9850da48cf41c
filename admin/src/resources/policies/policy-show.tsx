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
        <TabbedShowLayout.Tab label="resources.policies.tabs.summary">
          <TextField source="number" />
          <TextField source="clientOrganizationName" emptyText="Individual" />
          <TextField source="insurerName" emptyText="—" />
          <TextField source="productName" emptyText="—" />
          <TextField source="statusLabel" />
          <DateField source="startDate" locales="es-CL" options={{ timeZone: 'UTC' }} />
          <DateField source="endDate" locales="es-CL" options={{ timeZone: 'UTC' }} emptyText="—" />
          <TextField source="periodicityLabel" />
          <FunctionField
            label="resources.policies.labels.premium"
            render={(record: PolicyRecord) =>
              `${record.premium.amount} ${record.premium.currency} ${record.premiumBasis === 'per-insured' ? 'por asegurado' : 'por póliza'}`
            }
          />
          <NumberField source="insuredCount" />
          <ArrayField source="coverageGroups">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="code" />
              <TextField source="name" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        {canReadInsured && (
          <TabbedShowLayout.Tab label="resources.policies.tabs.insured" path="asegurados">
            <ReferenceManyField
              reference="insured"
              target="policyId"
              label={false}
              perPage={25}
              sort={{ field: 'id', order: 'DESC' }}
              pagination={<Pagination />}
            >
              <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>Sin asegurados.</span>}>
                <TextField source="rut" />
                <TextField source="fullName" />
                <TextField source="insuredTypeLabel" sortable={false} />
                <TextField source="coverageGroupName" emptyText="—" sortable={false} />
                <TextField source="statusLabel" sortBy="status" />
                <DateField source="startDate" locales="es-CL" options={{ timeZone: 'UTC' }} />
                <InsuredActions />
              </Datagrid>
            </ReferenceManyField>
          </TabbedShowLayout.Tab>
        )}
        {canReadLoads && (
          <TabbedShowLayout.Tab label="resources.policies.tabs.bulkLoads" path="cargas">
            <ReferenceManyField
              reference="bulk-loads"
              target="policyId"
              label={false}
              sort={{ field: 'id', order: 'DESC' }}
            >
              <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>Sin cargas.</span>}>
                <NumberField source="id" />
                <DateField source="createdAt" showTime locales="es-CL" />
                <TextField source="kindLabel" sortable={false} />
                <TextField source="fileName" />
                <TextField source="statusLabel" sortBy="status" />
                <TextField source="summary" sortable={false} />
              </Datagrid>
            </ReferenceManyField>
          </TabbedShowLayout.Tab>
        )}
        <TabbedShowLayout.Tab label="resources.policies.tabs.documents" path="documentos">
          <PolicyDocuments />
        </TabbedShowLayout.Tab>
        {canReadHistory && (
          <TabbedShowLayout.Tab label="resources.policies.tabs.history" path="historial">
            <PolicyHistory />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}

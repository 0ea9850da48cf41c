import {
  Datagrid,
  DateField,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';

const filters = [
  <NumberInput key="minScore" source="minScore" min={1} max={5} />,
  <NumberInput key="maxScore" source="maxScore" min={1} max={5} />,
];

/** The customers' opinions on their requests (the /Feedback page), newest first; read-only. */
function FeedbackList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" showTime sortable={false} />
        <NumberField source="score" sortable={false} />
        <TextField source="comment" sortable={false} />
        <TextField source="leadName" sortable={false} emptyText="—" />
        <TextField source="productName" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}

function FeedbackShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="createdAt" showTime />
        <NumberField source="score" />
        <TextField source="comment" emptyText="—" />
        <ReferenceField source="leadId" reference="leads" link="show" emptyText="Sin solicitud asociada">
          <TextField source="nombre" />
        </ReferenceField>
      </SimpleShowLayout>
    </Show>
  );
}

export const feedbacks = { list: FeedbackList, show: FeedbackShow };

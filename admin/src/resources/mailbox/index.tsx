import { Datagrid, DateField, FunctionField, List, SearchInput, Show, SimpleShowLayout, TextField } from 'react-admin';

/** The development mailbox: e-mails the app "sent" while no SMTP server is configured (mailbox:read). */
export function MailboxList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Destinatario" />]}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      title="Buzón de desarrollo"
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" showTime locales="es-CL" sortable={false} />
        <TextField source="to" sortable={false} />
        <TextField source="subject" sortable={false} />
        <TextField source="transport" sortable={false} />
      </Datagrid>
    </List>
  );
}

export function MailShow() {
  return (
    <Show title="Correo">
      <SimpleShowLayout>
        <DateField source="createdAt" showTime locales="es-CL" />
        <TextField source="to" />
        <TextField source="subject" />
        <FunctionField
          label="resources.mailbox.labels.message"
          render={(record: { text: string }) => (
            <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>{record.text}</pre>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
}

export const mailbox = { list: MailboxList, show: MailShow };

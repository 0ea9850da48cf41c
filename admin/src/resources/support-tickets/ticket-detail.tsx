import {
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Create,
  DateField,
  Edit,
  EmailField,
  Labeled,
  ReferenceInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  email,
  maxLength,
  required,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { httpClient } from '../../auth/http-client';
import { nextStatusChoices } from './ticket-choices';

interface TicketRecord {
  id: number;
  status: 'new' | 'open' | 'pending' | 'hold' | 'solved';
  requesterEmail: string;
  messages?: { id: number; authorName: string; body: string; sentTo: string; createdAt: string }[];
}

function TicketFacts() {
  return (
    <>
      <Labeled>
        <TextField source="subject" />
      </Labeled>
      <Labeled>
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
      </Labeled>
      <Labeled>
        <TextField source="requesterName" />
      </Labeled>
      <Labeled>
        <EmailField source="requesterEmail" />
      </Labeled>
      <Labeled>
        <DateField source="createdAt" showTime />
      </Labeled>
    </>
  );
}

/** The answers already e-mailed to the customer, oldest first. */
function Messages() {
  const record = useRecordContext<TicketRecord>();
  const translate = useTranslate();
  if (!record?.messages?.length) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="ticket-messages">
      <Typography variant="subtitle1">{translate('resources.support-tickets.labels.messages')}</Typography>
      {record.messages.map((message) => (
        <Card key={message.id} variant="outlined" sx={{ mb: 1 }}>
          <CardContent>
            <Typography variant="caption">
              {message.authorName} → {message.sentTo} · {new Date(message.createdAt).toLocaleString('es-CL')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.body}</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** "Responder al cliente": stored with its e-mail job in one transaction; the mail queue sends it. */
function ReplyForm() {
  const record = useRecordContext<TicketRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  if (!record) return null;
  const send = async () => {
    setSending(true);
    try {
      await httpClient(`/api/admin/support-tickets/${record.id}/replies`, {
        method: 'POST',
        body: JSON.stringify({ message: text }),
      });
      setText('');
      notify('resources.support-tickets.notifications.replied', {
        type: 'success',
        messageArgs: { email: record.requesterEmail },
      });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Error', { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ mt: 2, maxWidth: 720 }}>
      <MuiTextField
        label={translate('resources.support-tickets.labels.reply', { email: record.requesterEmail })}
        multiline
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Box>
        <MuiButton variant="contained" disabled={sending || text.trim().length < 2} onClick={() => void send()}>
          {translate('resources.support-tickets.actions.reply')}
        </MuiButton>
      </Box>
    </Stack>
  );
}

function StatusInput() {
  const record = useRecordContext<TicketRecord>();
  return <SelectInput source="status" choices={nextStatusChoices(record?.status)} validate={required()} />;
}

/** Assign to a support person and move the status; below, the answers and the reply form. */
export function TicketEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm>
        <TicketFacts />
        <StatusInput />
        <ReferenceInput source="assigneeId" reference="support-agents">
          <SelectInput
            optionText="name"
            label="resources.support-tickets.fields.assigneeName"
            emptyText="Sin asignar"
          />
        </ReferenceInput>
      </SimpleForm>
      <Box sx={{ px: 2, pb: 2 }}>
        <Messages />
        <ReplyForm />
      </Box>
    </Edit>
  );
}

export function TicketShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TicketFacts />
        <TextField source="statusLabel" />
        <TextField source="assigneeName" emptyText="Sin asignar" />
        <Messages />
      </SimpleShowLayout>
    </Show>
  );
}

/** A customer opens its own ticket; support staff may open one on a customer's behalf. */
export function TicketCreate() {
  const { canAccess: onBehalf } = useCanAccess({ resource: 'support-tickets', action: 'edit' });
  return (
    <Create redirect={onBehalf ? 'edit' : false}>
      <SimpleForm>
        <TextInput source="subject" validate={[required(), maxLength(150)]} fullWidth />
        <TextInput source="description" validate={[required(), maxLength(5000)]} multiline minRows={4} fullWidth />
        {onBehalf && <TextInput source="requesterName" helperText="resources.support-tickets.labels.onBehalf" />}
        {onBehalf && <TextInput source="requesterEmail" type="email" validate={email()} />}
      </SimpleForm>
    </Create>
  );
}

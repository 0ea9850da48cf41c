import { NOTIFICATION_LIMITS } from '@domain/content/domain/site-notification';
import { Create, DateTimeInput, Edit, SimpleForm, TextInput, maxLength, minLength, required } from 'react-admin';

/**
 * A bell message: title, HTML and its publication window. The server sanitises the HTML (only formatting,
 * lists, links and images stay) and checks the whole message again (notificationDraftErrors).
 */
function SiteNotificationForm() {
  return (
    <SimpleForm>
      <TextInput
        source="title"
        validate={[required(), minLength(NOTIFICATION_LIMITS.title.min), maxLength(NOTIFICATION_LIMITS.title.max)]}
        fullWidth
      />
      <TextInput
        source="message"
        validate={[required(), maxLength(NOTIFICATION_LIMITS.message.max)]}
        helperText="resources.site-notifications.labels.messageHelp"
        fullWidth
        multiline
        minRows={6}
      />
      <DateTimeInput source="publishFrom" validate={required()} />
      <DateTimeInput source="publishUntil" helperText="resources.site-notifications.labels.untilHelp" />
    </SimpleForm>
  );
}

export function SiteNotificationEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SiteNotificationForm />
    </Edit>
  );
}

export function SiteNotificationCreate() {
  return (
    <Create redirect="list" record={{ publishFrom: new Date().toISOString(), publishUntil: null }}>
      <SiteNotificationForm />
    </Create>
  );
}

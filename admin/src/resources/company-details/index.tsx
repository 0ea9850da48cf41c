import { COMPANY_DETAIL_FIELDS } from '@domain/content/domain/company-details';
import { Alert } from '@mui/material';
import { Edit, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';

/** What a live site still lacks (the server lists it): nothing invented stands in for it on the site. */
function MissingDetails() {
  const record = useRecordContext<{ missing?: string[] }>();
  const translate = useTranslate();
  if (!record?.missing?.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('resources.company-details.labels.missing', { fields: record.missing.join(', ') })}
    </Alert>
  );
}

/**
 * Datos de la empresa: contact channels, portals, the bank account for transfers and the legal name, one
 * record ('company'). The list route opens the form, so the menu entry leads straight to it.
 */
function CompanyDetailsEdit() {
  return (
    <Edit resource="company-details" id="company" redirect={false} mutationMode="pessimistic">
      <SimpleForm>
        <MissingDetails />
        {COMPANY_DETAIL_FIELDS.map((field) => (
          <TextInput key={field} source={field} fullWidth />
        ))}
      </SimpleForm>
    </Edit>
  );
}

export const companyDetails = { list: CompanyDetailsEdit };

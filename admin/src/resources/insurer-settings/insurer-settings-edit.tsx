import { Box, Typography } from '@mui/material';
import {
  DateField,
  Edit,
  Labeled,
  maxValue,
  minValue,
  number,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  useCanAccess,
} from 'react-admin';
import { InsurerContacts } from './insurer-contacts';
import { InsurerDocuments } from './insurer-documents';

interface SettingsForm {
  cuttingDay: number;
  retroactiveDays: number;
  requestDays: number;
}

function SettingsToolbar({ canSave }: { canSave: boolean }) {
  return <Toolbar>{canSave ? <SaveButton /> : <span />}</Toolbar>;
}

/**
 * One insurer's settings (spec 03 §3, §9): the cutting day and request days (insurer:update-cutting-day), the
 * retroactive days (insurer:update-retroactive-days), the next-operation date of spec 03 §4, its contacts and
 * its documents. A reader sees everything with the fields it may not change disabled.
 */
export function InsurerSettingsEdit() {
  const { canAccess: canCutting } = useCanAccess({ resource: 'insurer-settings', action: 'update-cutting-day' });
  const { canAccess: canRetroactive } = useCanAccess({
    resource: 'insurer-settings',
    action: 'update-retroactive-days',
  });
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      title="Configuración de la aseguradora"
      transform={(data: SettingsForm) => ({
        cuttingDay: data.cuttingDay,
        retroactiveDays: data.retroactiveDays,
        requestDays: data.requestDays,
      })}
    >
      <SimpleForm toolbar={<SettingsToolbar canSave={Boolean(canCutting || canRetroactive)} />}>
        <Labeled label="resources.insurer-settings.fields.insurerName">
          <TextField source="insurerName" />
        </Labeled>
        <NumberInput
          source="cuttingDay"
          disabled={!canCutting}
          validate={[required(), number(), minValue(1), maxValue(31)]}
          helperText="Los cambios recibidos después de este día rigen el período siguiente (31 = último día del mes)."
        />
        <NumberInput
          source="requestDays"
          disabled={!canCutting}
          validate={[required(), number(), minValue(0), maxValue(365)]}
          helperText="Con cuántos días de anticipación deben llegar las solicitudes a la aseguradora (15 por defecto)."
        />
        <NumberInput
          source="retroactiveDays"
          disabled={!canRetroactive}
          validate={[required(), number(), minValue(0), maxValue(365)]}
          helperText="Cuántos días hacia atrás puede empezar un alta o una baja en sus pólizas (30 por defecto)."
        />
        <Labeled label="resources.insurer-settings.labels.nextOperationDate">
          <DateField source="nextOperationDate" locales="es-CL" options={{ timeZone: 'UTC', dateStyle: 'long' }} />
        </Labeled>
        <Typography variant="caption">
          Se calcula con el día de corte del mes en curso: si hoy ya pasó, es el primero del mes subsiguiente; si no, el
          primero del mes siguiente.
        </Typography>
      </SimpleForm>
      {/* Outside the form: their own buttons and fields must not submit the settings. */}
      <Box sx={{ px: 2, pb: 2 }}>
        <InsurerContacts />
        <InsurerDocuments />
      </Box>
    </Edit>
  );
}

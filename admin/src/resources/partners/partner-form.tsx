import { CARD_CONFIG_KEYS } from '@domain/partners/domain/site-options';
import { INVALID_HEX_COLOR, normaliseHexColor } from '@domain/partners/domain/hex-color';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  FormDataConsumer,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  regex,
  required,
  useCanAccess,
} from 'react-admin';
import { linesFormat, linesParse } from './list-text';
import { PartnerPreview } from './partner-preview';

/** spec 02 §5 colour rule, the domain's one copy: the server checks again and normalises. */
const hexColor = (value: unknown) =>
  value === null || value === undefined || value === '' || normaliseHexColor(String(value)).ok
    ? undefined
    : INVALID_HEX_COLOR;

/** The supported subdomainCardConfig keys, as help text (partners/domain/site-options.ts). */
const CARD_CONFIG_HELP = Object.entries(CARD_CONFIG_KEYS)
  .map(([key, meaning]) => `${key} (${meaning})`)
  .join('; ');

/** subdomainCardConfig as JSON text: what does not parse is sent as typed and the server says why. */
const jsonFormat = (value: unknown) =>
  typeof value === 'string' ? value : value && Object.keys(value).length > 0 ? JSON.stringify(value) : '';
const jsonParse = (text: string): unknown => {
  if (!text?.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const embedTypeChoices = [
  { id: 'standard', name: 'Estándar (token IFRAME_AUTH)' },
  { id: 'partner', name: 'Socio (token + perfil con referido)' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: '1px solid #e4e4e7', borderRadius: 1, p: 2, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const lines = (source: string, label: string, helperText: string) => (
  <TextInput
    source={source}
    label={label}
    helperText={helperText}
    format={linesFormat}
    parse={linesParse}
    multiline
    minRows={2}
    fullWidth
  />
);

const color = (source: string, label: string) => (
  <TextInput source={source} label={label} validate={hexColor} helperText="Hexadecimal: #abc o #aabbcc" />
);

/**
 * A partner's fields and its sub-domain configuration (spec 02 §3, issue 14), with the live preview at the
 * side. The sub-domain, the active switch, the embedding type and the users are for whoever may create
 * partners; an ADMIN_PARTNER edits the rest of its own partner (the server enforces both).
 */
export function PartnerForm({ creating = false }: { creating?: boolean }) {
  const { canAccess: manager } = useCanAccess({ resource: 'partners', action: 'create' });
  return (
    <SimpleForm>
      <FormDataConsumer>
        {({ formData }) => (
          <Box sx={{ display: 'flex', width: '100%', alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Section title="Socio">
                <TextInput
                  source="code"
                  helperText="{subdominio}.dominio del comparador (minúsculas, números y guiones)"
                  validate={[required(), regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'Subdominio inválido.')]}
                  disabled={!creating && !manager}
                />
                <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
                {manager && <BooleanInput source="active" defaultValue />}
                {manager && (
                  <SelectInput
                    source="embedType"
                    label="resources.partners.labels.embedTypeInput"
                    choices={embedTypeChoices}
                    defaultValue="standard"
                  />
                )}
              </Section>
              <Section title="Qué muestra">
                {lines(
                  'config.allowedOrganizations',
                  'Organizaciones permitidas',
                  'Un código por línea (ej.: ASE-METLIFE); vacío: todas',
                )}
                {lines('config.redirects.allowedPaths', 'Rutas permitidas', 'Una ruta por línea; vacío: todas')}
                <TextInput source="config.redirects.defaultPath" defaultValue="/Comparar/Seguros-de-Salud" fullWidth />
                <BooleanInput source="config.clinicsEnabled" defaultValue />
                <BooleanInput source="config.pseudoLogin" />
                <BooleanInput
                  source="config.disableShowcase"
                  helperText="Sin marcar, el sitio del socio es una vitrina: sin tarjeta promocional y con los tipos Estética y Coberturas"
                />
                <BooleanInput source="config.subdomainLayout.enableHeader" />
                <BooleanInput source="config.subdomainLayout.footerEnabled" defaultValue />
                <BooleanInput source="config.subdomainLayout.chatEnabled" />
                {lines('config.footerEnabledRoutes', 'Rutas con pie de página', 'Una ruta por línea; vacío: todas')}
              </Section>
              <Section title="Colores y banner">
                <TextInput source="config.subdomainBanner.text" fullWidth />
                {color('config.subdomainBanner.color', 'Banner: color')}
                {color('config.subdomainBanner.endGradient', 'Banner: color final del degradado')}
                {color('config.subdomainProfile.backgroundColor', 'Perfil: fondo')}
                {color('config.subdomainProfile.textColor', 'Perfil: texto')}
                {color('config.cardContractButtonColor', 'Botón Contratar de la tarjeta')}
                {color('config.cardContractButtonHoverColor', 'Botón Contratar de la tarjeta (al pasar)')}
                {color('config.formContractButtonColor', 'Botón del formulario')}
                <TextInput
                  source="config.subdomainModalRef"
                  helperText="Tipo de producto del formulario de perfil que abre el encabezado (ej.: SEGURO_MASCOTAS); vacío: el de la página"
                />
                <TextInput
                  source="config.subdomainCardConfig"
                  helperText={`Objeto JSON, ej.: {"hideCompare": true, "contractLabel": "Cotizar"}. Claves: ${CARD_CONFIG_HELP}. Otras claves se ignoran.`}
                  format={jsonFormat}
                  parse={jsonParse}
                  multiline
                  fullWidth
                />
                <BooleanInput
                  source="config.bypassQPSubscription"
                  helperText="Sin efecto en este sitio: no tiene paso de suscripción ni boletín que omitir"
                />
              </Section>
              <Section title="SEO">
                <TextInput source="config.SEOMetadata.title" fullWidth />
                <TextInput source="config.SEOMetadata.description" multiline fullWidth />
                <TextInput source="config.SEOMetadata.author" />
                <TextInput source="config.SEOMetadata.email" />
                <TextInput source="config.SEOMetadata.twitterSite" />
                <TextInput source="config.SEOMetadata.imageRRSS" fullWidth />
                <TextInput source="config.SEOMetadata.imageFa" fullWidth />
                <TextInput source="config.SEOMetadata.imageTw" fullWidth />
                {lines('config.SEOMetadata.addedTags', 'Etiquetas', 'Una por línea')}
                <TextInput source="config.showcaseFavicon" fullWidth />
              </Section>
              <Section title="Cabecera y pie propios (HTML)">
                <BooleanInput source="config.useHeader" />
                <TextInput
                  source="config.headerHTML"
                  helperText="Se limpia al guardar: sin scripts, estilos ni eventos"
                  multiline
                  minRows={3}
                  fullWidth
                />
                <BooleanInput source="config.useFooter" />
                <TextInput source="config.footerHTML" multiline minRows={3} fullWidth />
              </Section>
              <Section title="Inserción en el sitio del socio (iframe)">
                {lines(
                  'config.allowedUrls',
                  'URLs autorizadas para insertar',
                  'Un origen por línea (https://socio.cl); también son los frame-ancestors',
                )}
                {!creating && formData.embedSnippet && <EmbedSnippet snippet={formData.embedSnippet as string} />}
              </Section>
            </Box>
            <PartnerPreview config={formData.config ?? {}} code={formData.code as string | undefined} />
          </Box>
        )}
      </FormDataConsumer>
    </SimpleForm>
  );
}

/** The copy-paste snippet of spec 02 §5 (with the partner's IFRAME_AUTH token) and its copy button. */
function EmbedSnippet({ snippet }: { snippet: string }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">Código para insertar</Typography>
      <Box
        component="pre"
        data-testid="embed-snippet"
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', bgcolor: '#f4f4f5', p: 1, fontSize: 12 }}
      >
        {snippet}
      </Box>
      <button type="button" onClick={() => void navigator.clipboard?.writeText(snippet)}>
        Copiar código
      </button>
    </Box>
  );
}

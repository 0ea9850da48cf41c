import { z } from 'zod';
import type { ApiDoc } from '../../../platform/http/openapi.js';
import type { StoredFlag } from '../application/ports.js';
import type { VariantReportRow } from '../domain/conversions.js';
import { FLAGS_PERMISSION, reportQuery } from './flags-admin-http.js';

const flagValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const featureFlag = z
  .object({
    id: z.string().meta({ description: 'La clave del flag (react-admin)' }),
    key: z.string(),
    enabled: z.boolean(),
    description: z.string(),
    defaultValue: flagValue.meta({ description: 'El valor sin variantes (o con el flag apagado)' }),
    variants: z.array(flagValue).meta({ description: 'Valores repartidos por igual entre visitantes' }),
    updatedAt: z.string(),
  })
  .meta({ id: 'FeatureFlag' });

const variantReportRow = z
  .object({
    id: z.string().meta({ description: 'experimento:variante' }),
    experiment: z.string(),
    variant: z.string(),
    visitors: z.number().int(),
    leads: z.number().int(),
    salesStarted: z.number().int(),
    salesCompleted: z.number().int(),
    leadRate: z.number().nullable().meta({ description: 'Leads por 100 visitantes expuestos; null sin visitantes' }),
    saleRate: z.number().nullable().meta({ description: 'Ventas completadas por 100 visitantes expuestos' }),
  })
  .meta({ id: 'ExperimentVariantReport' });

// The route takes any object and the domain checks it (validateFlag, every field's error at once); this is its shape.
const flagFields = {
  enabled: z.boolean().optional().meta({ description: 'Por omisión, verdadero' }),
  description: z.string().max(300).nullable().optional(),
  defaultValue: z.union([z.string().max(200), z.number(), z.boolean(), z.null()]).optional(),
  variants: z.array(flagValue).max(10).nullable().optional(),
};
const flagCreate = z.looseObject({
  key: z.string().regex(/^\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,59}\s*$/),
  ...flagFields,
});
const flagChanges = z.looseObject({ key: z.string().optional().meta({ description: 'Se ignora' }), ...flagFields });

const keyParams = z.object({ id: z.string().meta({ description: 'La clave del flag' }) });

/** The routes of flagsAdminRoutes (flags-admin-http.ts): the flag service and the experiments' report. */
export const flagsAdminApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin/feature-flags', 'Back-office: flags y experimentos')
    .get('/', {
      summary: 'Flags del sitio (todos, sin paginar)',
      permission: FLAGS_PERMISSION,
      list: true,
      response: z.array(featureFlag),
    })
    .get('/:id', {
      summary: 'Un flag',
      permission: FLAGS_PERMISSION,
      params: keyParams,
      response: featureFlag,
      errors: [404],
    })
    .post('/', {
      summary: 'Crea un flag',
      description: 'key, enabled, description, defaultValue y variants (FlagDefinition); la clave no debe existir.',
      permission: FLAGS_PERMISSION,
      body: flagCreate,
      response: { status: 201, schema: featureFlag },
      errors: [409],
    })
    .put('/:id', {
      summary: 'Edita un flag (la clave no cambia)',
      permission: FLAGS_PERMISSION,
      params: keyParams,
      body: flagChanges,
      response: featureFlag,
      errors: [404],
    });

  api.router('/api/admin/experiments', 'Back-office: flags y experimentos').get('/', {
    summary: 'Conversión por variante de cada experimento',
    description: '`filter={"partner":"codigo"}` limita a un socio; un ADMIN_PARTNER ve solo los suyos.',
    permission: 'partner:read',
    list: true,
    query: reportQuery,
    response: z.array(variantReportRow),
  });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [
  Assignable<StoredFlag & { id: string }, z.infer<typeof featureFlag>>,
  Assignable<VariantReportRow, z.infer<typeof variantReportRow>>,
] = [true, true];
void typeChecks;

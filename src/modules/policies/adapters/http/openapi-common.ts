import { z } from 'zod';
import { numericIdParams, type RouteDoc } from '../../../../platform/http/openapi.js';

/* What the policies routers' OpenAPI registrations (`*-router.openapi.ts`) share. */

export const POLICIES_TAG = 'Back-office: pólizas';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A route on one record (`/:id`) that answers 404 when the caller cannot see it. */
export const one = (
  summary: string,
  permission: string,
  response: z.ZodType,
  more: Partial<RouteDoc> = {},
): RouteDoc => ({
  summary,
  permission,
  params: numericIdParams,
  response,
  errors: [404],
  ...more,
});

export const upload = (extra: z.ZodRawShape = {}) =>
  z.object({ file: z.string().meta({ format: 'binary', description: 'Hasta 20 MB' }), ...extra });

export type Assignable<A, B> = [A] extends [B] ? true : false;

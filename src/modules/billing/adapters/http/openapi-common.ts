import { z } from 'zod';
import { numericIdParams, type RouteDoc } from '../../../../platform/http/openapi.js';

/* What the billing routers' OpenAPI registrations (`*-router.openapi.ts`) share. */

export const BILLING_TAG = 'Back-office: cobranza';
export const currency = z.enum(['CLP', 'UF', 'USD', 'PEN']);
export const idAnswer = z.object({ id: z.number() });
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const file = (description: string) => ({ contentType: 'application/octet-stream', description });

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

export type Assignable<A, B> = [A] extends [B] ? true : false;

import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { activeUsersQuery } from './analytics-http.js';

/** The route of analyticsRouter (analytics-http.ts), spec 03 §7. */
export const analyticsApiDoc: ApiDoc = (api) => {
  api.router('/api/analytics', 'Experimentos').get('/activeUsers', {
    summary: 'Visitantes activos en los últimos minutos (sin tráfico interno), según nuestros propios registros',
    query: activeUsersQuery,
    response: dataOf(z.object({ activeUsers: z.number().int(), minutes: z.number().int(), since: z.string() })),
  });
};

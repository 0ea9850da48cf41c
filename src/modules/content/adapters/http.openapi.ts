import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import type { MenuItem } from '../domain/menu.js';
import type { SiteEvent } from '../domain/events.js';

const link = z.object({ label: z.string(), path: z.string(), description: z.string().optional() });
const menuItem = z.object({
  label: z.string(),
  path: z.string().optional(),
  groups: z.array(z.object({ title: z.string(), links: z.array(link) })),
});
const siteEvent = z.object({
  name: z.string(),
  title: z.string(),
  logo: z.string(),
  image: z.string(),
  videoUrl: z.string().nullable(),
  start: z.string().meta({ description: 'Instante ISO con el desfase chileno' }),
  finish: z.string(),
  show: z.boolean(),
  path: z.string(),
  blogPath: z.string(),
});

/** The routes of contentRouter (http.ts). */
export const contentApiDoc: ApiDoc = (api) => {
  api
    .router('/api', 'Contenido')
    .get('/menu', { summary: 'Menú del sitio con sus categorías', response: dataOf(z.array(menuItem)) })
    .get('/content/events', {
      summary: 'Eventos (Cyber Day) que muestra el sitio',
      response: dataOf(z.array(siteEvent)),
    });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [Assignable<MenuItem, z.infer<typeof menuItem>>, Assignable<SiteEvent, z.infer<typeof siteEvent>>] = [
  true,
  true,
];
void typeChecks;

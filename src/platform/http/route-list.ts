import type { Express } from 'express';

/** One route of an Express app: its method and full path as written (`/api/admin/leads/:id`). */
export interface ListedRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | RegExp | (string | RegExp)[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  /** Express 5 (router 2.x): the mount path of a nested router, as given to app.use. */
  rawPath?: unknown;
}

function walk(stack: Layer[], prefix: string, out: ListedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        // A RegExp route (the single-page apps' fallback) has no path to document.
        if (typeof path !== 'string') continue;
        for (const method of Object.keys(layer.route.methods)) {
          if (method === '_all') continue;
          out.push({ method, path: `${prefix}${path === '/' && prefix ? '' : path}` || '/' });
        }
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      walk(layer.handle.stack, `${prefix}${mount}`, out);
    }
  }
}

/** Every route the app's router stack holds, nested routers included (Express 5). */
export function listRoutes(app: Express): ListedRoute[] {
  const out: ListedRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', out);
  return out;
}

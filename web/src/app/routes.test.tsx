import { routeInEdition, SITE_ROUTES } from '@domain/content/domain/site-routes';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { productTypeForPath } from './product-type';
import { leadRoutes } from '../features/leads/routes';
import { buildRoutes } from './routes';

/** Routes whose page another feature mounts (its engineer replaces them); until then they answer 404. */
// (compra-online: mounted by the sales feature since issue 10.)
const OWNED_BY_OTHER_FEATURES: Record<string, string> = {};

const Pass = ({ children }: { children: ReactElement }) => children;

describe('web routes', () => {
  it('mounts a page for every path of the content route table, case-sensitive, and a catch-all 404', () => {
    const children = buildRoutes(leadRoutes, Pass)[0]!.children!;
    const paths = children.map((route) => route.path);
    const unmounted = SITE_ROUTES.filter((r) => r.path !== '' && routeInEdition(r, 1) && !paths.includes(r.path)).map(
      (r) => r.id,
    );
    // Only the pages other features own may be missing here (they mount them); nothing falls back to a
    // placeholder titled with its route id: an unmounted path answers the 404 page.
    expect([...new Set(unmounted)].sort()).toEqual(Object.keys(OWNED_BY_OTHER_FEATURES).sort());
    // The one case-insensitive route redirects any capitalisation to /Compra-Online (spec 03 §2).
    const exceptions = ['*', 'compra-online/*'];
    expect(children.every((route) => route.index || exceptions.includes(route.path!) || route.caseSensitive)).toBe(
      true,
    );
    expect(paths[paths.length - 1]).toBe('*');
  });

  it.each([2, 3, 4] as const)('mounts site base %s its own pages and none of Chile’s isapre pages', (siteBase) => {
    const paths = buildRoutes(leadRoutes, Pass, siteBase)[0]!.children!.map((route) => route.path);
    const own = SITE_ROUTES.filter((r) => r.siteBases?.includes(siteBase)).map((r) => r.path);
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((path) => !paths.includes(path))).toEqual([]);
    expect(paths).not.toContain('Comparar/Isapres/*');
    expect(paths).not.toContain('Isapre/:urlIsapre/Complementos/:insuranceUrl/Solicitar');
  });

  it('has no page titled with its own route id (the old placeholder)', () => {
    const children = buildRoutes(leadRoutes, Pass)[0]!.children!;
    const titles = children.flatMap((route) => {
      const props = (route.element as ReactElement<{ info?: { title?: string } }> | undefined)?.props;
      return props?.info?.title ?? [];
    });
    const ids = SITE_ROUTES.map((r) => r.id);
    expect(titles.length).toBeGreaterThan(0); // the landing pages carry their titles
    expect(titles.filter((title) => ids.includes(title))).toEqual([]);
  });

  it('lets the leads feature own the paths it mounts', () => {
    const leads = [{ path: 'contacto', element: <p>leads</p> }];
    const children = buildRoutes(leads, Pass)[0]!.children!;
    expect(children.filter((route) => route.path === 'contacto')).toHaveLength(1);
    expect(children.find((route) => route.path === 'contacto')).toBe(leads[0]);
  });

  it('picks the profile form of the comparator in the path', () => {
    expect(productTypeForPath('/Comparar/Seguros-de-Mascotas')).toBe('SEGURO_MASCOTAS');
    expect(productTypeForPath('/Comparar/Seguro-Complementario-Empresa')).toBe('SEGURO COLECTIVO');
    expect(productTypeForPath('/')).toBe('SEGURO SALUD');
  });
});

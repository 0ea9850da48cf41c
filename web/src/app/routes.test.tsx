import { SITE_ROUTES } from '@domain/content/domain/site-routes';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { productTypeForPath } from './product-type';
import { buildRoutes } from './routes';

const Pass = ({ children }: { children: ReactElement }) => children;

describe('web routes', () => {
  it('mounts every path of the content route table, case-sensitive, and a catch-all 404', () => {
    const children = buildRoutes([], Pass)[0]!.children!;
    const paths = children.map((route) => route.path);
    for (const route of SITE_ROUTES.filter((r) => r.path !== '')) expect(paths).toContain(route.path);
    // The one case-insensitive route redirects any capitalisation to /Compra-Online (spec 03 §2).
    const exceptions = ['*', 'compra-online/*'];
    expect(children.every((route) => route.index || exceptions.includes(route.path!) || route.caseSensitive)).toBe(
      true,
    );
    expect(paths[paths.length - 1]).toBe('*');
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

import { CLIENT_PORTALS, type ClientPortal } from '@domain/content/domain/menu';
import { useCompany } from './api/get-company';

/** Portal Personas lives in this site (issue 29); Empresas is the back-office's company portal. */
export const PERSONAS_PORTAL_PATH = '/portal-personas';
export const EMPRESAS_PORTAL_PATH = '/admin/';

/**
 * The client portals: Personas in the site and Empresas in the back-office, unless the company set other
 * addresses (back-office, Datos de la empresa). None invented; '/portal-clientes' (the chooser) is never one.
 */
export function usePortalLinks(): ClientPortal[] {
  const company = useCompany();
  const own = (url: string | null | undefined, fallback: string) =>
    url && url.replace(/\/+$/, '') !== '/portal-clientes' ? url : fallback;
  const paths: Record<string, string | null> = {
    Personas: own(company?.personasPortalUrl, PERSONAS_PORTAL_PATH),
    Empresas: own(company?.empresasPortalUrl, EMPRESAS_PORTAL_PATH),
  };
  return CLIENT_PORTALS.flatMap((portal) => {
    const path = paths[portal.label];
    return path ? [{ ...portal, path }] : [];
  });
}

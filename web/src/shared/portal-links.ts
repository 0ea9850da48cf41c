import { CLIENT_PORTALS, type ClientPortal } from '@domain/content/domain/menu';
import { useCompany } from './api/get-company';

/** The client portals whose address the company has set (back-office, Datos de la empresa); none invented. */
export function usePortalLinks(): ClientPortal[] {
  const company = useCompany();
  if (!company) return [];
  const paths: Record<string, string | null> = {
    Personas: company.personasPortalUrl,
    Empresas: company.empresasPortalUrl,
  };
  return CLIENT_PORTALS.flatMap((portal) => {
    const path = paths[portal.label];
    return path ? [{ ...portal, path }] : [];
  });
}

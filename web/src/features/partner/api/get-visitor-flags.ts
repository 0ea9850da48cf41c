import { visitorFlags, type FlagDefinition, type VisitorFlags } from '@domain/partners/domain/feature-flags';
import { FLAG_DEFINITIONS_ELEMENT } from '@domain/partners/domain/page-data';
import { apiGet } from '../../../lib/api-client';

/** The flag definitions the server wrote into the page (page-data-middleware.ts), or null. */
function embeddedDefinitions(): FlagDefinition[] | null {
  const element = document.getElementById(FLAG_DEFINITIONS_ELEMENT);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    return Array.isArray(value) ? (value as FlagDefinition[]) : null;
  } catch {
    return null;
  }
}

/**
 * This visitor's flag values and experiment variants (spec 02 §7): computed here from the definitions in
 * the page with the domain rule (no API call), else asked with GET /api/experiments (e.g. the dev server).
 */
export async function loadVisitorFlags(visitorId: string): Promise<VisitorFlags> {
  const definitions = embeddedDefinitions();
  if (definitions) return visitorFlags(definitions, visitorId, new Date());
  return (await apiGet<{ data: VisitorFlags }>(`/api/experiments?visitorId=${encodeURIComponent(visitorId)}`)).data;
}

import { esCL } from '../../../../web/src/i18n/es-CL.js';
import type { SiteMessages } from '../application/ports.js';

/**
 * The site's message catalogue, the very file web/ renders with (web/src/i18n/es-CL.ts), served as JSON
 * at GET /i18n/{lang}.json (spec 02 §7). Chile's Spanish is the only catalogue; 'es' is the same one.
 */
const CATALOGUES: Record<string, Readonly<Record<string, string>>> = { 'es-CL': esCL, es: esCL };

export class WebSiteMessages implements SiteMessages {
  catalogue(language: string): Readonly<Record<string, string>> | null {
    return CATALOGUES[language] ?? null;
  }
}

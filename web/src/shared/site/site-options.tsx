import { MAIN_SITE_OPTIONS, type SiteOptions } from '@domain/partners/domain/site-options';
import { createContext, useContext } from 'react';

/**
 * What the site this page is changes in the pages (a partner's showcase, its card choices, its profile
 * form; partners/domain/site-options.ts). Provided by the partner feature, which knows the host's partner;
 * read by any feature without importing it. The main site's until the partner is known.
 */
export const SiteOptionsContext = createContext<SiteOptions>(MAIN_SITE_OPTIONS);

export function useSiteOptions(): SiteOptions {
  return useContext(SiteOptionsContext);
}

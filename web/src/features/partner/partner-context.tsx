import { mayBePartnerHost } from '@domain/partners/domain/host';
import type { PublicPartner } from '@domain/partners/domain/partner';
import { siteOptionsOf } from '@domain/partners/domain/site-options';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SiteOptionsContext } from '../../shared/site/site-options';
import { isEmbedded } from './embedded';
import { getPartnerSite } from './api/get-partner-site';

/**
 * Which site this page is (spec 02 §4 "Sub-domain state"): the partner of the host (or none), whether it
 * runs inside a frame, and whether that frame may show the comparator (spec 02 §5).
 * - partner: undefined while looking it up, null on the main site.
 * - embed: 'none' outside frames; 'checking', then 'allowed' or 'denied' inside one.
 */
export interface PartnerSiteState {
  partner: PublicPartner | null | undefined;
  embedded: boolean;
  embed: 'none' | 'checking' | 'allowed' | 'denied';
}

const MAIN_SITE: PartnerSiteState = { partner: null, embedded: false, embed: 'none' };
const PartnerContext = createContext<PartnerSiteState>(MAIN_SITE);

export function PartnerProvider({ children }: { children: ReactNode }) {
  // The server render and the first client render are the main site's; the effects then decide.
  const [state, setState] = useState<PartnerSiteState>(MAIN_SITE);

  useEffect(() => {
    let live = true;
    const embedded = isEmbedded();
    const lookup = mayBePartnerHost(window.location.host);
    if (!lookup && !embedded) return;
    setState({ partner: lookup ? undefined : null, embedded, embed: embedded ? 'checking' : 'none' });
    const partner = lookup ? getPartnerSite().catch(() => null) : Promise.resolve(null);
    void partner.then(async (found) => {
      if (!live) return;
      setState((current) => ({ ...current, partner: found }));
      if (!embedded) return;
      // The frame check's code loads only inside frames.
      const decision = await import('./embedding')
        .then((module) => module.checkEmbedding(found?.code ?? null))
        .catch(() => ({ allowed: false as const }));
      if (live) setState((current) => ({ ...current, embed: decision.allowed ? 'allowed' : 'denied' }));
    });
    return () => {
      live = false;
    };
  }, []);

  // Other features read the partner's choices through shared/site (features do not import each other).
  const config = state.partner?.config;
  const options = useMemo(() => siteOptionsOf(config), [config]);
  return (
    <PartnerContext.Provider value={state}>
      <SiteOptionsContext.Provider value={options}>{children}</SiteOptionsContext.Provider>
    </PartnerContext.Provider>
  );
}

export function usePartnerSite(): PartnerSiteState {
  return useContext(PartnerContext);
}

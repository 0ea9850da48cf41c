import { COLOR_CONTRATAR, type VisitorFlags } from '@domain/partners/domain/feature-flags';
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isInternalTraffic } from '../../lib/site-flags';
import { visitorId } from '../../lib/visitor';
import { rememberVisitContext } from './attribution';
import { loadVisitorFlags } from './api/get-visitor-flags';
import { sendExposuresBeacon } from './api/send-exposures';
import { usePartnerSite } from './partner-context';

const FlagsContext = createContext<VisitorFlags | null>(null);

/** This visitor's flags and variants (null until the flag service answered). */
export function useVisitorFlags(): VisitorFlags | null {
  return useContext(FlagsContext);
}

/** The comparison routes: where the three experiments' surfaces are (results, profile form, distance sort). */
const isComparisonPath = (path: string) => /^\/comparar(\/|$)/i.test(path);
const EXPOSED_KEY = 'experiments-exposed';

/** Exposures waiting for the page to be hidden (sent in one beacon). */
const pending = new Map<string, { visitorId: string; experiment: string; variant: string }>();

function flushExposures(): void {
  if (pending.size === 0) return;
  const entries = [...pending.values()];
  pending.clear();
  sendExposuresBeacon({
    visitorId: entries[0]!.visitorId,
    exposures: entries.map(({ experiment, variant }) => ({ experiment, variant })),
    internal: isInternalTraffic(),
  });
}

/**
 * Experiments and flags on the site (spec 02 §7): computes this visitor's values once (from the flag
 * definitions in the page), marks the page with them (`data-exp-*` on <html>, the color-contratar colour on
 * the main site's contract buttons), records the exposure of each running experiment when the visitor
 * reaches a comparison route (once per session, sent when the page is hidden; the server keeps one row per
 * visitor and variant), and adds the partner and variants to the lead attribution list so leads carry them.
 */
export function ExperimentsProvider({ children }: { children: ReactNode }) {
  const [flags, setFlags] = useState<VisitorFlags | null>(null);
  const location = useLocation();
  const site = usePartnerSite();

  useEffect(() => {
    let live = true;
    const visitor = visitorId();
    // A bot takes part in no experiment (spec 02 §5): its page keeps every variant the page's own.
    if (visitor === null) return;
    loadVisitorFlags(visitor)
      // A transition: a new context value while React still hydrates the server's page below would force
      // that hydration into one synchronous task (React hydrates a boundary at once for an urgent update).
      .then((value) => live && startTransition(() => setFlags(value)))
      .catch(() => undefined); // no flags: every variant stays the page's own
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flushExposures();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flushExposures);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flushExposures);
    };
  }, []);

  useEffect(() => {
    if (!flags) return;
    const root = document.documentElement;
    for (const [name, variant] of Object.entries(flags.experiments))
      root.setAttribute(`data-exp-${name.toLowerCase()}`, variant);
    const color = flags.flags[COLOR_CONTRATAR];
    // A partner's own contract-button colour wins over the main site's colour test.
    if (typeof color === 'string' && site.partner === null) root.style.setProperty('--contratar-color', color);
    else root.style.removeProperty('--contratar-color');
  }, [flags, site.partner]);

  useEffect(() => {
    if (!flags || site.partner === undefined) return;
    const context: Record<string, string> = { visitorId: flags.visitorId, ...flags.experiments };
    if (site.partner) context.partner = site.partner.code;
    rememberVisitContext(context, window.location.href);
    if (!isComparisonPath(location.pathname)) return;
    const exposures = Object.entries(flags.experiments).map(([experiment, variant]) => ({ experiment, variant }));
    const key = exposures.map((e) => `${e.experiment}=${e.variant}`).join(',');
    try {
      if (exposures.length === 0 || sessionStorage.getItem(EXPOSED_KEY) === key) return;
      sessionStorage.setItem(EXPOSED_KEY, key);
    } catch {
      // No session storage: the server's one row per visitor and variant keeps the count right.
    }
    for (const exposure of exposures) pending.set(exposure.experiment, { visitorId: flags.visitorId, ...exposure });
  }, [flags, site.partner, location.pathname]);

  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

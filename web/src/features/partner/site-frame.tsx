import { siteLayout } from '@domain/partners/domain/site-layout';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { HostedHtml } from './hosted-html';
import { usePartnerSite } from './partner-context';

/**
 * Which header, footer and chat a page shows (spec 02 §2.6, §3, §4): the site's own, the partner's hosted
 * HTML, or none (rule: partners/domain/site-layout.ts). Inside a frame nothing shows until the frame is
 * known to be authorized, and an unauthorized frame stays blank (spec 02 §5).
 */
export function SiteFrame(props: {
  /** What comes before the header (the skip link). */
  lead: ReactNode;
  header: ReactNode;
  footer: ReactNode;
  chat: ReactNode;
  children: ReactNode;
}) {
  const site = usePartnerSite();
  const location = useLocation();
  if (site.embed === 'checking' || site.embed === 'denied') {
    return <div data-testid="embed-blank" data-embed={site.embed} />;
  }
  const config = site.partner?.config ?? null;
  const layout = siteLayout(config, { embedded: site.embedded, path: location.pathname });
  return (
    <>
      {props.lead}
      {layout.header === 'site' && props.header}
      {layout.header === 'hosted' && config?.headerHTML && <HostedHtml html={config.headerHTML} part="header" />}
      {props.children}
      {layout.footer === 'site' && props.footer}
      {layout.footer === 'hosted' && config?.footerHTML && <HostedHtml html={config.footerHTML} part="footer" />}
      {layout.chat && props.chat}
    </>
  );
}

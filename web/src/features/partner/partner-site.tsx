import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePartnerSite } from './partner-context';
import { bannerBackground, partnerCssVariables } from './partner-theme';
import { takePseudoLoginRedirect } from './pseudo-login';
import './partner.css';

/**
 * A partner's white-label touches (spec 02 §3, §4): its colours as the site's CSS variables, its banner
 * under the header, its SEO title and description and its favicon (the server already wrote them into the
 * HTML; this keeps them when a page sets its own), and the pseudo-login gate (/ref, once). Renders nothing
 * on the main site. What the partner may list is decided on the server (the compare API filters).
 */
export function PartnerSite() {
  const { partner } = usePartnerSite();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!partner) return;
    const root = document.documentElement;
    root.dataset.partner = partner.code;
    for (const [name, value] of Object.entries(partnerCssVariables(partner.config)))
      root.style.setProperty(name, value);
    const favicon = partner.config.showcaseFavicon;
    if (favicon) {
      let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'icon';
        document.head.append(link);
      }
      link.href = favicon;
    }
  }, [partner]);

  // spec 02 §4: the first visit without referrer input goes once to /ref, whose dialog is then required.
  useEffect(() => {
    if (!partner) return;
    const target = takePseudoLoginRedirect(partner.config.pseudoLogin, location.pathname);
    if (target) navigate(target, { replace: true });
  }, [partner, location.pathname, navigate]);

  // SEO title and description per partner: kept when a page (loaded lazily) sets its own afterwards.
  useEffect(() => {
    const seo = partner?.config.SEOMetadata;
    if (!seo?.title && !seo?.description) return;
    const apply = () => {
      if (seo.title && document.title !== seo.title) document.title = seo.title;
      const meta = document.querySelector('meta[name="description"]');
      if (seo.description && meta && meta.getAttribute('content') !== seo.description) {
        meta.setAttribute('content', seo.description);
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true, attributes: true });
    return () => observer.disconnect();
  }, [partner, location.pathname]);

  if (!partner) return null;
  const { text } = partner.config.subdomainBanner;
  const background = bannerBackground(partner.config);
  if (!text && !background) return null;
  return (
    <div
      className="partner-banner"
      data-testid="partner-banner"
      style={{ background, color: partner.config.subdomainProfile.textColor ?? '#fff', padding: '12px 16px' }}
    >
      <div className="container">{text ?? partner.name}</div>
    </div>
  );
}

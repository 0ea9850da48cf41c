import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ChatWidget } from '../features/chat/chat-widget';
import { LazyFooter } from '../features/footer/lazy-footer';
import { CompareBar } from '../features/compare/compare-bar';
import { Header } from '../features/header/header';
import { AdvisorBadge } from '../features/leads/advisor-badge';
import { LeadAttributionTracker } from '../features/leads/lead-attribution-tracker';
import { InternalTrafficSlot } from '../features/partner/internal-traffic-slot';
import { PartnerSite } from '../features/partner/partner-site';
import { SiteFrame } from '../features/partner/site-frame';
import { useProfile } from '../shared/profile/profile-context';
import { useSiteOptions } from '../shared/site/site-options';
import { t } from '../i18n/t';
import { startVersionCheck } from '../lib/version-check';
import { productTypeForPath } from './product-type';

const ProfileModal = lazy(() => import('../features/profile/profile-modal'));

/**
 * Every page: skip link, header, the page, the compare bar, the lazy footer and the profile modal. On a
 * partner's sub-domain or inside a frame, SiteFrame picks the header, footer and chat (the partner's hosted
 * ones, the site's, or none) and keeps an unauthorized frame blank.
 */
export function Layout() {
  const profile = useProfile();
  const location = useLocation();
  // A partner's subdomainModalRef: the product type whose profile form the header opens for its visitors.
  const partnerProfileType = useSiteOptions().profileProductType;
  // spec 03 §4: off unless built with VITE_VERSION_CHECK=true.
  useEffect(() => startVersionCheck(), []);
  return (
    <SiteFrame
      lead={
        <a className="skip-link" href="#contenido">
          {t('site.skip')}
        </a>
      }
      header={
        <Header
          onProfile={() => profile.openModal(partnerProfileType ?? productTypeForPath(location.pathname))}
          badge={<AdvisorBadge />}
        />
      }
      footer={<LazyFooter />}
      chat={<ChatWidget />}
    >
      <InternalTrafficSlot />
      <LeadAttributionTracker />
      <PartnerSite />
      <div id="contenido" className="page">
        <Suspense fallback={<div className="container page-loading" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </div>
      <CompareBar />
      {profile.modal && (
        <Suspense fallback={null}>
          <ProfileModal productType={profile.modal.productType} onClose={profile.closeModal} />
        </Suspense>
      )}
      <ScrollRestoration />
    </SiteFrame>
  );
}

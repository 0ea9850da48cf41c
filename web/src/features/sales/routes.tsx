import { sendsToExternalSite } from '@domain/catalogue/domain/external-site-plans';
import { lazy } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';

const OnlinePurchase = lazy(() => import('./purchase-page'));
const ExternalSitePurchase = lazy(() => import('./external-site-purchase'));
const SandboxEnrolmentPage = lazy(() => import('./sandbox-enrolment-page'));
const PeriodPaymentPage = lazy(() => import('./period-payment-page'));

/** The eight plans sold on the provider's site (spec 03 §9) never start a purchase here. */
function PurchasePage() {
  const [productCode = ''] = (useParams()['*'] ?? '').split('/');
  return sendsToExternalSite(productCode) ? <ExternalSitePurchase productCode={productCode} /> : <OnlinePurchase />;
}

/** Any capitalisation of /Compra-Online redirects to it (spec 03 §2). */
function CanonicalPurchase() {
  const location = useLocation();
  const rest = location.pathname.replace(/^\/compra-online/i, '');
  if (location.pathname.startsWith('/Compra-Online')) return <PurchasePage />;
  return <Navigate to={`/Compra-Online${rest}${location.search}`} replace />;
}

export const purchasePage = () => <PurchasePage />;

/** Mounted after the site's route table (the exact 'Compra-Online/*' route wins; this one catches the rest). */
export const saleRoutes: RouteObject[] = [
  { path: 'compra-online/*', caseSensitive: false, element: <CanonicalPurchase /> },
  // The sandbox provider's card enrolment page (automatic monthly charges, issue 28): only the sandbox sends here.
  { path: 'sandbox/inscripcion/:reference', caseSensitive: true, element: <SandboxEnrolmentPage /> },
  // A billing period's payment link (issue 28): the URL of periodPaymentUrl in the reminder e-mail.
  { path: 'pagar-cuota/:periodId', caseSensitive: true, element: <PeriodPaymentPage /> },
];

import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';

const PurchasePage = lazy(() => import('./purchase-page'));

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
];

import { productTabTarget, type ProductTabSegment } from '@domain/content/domain/detail-resolver';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { t } from '../../i18n/t';
import { fetchCoverageOrganizations } from '../../features/organizations/api/get-coverage-organizations';
import { fetchOrganizationByUrl } from '../../features/organizations/api/get-organization-by-url';
import { areaOfType } from '../../shared/organization-areas';
import OrganizationIndexPage from '../../features/organizations/organization-index-page';
import { OrganizationPage } from '../../features/organizations/organization-page';
import { fetchProductDetail } from '../../features/product/api/get-product-detail';
import { ProductPage } from '../../features/product/product-page';
import { ProductCard } from '../../features/results/product-card';
import { NotFoundPage } from '../../components/not-found-page';
import { useLoad } from '../../lib/use-load';
import {
  DETAIL_LOAD,
  detailLoadKey,
  detailSegment,
  PRODUCT_PAGE,
  resolveSegment,
  type DetailKind,
  type DetailLookups,
  type Resolution,
} from './detail-resolution';

export type { DetailKind };

const lookups: DetailLookups = {
  organization: (s) => fetchOrganizationByUrl(s),
  productByCode: (code) => fetchProductDetail(code),
  coverageOrganizations: () => fetchCoverageOrganizations(),
};

/**
 * Detail routes: product pages (`Seguros/{org}/{slug}[/{tab}]`, `Isapre/{org}/Complementos/{slug}`,
 * `Clinicas-y-Hospitales/{clinic}/Seguro/{slug}`), organization pages and their indexes. The last segment goes
 * through the resolver of spec 02 §2.4 — as an organization, then as a product by the code at the end of the
 * slug, then as a coverage organization — unless the navigation state says to skip it.
 */
export default function DetailPage({
  fallbackPath = '/Comparar/Seguros-de-Salud',
  page = PRODUCT_PAGE,
  organizationExtra,
}: {
  fallbackPath?: string;
  page?: DetailKind;
  /** Extra content for an organization page (e.g. an isapre's plans), given the organization's URL segment. */
  organizationExtra?: (urlSegment: string) => ReactNode;
}) {
  const params = useParams();
  const location = useLocation();
  const tab = params.tab;
  const segment = detailSegment(page, params);
  const skipResolver = (location.state as { skipResolver?: boolean } | null)?.skipResolver === true;
  const productOnly = skipResolver && page.kind === 'product';
  const collective = page.kind === 'organization' && page.collective === true;
  // The key names everything the lookup reads: a string, so no render can start it again (issue 24). A page
  // the server rendered starts from the resolution it was rendered from (DETAIL_LOAD, issue 31).
  const how = { productOnly, collective, fallbackPath };
  const key = detailLoadKey(page, segment, how);
  const [load, retry] = useLoad<Resolution>(key, () => resolveSegment(segment, how, lookups), DETAIL_LOAD);

  if (page.kind === 'organization' && !segment) return <OrganizationIndexPage area={page.area} />;

  const base = location.pathname.replace(/\/+$/, '').replace(tab ? new RegExp(`/${tab}$`) : /$^/, '');
  const current: Resolution | null =
    load.status === 'ok' ? load.value : load.status === 'error' ? { kind: 'error' } : null;
  if (!current) {
    return (
      <main className="container" aria-busy="true" aria-labelledby="resolver-title">
        <h1 id="resolver-title" className="visually-hidden">
          {t('resolver.loading')}
        </h1>
        <p>{t('resolver.loading')}</p>
      </main>
    );
  }
  if (current.kind === 'error') {
    return (
      <main className="container" aria-labelledby="resolver-error">
        <div className="server-error" role="alert">
          <h1 id="resolver-error">{t('error.server.title')}</h1>
          <p>{t('error.server.subtitle')}</p>
          <button type="button" className="button button-primary" onClick={retry}>
            {t('error.retry')}
          </button>
        </div>
      </main>
    );
  }
  if (current.kind === 'product') {
    const target = productTabTarget(tab, { active: true });
    if (target.kind === 'notFound') return <NotFoundPage />;
    if (target.kind === 'redirect') return <Navigate to={`${base}/${target.tab}`} replace />;
    return <ProductPage product={current.value} tab={target.tab as ProductTabSegment} basePath={base} />;
  }
  // A tab of a product that is no longer sold (its detail is not available) goes to Solicitar (spec 02 §2.2).
  if (tab !== undefined) {
    const target = productTabTarget(tab, { active: false });
    if (target.kind === 'redirect') return <Navigate to={`${base}/${target.tab}`} replace />;
    return <NotFoundPage />;
  }
  if (current.kind === 'organization') {
    const area = page.kind === 'organization' ? page.area : areaOfType(current.value.organizationType);
    const collective = page.kind === 'organization' && page.collective === true;
    return (
      <OrganizationPage
        organization={current.value}
        area={area}
        ProductCard={ProductCard}
        collective={collective}
        extra={organizationExtra?.(current.value.urlSegment)}
      />
    );
  }
  if (current.kind === 'coverageOrganization') {
    return <OrganizationPage organization={current.value} area="Clinicas-y-Hospitales" ProductCard={ProductCard} />;
  }
  if (current.kind === 'fallback') return <Navigate to={current.path} replace />;
  return <NotFoundPage />;
}

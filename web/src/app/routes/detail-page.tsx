import type { ProductDetail } from '@domain/catalogue/domain/product-card';
import {
  productCodeFromSlug,
  productTabTarget,
  resolveDetail,
  type DetailResolution,
  type ProductTabSegment,
} from '@domain/content/domain/detail-resolver';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { t } from '../../i18n/t';
import { fetchCoverageOrganizations } from '../../features/organizations/api/get-coverage-organizations';
import { fetchOrganizationByUrl } from '../../features/organizations/api/get-organization-by-url';
import type { OrganizationInfo } from '../../features/organizations/api/organization-info';
import { areaOfType, type OrganizationArea } from '../../shared/organization-areas';
import OrganizationIndexPage from '../../features/organizations/organization-index-page';
import { OrganizationPage } from '../../features/organizations/organization-page';
import { fetchProductDetail } from '../../features/product/api/get-product-detail';
import { ProductPage } from '../../features/product/product-page';
import { ProductCard } from '../../features/results/product-card';
import { NotFoundPage } from '../../components/not-found-page';
import { useLoad } from '../../lib/use-load';

type Resolution = DetailResolution<OrganizationInfo, ProductDetail, OrganizationInfo> | { kind: 'error' };

/** Which page a route id opens; the resolver (spec 02 §2.4) decides what its last segment is. */
export type DetailKind =
  { kind: 'product' } | { kind: 'organization'; area: OrganizationArea; collective?: boolean } | { kind: 'plan' };

const PRODUCT_PAGE: DetailKind = { kind: 'product' };

const lookups = {
  organization: (s: string) => fetchOrganizationByUrl(s),
  productByCode: (s: string) => fetchProductDetail(productCodeFromSlug(s)),
  coverageOrganizations: () => fetchCoverageOrganizations(),
  coverageOrganizationName: (row: OrganizationInfo) => row.displayName,
};

/** What the last segment is: the resolver of spec 02 §2.4, or only a product / only an organization. */
function resolveSegment(
  segment: string,
  how: { productOnly: boolean; collective: boolean; fallbackPath: string },
): Promise<Resolution> {
  const fallback: Resolution = { kind: 'fallback', path: how.fallbackPath };
  if (how.productOnly)
    return lookups.productByCode(segment).then((value) => (value ? { kind: 'product', value } : fallback));
  if (how.collective)
    return lookups.organization(segment).then((value) => (value ? { kind: 'organization', value } : fallback));
  return resolveDetail(segment, lookups, { fallbackPath: how.fallbackPath });
}

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
  const segment =
    page.kind === 'organization'
      ? page.collective
        ? (params.urlAseguradora ?? '')
        : (params.url ?? '')
      : (params.insuranceUrl ?? params.plan ?? params.planId ?? params['*']?.split('/').filter(Boolean).pop() ?? '');
  const skipResolver = (location.state as { skipResolver?: boolean } | null)?.skipResolver === true;
  const productOnly = skipResolver && page.kind === 'product';
  const collective = page.kind === 'organization' && page.collective === true;
  // The key names everything the lookup reads: a string, so no render can start it again (issue 24).
  const key =
    page.kind === 'organization' && !segment
      ? null
      : JSON.stringify([page.kind, productOnly, collective, fallbackPath, segment]);
  const [load, retry] = useLoad<Resolution>(key, () =>
    resolveSegment(segment, { productOnly, collective, fallbackPath }),
  );

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

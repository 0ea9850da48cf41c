import type { CompareResponse } from '@domain/catalogue/domain/compare';
import type { CoverageTag, ProductCard as Card } from '@domain/catalogue/domain/product-card';
import type { Prevision } from '@domain/pricing/domain/profile';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../i18n/t';
import { useCompare } from '../../shared/compare/compare-context';
import { useProfile } from '../../shared/profile/profile-context';
import '../../shared/detail-pages.css';
import { Pagination } from '../../components/pagination';
import { ORGANIZATION_AREAS, type OrganizationArea } from '../../shared/organization-areas';
import {
  fetchOrganizationProducts,
  ORGANIZATION_PRODUCTS_LOAD,
  organizationProductsKey,
} from './api/get-organization-products';
import type { OrganizationInfo } from './api/organization-info';
import { LoadError } from '../../components/load-error';
import { useLoad } from '../../lib/use-load';

/** What the page gives each product's card (the result list's card, composed in app/routes/detail-page.tsx). */
export interface OrganizationCardProps {
  card: Card;
  profileEntered: boolean;
  prevision: Prevision | null;
  employeeCount: number | null;
  view: 'list';
  coverageState: 'loaded' | 'error';
  coverages: { tags: CoverageTag[] } | null | undefined;
  selected: boolean;
  compareFull: boolean;
  onToggleCompare(card: Card): void;
  onOpenDetail(card: Card): void;
}

/**
 * An organization's page (spec 02 §2.1): /Isapre/{url}, /Seguros/{url}, /Seguros/{url}/Colectivos and
 * /Clinicas-y-Hospitales/{url}. Shows the organization and its products as result-list cards; a clinic
 * shows the products that cover there ('Cubre en').
 */
export function OrganizationPage({
  organization,
  area,
  collective = false,
  extra,
  ProductCard,
}: {
  organization: OrganizationInfo;
  area: OrganizationArea;
  collective?: boolean;
  /** A section another feature adds below the header (the isapre page's plans), composed in app/routes. */
  extra?: ReactNode;
  /** The card of each product: the results feature's, handed in so this feature does not import it. */
  ProductCard: ComponentType<OrganizationCardProps>;
}) {
  const clinic = organization.organizationType === 'CLINICA';
  const title = collective ? `Seguros colectivos de ${organization.displayName}` : organization.displayName;
  const profile = useProfile();
  const compare = useCompare();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const stored = profile.stored?.ingresodatos ? profile.stored.profile : null;

  useEffect(() => {
    document.title = `${title} | ${t('site.name')}`;
  }, [title]);
  // Keyed by what the call reads (issue 24: never by an object's identity).
  // A page the server rendered starts from its first products (ORGANIZATION_PRODUCTS_LOAD, issue 31).
  const [load, retry] = useLoad<CompareResponse>(
    profile.restored ? organizationProductsKey(organization, page, stored, collective) : null,
    () =>
      fetchOrganizationProducts(organization, {
        page,
        profile: stored,
        productType: collective ? 'SEGURO COLECTIVO' : null,
      }),
    ORGANIZATION_PRODUCTS_LOAD,
  );

  const response = load.status === 'ok' ? load.value : null;
  const selected = new Set(compare.items.map((item) => item.id));
  const heading = clinic
    ? `Seguros que cubren en ${organization.displayName}`
    : `Seguros de ${organization.displayName}`;
  return (
    <main className="container" aria-labelledby="org-title">
      <nav aria-label="Ruta" className="breadcrumbs">
        <Link to="/">Inicio</Link> › <Link to={`/${area}`}>{ORGANIZATION_AREAS[area].title}</Link>
      </nav>
      <header className="product-header">
        {organization.metadata.image && (
          <img className="product-logo" src={organization.metadata.image} alt="" width="120" height="48" />
        )}
        <div>
          <h1 id="org-title">{title}</h1>
          <p className="muted">
            {organization.typeAlias}
            {organization.city ? ` · ${organization.city}` : ''}
            {!organization.isOpen ? ` · ${ORGANIZATION_AREAS[area].closed}` : ''}
          </p>
          {organization.sample && <p className="card-sample">Datos de ejemplo</p>}
        </div>
      </header>
      {extra}
      {area === 'Seguros' && !collective && (
        <p>
          <Link to={`/Seguros/${organization.urlSegment}/Colectivos`}>Ver seguros colectivos para empresas</Link>
        </p>
      )}
      <section aria-labelledby="org-products-title" aria-busy={load.status === 'loading'}>
        <h2 id="org-products-title">
          {heading}
          {response ? ` (${response.total})` : ''}
        </h2>
        {load.status === 'loading' && <p>{t('results.loading')}</p>}
        {load.status === 'error' && <LoadError onRetry={retry} />}
        {response && response.total === 0 && <p>{t('results.empty')}</p>}
        {response && (
          <ul className="cards cards-list" data-testid="cards">
            {response.data.map((card, index) => (
              // As on the result list: the cards below the first screen skip layout and paint until near it
              // (issue 31: the server page's first layout was 25-35 ms CPU for its 20 cards).
              <li key={card.id} className={index >= 2 ? 'is-deferred' : undefined}>
                <ProductCard
                  card={card}
                  profileEntered={!!stored && response.metaData.profileEntered}
                  prevision={stored?.prevision ?? null}
                  employeeCount={stored?.cantidadEmpleados ?? null}
                  view="list"
                  coverageState={card.coverages ? 'loaded' : 'error'}
                  coverages={card.coverages}
                  selected={selected.has(card.id)}
                  compareFull={compare.items.length >= 3}
                  onToggleCompare={compare.toggle}
                  onOpenDetail={(item) => navigate(item.url, { state: { skipResolver: true } })}
                />
              </li>
            ))}
          </ul>
        )}
        {response && (
          <Pagination
            page={page}
            pages={Math.max(1, Math.ceil(response.total / response.take))}
            onPage={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </section>
    </main>
  );
}

import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import '../../shared/detail-pages.css';
import { ORGANIZATION_AREAS, type OrganizationArea } from '../../shared/organization-areas';
import { fetchOrganizations, indexOrder, ORGANIZATIONS_LOAD } from './api/get-organizations';
import type { OrganizationInfo } from './api/organization-info';
import { LoadError } from '../../components/load-error';
import { useLoad } from '../../lib/use-load';

/** /Isapre, /Seguros, /Clinicas-y-Hospitales (spec 02 §2.1): the organizations of the area, each to its page. */
export default function OrganizationIndexPage({ area }: { area: OrganizationArea }) {
  const info = ORGANIZATION_AREAS[area];
  useEffect(() => {
    document.title = `${info.title} | ${t('site.name')}`;
  }, [info.title]);
  // A page the server rendered starts from the list it was rendered from (issue 31): the API's answer, so the
  // order is applied here, on both sides.
  const [load, retry] = useLoad<OrganizationInfo[]>(info.type, () => fetchOrganizations(info.type), ORGANIZATIONS_LOAD);
  const organizations = useMemo(() => (load.status === 'ok' ? indexOrder(load.value) : []), [load]);

  return (
    <main className="container" aria-labelledby="org-index-title" aria-busy={load.status === 'loading'}>
      <h1 id="org-index-title">{info.title}</h1>
      <p className="lead">{info.intro}</p>
      {load.status === 'error' && (
        <LoadError message={`Error al obtener las organizaciones de tipo ${info.type}`} onRetry={retry} />
      )}
      {load.status === 'ok' && (
        <ul className="org-grid" data-testid="organization-list">
          {organizations.map((organization) => (
            <li key={organization.id}>
              <Link to={`/${area}/${organization.urlSegment}`} className="org-tile">
                {organization.metadata.image && (
                  <img src={organization.metadata.image} alt="" width="120" height="48" loading="lazy" />
                )}
                <strong>{organization.displayName}</strong>
                {organization.city && <span className="muted">{organization.city}</span>}
                {!organization.isOpen && <span className="muted">{info.closed}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

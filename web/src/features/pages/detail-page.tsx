import type { ProductDetail } from '@domain/catalogue/domain/product-card';
import { resolveDetail, type DetailResolution } from '@domain/content/domain/detail-resolver';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { t } from '../../i18n/t';
import { apiGet } from '../../lib/api-client';
import LandingPage from './landing-page';

interface OrganizationInfo {
  name?: string;
  displayName?: string;
}
interface ClinicRow {
  name?: string;
  displayName?: string;
}

async function optional<T>(url: string): Promise<T | undefined> {
  try {
    const body = await apiGet<{ data: T }>(url, { retries: 0 });
    return body.data ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Detail routes (Seguros/{org}/{insurance}, Isapre/{org}/Complementos/{insurance}, clinic insurance,
 * planSI…): the last segment goes through the resolver of spec 02 §2.4.
 */
export default function DetailPage({ fallbackPath = '/Comparar/Seguros-de-Salud' }: { fallbackPath?: string }) {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const segment = params.insuranceUrl ?? params.planId ?? params.url ?? params['*']?.split('/').pop() ?? '';
  const [result, setResult] = useState<DetailResolution<OrganizationInfo, ProductDetail, ClinicRow> | null>(null);

  useEffect(() => {
    let live = true;
    resolveDetail<OrganizationInfo, ProductDetail, ClinicRow>(
      segment,
      {
        organization: (s) => optional<OrganizationInfo>(`/api/organization/institucion/${encodeURIComponent(s)}`),
        productByCode: (code) => optional<ProductDetail>(`/api/insurance/product/${encodeURIComponent(code)}`),
        coverageOrganizations: async () => (await optional<ClinicRow[]>('/api/seguro-adicional/prestadores')) ?? [],
        coverageOrganizationName: (row) => row.displayName ?? row.name ?? '',
      },
      { fallbackPath, skipResolver: (location.state as { skipResolver?: boolean } | null)?.skipResolver },
    ).then((resolution) => {
      if (!live) return;
      if (resolution.kind === 'fallback') navigate(resolution.path, { replace: true });
      else setResult(resolution);
    });
    return () => {
      live = false;
    };
  }, [segment, fallbackPath, location.state, navigate]);

  if (!result) {
    return (
      <main className="container" aria-busy="true">
        <p>{t('resolver.loading')}</p>
      </main>
    );
  }
  if (result.kind === 'product') {
    const product = result.value;
    return (
      <main className="container landing" aria-labelledby="detail-title">
        <h1 id="detail-title">{product.displayName}</h1>
        <p className="lead">{product.description}</p>
        <p>
          {product.organization.name} · {product.insuranceType.displayName}
        </p>
        <Link to={product.requestUrl} className="button button-primary">
          Solicitar
        </Link>
      </main>
    );
  }
  if (result.kind === 'organization' || result.kind === 'coverageOrganization') {
    const name = result.value.displayName ?? result.value.name ?? segment.replace(/-/g, ' ');
    return <LandingPage info={{ title: name }} />;
  }
  return <LandingPage info={{ title: segment.replace(/-/g, ' ') }} />;
}

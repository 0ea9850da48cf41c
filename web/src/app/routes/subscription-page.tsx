import { SUBSCRIPTION_AREA } from '@domain/content/domain/product-pages';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { fetchContentEntries } from '../../features/content/api/get-content-entries';
import { ContentArticle, ContentState } from '../../features/content/content-view';
import { fetchInformationPage } from '../../features/content/api/get-information-page';
import { useContent } from '../../features/content/use-content';
import { useLoad } from '../../lib/use-load';

interface OrganizationSubscription {
  subdomain: string;
  name: string;
  title: string;
  description: string | null;
  logoUrl: string | null;
}
interface ProductSubscription {
  productCode: string;
  title: string;
  description: string | null;
  benefit: string | null;
}

/** The organization's agreement and its products (content service, spec 03 §7); nothing when none. */
function Agreement({ subdomain, productCode }: { subdomain: string; productCode?: string }) {
  const [state] = useLoad(`${subdomain}|${productCode ?? ''}`, async () => {
    const [organizations, products] = await Promise.all([
      fetchContentEntries<OrganizationSubscription>('organization-subscriptions', { subdomain }),
      fetchContentEntries<ProductSubscription>('product-subscriptions', {
        subdomain,
        ...(productCode ? { productCode } : {}),
      }),
    ]);
    return { organization: organizations.at(-1), products };
  });
  if (state.status === 'loading') return <p aria-busy="true">Buscando tu convenio…</p>;
  if (state.status === 'error' || !state.value.organization) {
    return (
      <p role="status" className="form-error">
        No encontramos un convenio activo para «{subdomain}». Revisa el nombre o escríbenos.
      </p>
    );
  }
  const { organization, products } = state.value;
  return (
    <section aria-labelledby="agreement-title" className="subscription-agreement">
      {organization.logoUrl && <img src={organization.logoUrl} alt={organization.name} height={48} />}
      <h2 id="agreement-title">{organization.title}</h2>
      {organization.description && <p>{organization.description}</p>}
      {products.length === 0 ? (
        <p>Tu convenio aún no tiene seguros publicados.</p>
      ) : (
        <ul className="subscription-products">
          {products.map((product) => (
            <li key={product.id}>
              <h3>{product.title}</h3>
              {product.benefit && <p className="lead">{product.benefit}</p>}
              {product.description && <p>{product.description}</p>}
              <Link to={`/Compra-Online/${encodeURIComponent(product.productCode)}`} className="button button-primary">
                Contratar
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Asks for the organization's name as its sub-domain ("caja-andes") and opens its agreement. */
function AgreementSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const subdomain = text
      .trim()
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (subdomain) void navigate(`/${SUBSCRIPTION_AREA}/${subdomain}`);
  };
  return (
    <form onSubmit={submit} noValidate className="subscription-search">
      <label htmlFor={`${id}-org`}>Nombre de tu organización</label>{' '}
      <input id={`${id}-org`} value={text} onChange={(event) => setText(event.target.value)} placeholder="caja-andes" />{' '}
      <button type="submit" className="button button-primary">
        Ver mi convenio
      </button>
    </form>
  );
}

/**
 * /Suscripcion-QP[/{subdomain}[/{productCode}]] (spec 02 §2.1 "subscription area"): the area's text (an
 * information page staff edit) and, for an organization, its agreement's products from the content service.
 */
export default function SubscriptionPage() {
  const { subdomain, productCode } = useParams();
  const [load, retry] = useContent(SUBSCRIPTION_AREA, () => fetchInformationPage(SUBSCRIPTION_AREA));
  return (
    <ContentState load={load} retry={retry}>
      {(page) => (
        <ContentArticle
          page={page}
          after={subdomain ? <Agreement subdomain={subdomain} productCode={productCode} /> : <AgreementSearch />}
        />
      )}
    </ContentState>
  );
}

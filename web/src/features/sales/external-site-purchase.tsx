import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fetchExternalSite, type ExternalSite } from './api/get-external-site';
import { SALE_TEXTS as T } from './texts';
import './sales.css';

/**
 * Compra-Online of a plan sold on the provider's own site (spec 03 §9, the eight plan codes): no purchase
 * starts here; the page says where the plan is contracted and links to the provider's site (new tab), or to
 * Solicitar when the catalogue has no site for the provider.
 */
export default function ExternalSitePurchase({ productCode }: { productCode: string }) {
  const [site, setSite] = useState<ExternalSite | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchExternalSite(productCode)
      .then((found) => live && setSite(found))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [productCode]);

  return (
    <main className="sale-page" data-testid="external-site-purchase">
      <h1>{T.title}</h1>
      {failed && <p role="alert">{T.externalSiteError}</p>}
      {!site && !failed && <p aria-busy="true">{T.loading}</p>}
      {site && (
        <>
          <p>{T.externalSiteIntro(site.productName, site.organizationName)}</p>
          {site.url ? (
            <a className="button button-primary button-large" href={site.url} target="_blank" rel="noopener noreferrer">
              {T.externalSiteGo(site.organizationName)}
            </a>
          ) : (
            site.productUrl && (
              <Link className="button button-primary button-large" to={`${site.productUrl}/Solicitar`}>
                {T.externalSiteRequest}
              </Link>
            )
          )}
        </>
      )}
    </main>
  );
}

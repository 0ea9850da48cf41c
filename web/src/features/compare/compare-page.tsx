import { coverageRequirementText } from '@domain/catalogue/domain/coverage-requirement';
import { deductibleText, preexistingText, topSummaryText } from '@domain/catalogue/domain/coverage-texts';
import { previsionCoverageText } from '@domain/catalogue/domain/prevision-coverage';
import { cardPriceDisplay } from '@domain/catalogue/domain/price-display';
import type { ProductCard } from '@domain/catalogue/domain/product-card';
import { salesButton } from '@domain/catalogue/domain/sales-button';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { ClinicsBanner } from '../../components/clinics-banner';
import { SolicitarLink } from '../../components/solicitar-link';
import { useProfile } from '../../shared/profile/profile-context';
import { useCompare } from '../../shared/compare/compare-context';
import { COMPARE_CARDS_LOAD, fetchCompareCards } from './api/get-compare-cards';
import { compareCardsKey, comparePath, compareSelectionOf } from './compare-selection';

type Row = { label: Parameters<typeof t>[0]; cell(card: ProductCard): ReactNode };

const sameIds = (cards: readonly ProductCard[], ids: readonly number[]) =>
  cards.length === ids.length && cards.every((card, index) => card.id === ids[index]);

/**
 * Comparar-Planes: the selected products side by side (spec 02 §2.1 'Comparison table'). The selection
 * travels in the URL (?seguros=, issue 31): the server renders the table from it, and a shared link opens
 * it. The session's own selection, priced for the visitor's profile, is shown when it is the URL's.
 */
export default function ComparePage() {
  const compare = useCompare();
  const profile = useProfile();
  const navigate = useNavigate();
  const ids = compareSelectionOf(useLocation().search);
  const own = ids.length === 0 || sameIds(compare.items, ids);
  const [loaded] = useLoad(own ? null : compareCardsKey(ids), () => fetchCompareCards(ids), COMPARE_CARDS_LOAD);
  // The URL's cards are priced without a profile: their price reads as a reference ("desde").
  const entered = own && !!profile.stored?.ingresodatos;
  const prevision = profile.stored?.profile.prevision ?? null;
  const rows: Row[] = [
    { label: 'compare.row.price', cell: (card) => cardPriceDisplay(card.price, entered).text },
    { label: 'compare.row.insurer', cell: (card) => card.organization.name },
    { label: 'compare.row.type', cell: (card) => card.insuranceType.displayName },
    {
      label: 'compare.row.coverage',
      cell: (card) => (
        <ul>
          {(card.coverages?.tags ?? []).slice(0, 4).map((tag) => (
            <li key={tag.id}>
              {tag.name}: {tag.coverages[0] ? (previsionCoverageText(tag.coverages[0].amounts, prevision) ?? '—') : '—'}
            </li>
          ))}
        </ul>
      ),
    },
    { label: 'compare.row.top', cell: (card) => topSummaryText(card.topAmount) },
    { label: 'compare.row.deductible', cell: (card) => deductibleText(card.deductible) },
    { label: 'compare.row.requirement', cell: (card) => coverageRequirementText(card.coverageRequirement) },
    { label: 'compare.row.preexisting', cell: (card) => preexistingText(card.featuresAll) },
    { label: 'compare.row.prestadores', cell: (card) => card.prestadores.join(', ') || '—' },
    { label: 'compare.row.features', cell: (card) => card.features.map((f) => f.displayName).join(', ') || '—' },
  ];

  const items = own ? compare.items : loaded.status === 'ok' ? loaded.value : [];
  const remove = (index: number) => {
    const removed = items[index];
    if (!removed) return;
    const inSession = compare.items.findIndex((card) => card.id === removed.id);
    if (inSession >= 0) compare.remove(inSession);
    if (ids.length > 0) navigate(comparePath(ids.filter((id) => id !== removed.id)), { replace: true });
  };
  // A selection opened without its URL (an older link) gets it, so the page can be shared and reloaded.
  const ownIds = compare.items.map((card) => card.id).join(',');
  useEffect(() => {
    if (ids.length === 0 && ownIds) navigate(comparePath(ownIds.split(',').map(Number)), { replace: true });
  }, [ids.length, ownIds, navigate]);

  return (
    <main className="container compare-page" aria-labelledby="compare-title">
      <h1 id="compare-title">{t('compare.title')}</h1>
      <p>
        <Link to="/Comparar/Seguros-de-Salud">{t('compare.back')}</Link>
      </p>
      <ClinicsBanner />
      {!own && loaded.status === 'loading' ? (
        <div className="page-loading" role="status" aria-busy="true" aria-label={t('results.loading')} />
      ) : items.length === 0 ? (
        <p>{t('compare.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="compare-title" tabIndex={0}>
          <table className="compare-table" data-testid="compare-table">
            {/* Fixed columns, declared before any cell: a table painted while its HTML is still arriving (a slow
                phone) keeps its columns where they end up, instead of widening each one as its cells come. */}
            <colgroup>
              <col className="compare-label-col" />
              {items.map((card) => (
                <col key={card.id} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <td />
                {items.map((card, index) => (
                  <th key={card.id} scope="col">
                    <span className="compare-name">{card.displayName}</span>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => remove(index)}
                      aria-label={t('compare.remove', { name: card.displayName })}
                    >
                      ×
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{t(row.label)}</th>
                  {items.map((card) => (
                    <td key={card.id}>{row.cell(card)}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <td />
                {items.map((card) => (
                  <td key={card.id}>
                    <SolicitarLink
                      productUrl={card.url}
                      product={{ id: String(card.id), code: card.productCode, name: card.displayName }}
                    >
                      {salesButton(card.insuranceMetadata.salesChannel).text}
                      <span className="visually-hidden"> {card.displayName}</span>
                    </SolicitarLink>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}

import { preferredTop } from '@domain/catalogue/domain/coverage-period';
import { topText } from '@domain/catalogue/domain/coverage-texts';
import { SAME_COVERAGE } from '@domain/catalogue/domain/prevision-coverage';
import type { Amount, CoverageTag } from '@domain/catalogue/domain/product-card';
import { formatPercent } from '@domain/pricing/domain/money';
import { PRODUCT_TEXTS as T } from './texts';

/** A percentage by prevision: '80%', '60% - 80%', the same-coverage text for -1, '—' when not covered. */
function percentText(amount: Amount | undefined): string {
  if (!amount) return '—';
  const values = [amount.minAmount, amount.maxAmount].filter((x): x is number => typeof x === 'number');
  if (values.length === 0) return '—';
  if (values.includes(-1)) return SAME_COVERAGE;
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? formatPercent(min) : `${formatPercent(min)} - ${formatPercent(max)}`;
}

/** Coverages by tag (spec 02 §3): each benefit's Fonasa / Isapre / particular % and its cap by period. */
export function CoverageTables({ tags }: { tags: readonly CoverageTag[] }) {
  if (tags.length === 0) return <p>{T.noCoverages}</p>;
  return (
    <>
      {tags.map((tag) => (
        <section key={tag.id} className="product-block" aria-labelledby={`tag-${tag.id}`}>
          <h3 id={`tag-${tag.id}`}>{tag.name}</h3>
          <div className="table-scroll">
            <table className="coverage-table">
              <thead>
                <tr>
                  <th scope="col">{T.benefit}</th>
                  <th scope="col">{T.fonasa}</th>
                  <th scope="col">{T.isapre}</th>
                  <th scope="col">{T.particular}</th>
                  <th scope="col">{T.cap}</th>
                </tr>
              </thead>
              <tbody>
                {tag.coverages.map((coverage) => {
                  const top = preferredTop(coverage.amounts);
                  const cap = top
                    ? `${topText(top.amount.maxAmount ?? top.amount.minAmount, top.amount.unit.currencyCode)}${
                        top.amount.maxAmount ? ` ${top.period}` : ''
                      }`
                    : 'Consultar';
                  return (
                    <tr key={coverage.insuranceBenefit.id}>
                      <th scope="row">{coverage.insuranceBenefit.name}</th>
                      <td>{percentText(coverage.amounts.percentage_fonasa)}</td>
                      <td>{percentText(coverage.amounts.percentage_isapre)}</td>
                      <td>{percentText(coverage.amounts.percentage_particular)}</td>
                      <td>{cap}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

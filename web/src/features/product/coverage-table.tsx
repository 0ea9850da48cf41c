import { preferredTop } from '@domain/catalogue/domain/coverage-period';
import { topText } from '@domain/catalogue/domain/coverage-texts';
import { SAME_COVERAGE } from '@domain/catalogue/domain/prevision-coverage';
import { RANGE_NOTE, rangeLabel } from '@domain/catalogue/domain/range-wording';
import type { Amount, CoverageTag } from '@domain/catalogue/domain/product-card';
import { formatPercent } from '@domain/pricing/domain/money';
import { PRODUCT_TEXTS as T } from './texts';

/** Min and max of a percentage by prevision; null when not covered or the same-coverage value (-1). */
function percentRange(amount: Amount | undefined): { min: number; max: number } | null {
  const values = [amount?.minAmount, amount?.maxAmount].filter((x): x is number => typeof x === 'number');
  if (values.length === 0 || values.includes(-1)) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** A percentage by prevision: '80%', '60% - 80%' (mínimas / máximas), the same-coverage text for -1, '—'. */
function PercentCell({ amount }: { amount: Amount | undefined }) {
  const range = percentRange(amount);
  if (!range) {
    const same = [amount?.minAmount, amount?.maxAmount].includes(-1);
    return <td>{same ? SAME_COVERAGE : '—'}</td>;
  }
  if (range.min === range.max) return <td>{formatPercent(range.min)}</td>;
  const [min, max] = [formatPercent(range.min), formatPercent(range.max)];
  return <td aria-label={rangeLabel(min, max)}>{`${min} - ${max}`}</td>;
}

const PREVISIONS = ['percentage_fonasa', 'percentage_isapre', 'percentage_particular'] as const;

const hasRange = (tag: CoverageTag) =>
  tag.coverages.some((coverage) =>
    PREVISIONS.some((key) => {
      const range = percentRange(coverage.amounts[key]);
      return range !== null && range.min !== range.max;
    }),
  );

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
                      {PREVISIONS.map((key) => (
                        <PercentCell key={key} amount={coverage.amounts[key]} />
                      ))}
                      <td>{cap}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {hasRange(tag) && <p className="coverage-range-note">{RANGE_NOTE}</p>}
        </section>
      ))}
    </>
  );
}

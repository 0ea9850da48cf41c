import { Link, useLocation } from 'react-router';
import { t } from '../../i18n/t';
import { COMPARE_SLOTS } from '../../shared/compare/compare-slots';
import { useCompare } from '../../shared/compare/compare-context';
import { comparePath } from './compare-selection';

/** The 3 comparison slots at the bottom of the page, with a link to Comparar-Planes (spec 01 §2) naming them. */
export function CompareBar() {
  const compare = useCompare();
  const location = useLocation();
  if (compare.items.length === 0 || location.pathname === '/Comparar-Planes') return null;
  return (
    <section
      className="compare-bar"
      aria-label={t('compare.bar', { count: compare.items.length })}
      data-testid="compare-bar"
    >
      <div className="container compare-bar-inner">
        <p className="compare-bar-title">{t('compare.bar', { count: compare.items.length })}</p>
        <ol className="compare-slots">
          {Array.from({ length: COMPARE_SLOTS }, (_, index) => {
            const item = compare.items[index];
            return (
              <li key={index} className={`compare-slot${item ? '' : ' is-empty'}`}>
                {item ? (
                  <>
                    <span>{item.displayName}</span>
                    <button
                      type="button"
                      className="slot-remove"
                      aria-label={t('compare.remove', { name: item.displayName })}
                      onClick={() => compare.remove(index)}
                    >
                      ×
                    </button>
                  </>
                ) : (
                  <span className="muted">{t('compare.slot.empty')}</span>
                )}
              </li>
            );
          })}
        </ol>
        <Link
          to={comparePath(compare.items.map((item) => item.id))}
          className="button button-primary"
          data-testid="open-compare"
        >
          {t('compare.open')}
        </Link>
      </div>
    </section>
  );
}

import { t } from '../i18n/t';

/** Page numbers around the current one (at most 5), for a pager that fits a phone. */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(page - half, pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('results.pagination')}>
      <button type="button" className="button button-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('results.prev')}
      </button>
      <ul>
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`page-number${n === page ? ' is-current' : ''}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('results.goToPage', { page: n })}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('results.next')}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {t('results.page', { page, pages })}
      </p>
    </nav>
  );
}

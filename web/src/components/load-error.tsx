import { t } from '../i18n/t';

/** The alert a page shows when its data failed to load, with the button that asks again (spec 02 §2.6). */
export function LoadError({ message = t('error.server.title'), onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className="server-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}

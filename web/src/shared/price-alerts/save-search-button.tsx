import { lazy, Suspense, useState } from 'react';
import { t } from '../../i18n/t';
import type { SaveSearchTarget } from './save-search-dialog';

// The dialog's code loads on the first click: the result list paints without it.
const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

/** "Guardar búsqueda": opens the dialog that saves the list's search and profile for price alerts. */
export function SaveSearchButton({ target }: { target: () => SaveSearchTarget }) {
  const [open, setOpen] = useState<SaveSearchTarget | null>(null);
  return (
    <>
      <button
        type="button"
        className="button button-outline"
        onClick={() => setOpen(target())}
        data-testid="save-search"
      >
        {t('alerts.save.search')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog target={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

/** The dialog for a product saved from its card (the list holds one for all its cards). */
export function SaveProductDialog({ target, onClose }: { target: SaveSearchTarget | null; onClose: () => void }) {
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <SaveSearchDialog target={target} onClose={onClose} />
    </Suspense>
  );
}

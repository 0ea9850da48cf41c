import CachedIcon from '@mui/icons-material/Cached';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRefresh } from 'react-admin';
import { httpClient } from '../../auth/http-client';

/**
 * "Vaciar caché del sitio" (spec 02 §7 "CDN cache call at /cloudflare-cache/{app}"): drops the site's
 * server-rendered pages so an edit shows at once; the screen reloads afterwards. Only for cache:purge.
 */
export function PurgeCacheButton() {
  const { canAccess } = useCanAccess({ resource: 'site-cache', action: 'purge' });
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const purge = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient('/api/cloudflare-cache/comparador', { method: 'POST' });
      const pages = (json as { data?: { pages?: number } }).data?.pages ?? 0;
      notify(`Caché del sitio vaciada (${pages} páginas).`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'No se pudo vaciar la caché.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="app.labels.vaciarCacheDelSitio" onClick={() => void purge()} disabled={busy}>
      <CachedIcon />
    </Button>
  );
}

import { useEffect, useState } from 'react';
import { httpClient } from '../../auth/http-client';
import type { BulkLoadView } from './progress';

const FINISHED = new Set(['done', 'failed', 'cancelled']);

/** Polls GET /api/admin/bulk-loads/{id} every 700 ms until the load finishes. */
export function useBulkLoad(id: number | null): { load: BulkLoadView | null; error: string | null } {
  const [load, setLoad] = useState<BulkLoadView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (id === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const { json } = await httpClient(`/api/admin/bulk-loads/${id}`);
        if (stopped) return;
        const next = (json as { data: BulkLoadView }).data;
        setLoad(next);
        if (!FINISHED.has(next.status)) timer = setTimeout(tick, 700);
      } catch (caught) {
        if (!stopped) setError(caught instanceof Error ? caught.message : 'Error al consultar la carga');
      }
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);
  return { load, error };
}

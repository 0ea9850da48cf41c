import { freshSession } from '../../auth/session';
import { httpClient } from '../../auth/http-client';

const API = '/api/admin';

/** POST/PUT a JSON body to a billing action (run a job now, change a status, request an update). */
export async function billingAction<T = unknown>(path: string, method: 'POST' | 'PUT', body?: unknown): Promise<T> {
  const { json } = await httpClient(`${API}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as T;
}

export async function billingGet<T = unknown>(path: string): Promise<T> {
  const { json } = await httpClient(`${API}${path}`);
  return json as T;
}

/** Downloads an .xlsx export of a list with its current filter (the server applies the same scoping). */
export async function downloadExport(resource: string, filter: unknown, filename: string): Promise<void> {
  const session = await freshSession(false);
  const url = `${API}/${resource}/export?filter=${encodeURIComponent(JSON.stringify(filter ?? {}))}`;
  const response = await fetch(url, { headers: session ? { Authorization: `Bearer ${session.accessToken}` } : {} });
  if (!response.ok) throw new Error('No se pudo exportar la planilla.');
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Uploads a multipart form with progress (XMLHttpRequest: fetch reports no upload progress).
 * Answers the JSON body; rejects with the server's Spanish message.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  const session = await freshSession(false);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API}${path}`);
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session.accessToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { error?: { message?: string } } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
      } else reject(new Error(body?.error?.message ?? 'No se pudo subir el archivo.'));
    };
    xhr.onerror = () => reject(new Error('No se pudo subir el archivo (sin conexión).'));
    xhr.send(form);
  });
}

/** The access token as a cookie scoped to /admin/queues, so bull-board (opened by navigation) is authorised. */
export async function openQueuesDashboard(): Promise<void> {
  const session = await freshSession(false);
  if (!session) return;
  document.cookie = `cmp_queues_token=${encodeURIComponent(session.accessToken)}; path=/admin/queues; SameSite=Strict`;
  window.open('/admin/queues', '_blank', 'noopener');
}

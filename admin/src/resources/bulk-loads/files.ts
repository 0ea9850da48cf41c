import { freshSession } from '../../auth/session';

/** Downloads an authenticated file (error report, template, export) through a temporary link. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const session = await freshSession();
  const response = await fetch(url, { headers: session ? { Authorization: `Bearer ${session.accessToken}` } : {} });
  if (!response.ok) throw new Error('No se pudo descargar el archivo.');
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

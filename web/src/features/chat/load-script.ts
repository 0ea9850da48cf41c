/** Scripts already asked for, by address: a second call (another page, a re-mount) reuses the first load. */
const loads = new Map<string, Promise<void>>();

/** A provider script the page may load: https, or plain http on this machine (a local double of the provider). */
export function isLoadableScript(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' ||
      (parsed.protocol === 'http:' && /^(127\.0\.0\.1|localhost)$/.test(parsed.hostname))
    );
  } catch {
    return false;
  }
}

/** Adds the chat provider's script once per page (spec 03 §4 Chat: "the chat script loads once"). */
export function loadScriptOnce(url: string, doc: Document = document): Promise<void> {
  let load = loads.get(url);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loads.delete(url); // a later visit may try again
        reject(new Error(`No se pudo cargar ${url}`));
      };
      doc.body.appendChild(script);
    });
    loads.set(url, load);
  }
  return load;
}

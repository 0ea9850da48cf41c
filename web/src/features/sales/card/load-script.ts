const loading = new Map<string, Promise<void>>();

/**
 * Loads a provider's browser library once from its configured URL (a test serves a local double) and
 * resolves when it ran. The site's Content-Security-Policy allows the configured origins only.
 */
export function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  let pending = loading.get(src);
  if (pending) return pending;
  pending = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('load'));
    };
    document.head.appendChild(script);
  });
  // A failed load may be retried (a network hiccup): forget it.
  pending.catch(() => loading.delete(src));
  loading.set(src, pending);
  return pending;
}

/**
 * Inside a partner's frame the site is a third party, and browsers that block third-party storage throw on
 * any touch of localStorage or sessionStorage (a SecurityError, not null). The embedded comparator must still
 * work (spec 02 §5), so a store that throws is replaced, for this page only, by one kept in memory: the
 * visit works, and what it stores is forgotten when the frame closes, as the browser intends.
 */
export class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();

  get length(): number {
    return this.values.size;
  }

  clear(): void {
    this.values.clear();
  }

  getItem(key: string): string | null {
    return this.values.get(String(key)) ?? null;
  }

  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.values.delete(String(key));
  }

  setItem(key: string, value: string): void {
    this.values.set(String(key), String(value));
  }
}

/** Replaces each store the page may not use; answers the names of those replaced. */
export function ensureStorage(target: Window): string[] {
  const replaced: string[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const store = target[name];
      store.getItem('__probe__');
    } catch {
      Object.defineProperty(target, name, { value: new MemoryStorage(), configurable: true });
      replaced.push(name);
    }
  }
  return replaced;
}

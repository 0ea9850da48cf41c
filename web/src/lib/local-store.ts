/** localStorage that never throws (private mode, a full quota, no window on the server). */
export function readText(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // The visit goes on without it.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readText(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
}

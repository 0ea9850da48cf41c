import { describe, expect, it } from 'vitest';
import { ensureStorage, MemoryStorage } from './storage-fallback';

describe('storage inside a third-party frame (spec 02 §5)', () => {
  it('replaces a store that throws with one in memory, and leaves a working one alone', () => {
    const working = new MemoryStorage();
    const page = {} as Window;
    Object.defineProperty(page, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    Object.defineProperty(page, 'sessionStorage', { configurable: true, value: working });
    expect(ensureStorage(page)).toEqual(['localStorage']);
    page.localStorage.setItem('referido', '{"email":"a@b.cl"}');
    expect(page.localStorage.getItem('referido')).toBe('{"email":"a@b.cl"}');
    expect(page.localStorage.length).toBe(1);
    expect(page.localStorage.key(0)).toBe('referido');
    page.localStorage.removeItem('referido');
    expect(page.localStorage.getItem('referido')).toBeNull();
    expect(page.sessionStorage).toBe(working);
  });
});

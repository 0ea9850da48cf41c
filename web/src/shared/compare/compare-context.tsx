import type { ProductCard } from '@domain/catalogue/domain/product-card';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useStoredState } from '../../lib/server-markup';
import { removeFromSlots, toggleInSlots } from './compare-slots';

const STORAGE_KEY = 'comparar-planes';

interface CompareState {
  items: ProductCard[];
  toggle(card: ProductCard): void;
  remove(index: number): void;
  clear(): void;
}

const CompareContext = createContext<CompareState | null>(null);

function load(): ProductCard[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as ProductCard[]) : [];
    return Array.isArray(parsed) ? parsed.slice(0, 3) : [];
  } catch {
    return [];
  }
}

/** The selected products, kept for the session so the Comparar-Planes page survives a reload. */
export function CompareProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useStoredState<ProductCard[]>(load, []);
  const update = useCallback(
    (next: ProductCard[]) => {
      setItems(next);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage unavailable: the selection lives in memory.
      }
    },
    [setItems],
  );
  const value = useMemo<CompareState>(
    () => ({
      items,
      toggle: (card) => update(toggleInSlots(items, card)),
      remove: (index) => update(removeFromSlots(items, index)),
      clear: () => update([]),
    }),
    [items, update],
  );
  return <CompareContext.Provider value={value}>{children}</CompareContext.Provider>;
}

export function useCompare(): CompareState {
  const value = useContext(CompareContext);
  if (!value) throw new Error('useCompare fuera de CompareProvider');
  return value;
}

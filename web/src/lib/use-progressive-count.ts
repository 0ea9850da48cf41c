import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a list to render: `first` at once, then `step` more per macrotask, so painting 20
 * product cards on a slow phone is several short tasks instead of one long one (Total Blocking Time).
 * Starts again whenever `resetKey` changes (a new page of results).
 */
export function useProgressiveCount(total: number, resetKey: unknown, first = 4, step = 4): number {
  const [count, setCount] = useState(first);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setCount(first);
  }
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((current) => Math.min(total, current + step))), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}

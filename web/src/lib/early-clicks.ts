/**
 * The clicks the page's start script held before React attached to the server's page (issue 31): the page's
 * code starts after the first paint (web/build/start-after-first-paint.ts), so a visitor can press a
 * server-rendered button that has no handler yet, follow a link the client router does not handle yet, or
 * type into a field React does not know yet. The start script keeps those clicks, links and typed values and
 * names them `window.__earlyClicks` (web/build/start-after-first-paint.ts). Absent in development, where
 * Vite's index.html starts main.tsx itself.
 */
interface EarlyClicks {
  /** The page's code has arrived: a held link now waits for replay() or release(), not for its patience. */
  arrived(): void;
  /** Stops holding and gives again, in order, what was clicked and typed meanwhile (still on the page). */
  replay(): void;
  /** Stops holding and forgets what was clicked and typed; a held link is followed by the browser. */
  release(): void;
}

const held = (): EarlyClicks | undefined => (window as unknown as { __earlyClicks?: EarlyClicks }).__earlyClicks;

/** Once React listens on the server's nodes (hydrateRoot): it hydrates the part clicked at once and runs its handler. */
export function replayEarlyClicks(): void {
  held()?.replay();
}

/** For a page the browser renders anew: its nodes replace the server's, so the elements clicked are gone. */
export function releaseEarlyClicks(): void {
  held()?.release();
}

// Imported by main.tsx: the page's modules are here and running.
held()?.arrived();

/**
 * A comparison's answer as kept by the answer cache: its bytes before and after the per-request uuid
 * (`…"metaData":{"uuid":` and `,"order":…}}`), so a hit writes head, the request's uuid and tail, and never
 * copies the ~90 KB of cards.
 */
export interface CachedAnswer {
  head: Buffer;
  tail: Buffer;
}

interface Entry extends CachedAnswer {
  bytes: number;
  expires: number;
}

/**
 * How long an answer is kept. Cards carry what changes without a new catalogue version (a product's request
 * count, its 'new' badge by the day), which the card cache keeps up to 10 minutes; a minute here adds little.
 */
export const ANSWER_TTL_MS = 60_000;

/** What an entry costs beyond its bytes (the key's string, the map entry, two Buffer objects). */
const ENTRY_OVERHEAD = 256;

/**
 * Comparison answers by their key (domain/compare-answer-key.ts), least recently used first out, capped in
 * bytes (COMPARE_CACHE_MB; 0 turns it off). Every key holds the catalogue and rates versions; when the epoch
 * (those versions) moves, everything kept from the previous one is dropped at once, instead of waiting to
 * age out. Counts hits and misses for /metrics and the bench.
 */
export class CompareAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private epoch = '';
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /** The answer kept for the key, or undefined (counted as a miss). */
  get(epoch: string, key: string): CachedAnswer | undefined {
    if (!this.enabled) return undefined;
    this.moveTo(epoch);
    const entry = this.entries.get(key);
    if (entry === undefined || entry.expires <= this.now()) {
      if (entry !== undefined) this.remove(key, entry);
      this.misses += 1;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry;
  }

  /**
   * Keeps an answer (one larger than the whole cache is not kept). An answer of an epoch other than the one
   * last asked for (a request that began before the catalogue moved) is not kept.
   */
  set(epoch: string, key: string, answer: CachedAnswer): void {
    if (!this.enabled || epoch !== this.epoch) return;
    const bytes = answer.head.length + answer.tail.length + key.length * 2 + ENTRY_OVERHEAD;
    if (bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) this.remove(key, previous);
    while (this.bytes + bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, { ...answer, bytes, expires: this.now() + ANSWER_TTL_MS });
    this.bytes += bytes;
  }

  /** Drops everything (the catalogue or the rates changed). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private moveTo(epoch: string): void {
    if (epoch === this.epoch) return;
    this.epoch = epoch;
    this.clear();
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

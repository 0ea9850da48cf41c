import { isParts, type Answer, type AnswerParts } from './answer-bytes.js';

/**
 * A comparison's answer as kept by the answer cache: its bytes before and after the per-request uuid
 * (`…"metaData":{"uuid":` and `,"order":…}}`), so a hit writes head, the request's uuid and tail, and never
 * copies the ~90 KB of cards.
 */
export interface CachedAnswer {
  head: Buffer;
  tail: Buffer;
}

/**
 * Exact request bytes an answer was given for (the compare fast lane, issue 31): the answer's key, and what
 * the lane needs to answer those bytes again as the route did. Kept beside the answer and dropped with it.
 */
export interface AnswerAlias {
  /** The answer's key (compareAnswerKey) of the request those bytes parsed to. */
  key: string;
  /** The request site's restriction then (restrictionKey): another one (a partner edited since) misses. */
  restriction: string;
  /** The uuid the answer echoed, as JSON bytes; null when the request sent none (each answer gets a new one). */
  uuid: Buffer | null;
  /** The answer's headers as [name, value, …]: the request id's and the length's values are replaced per answer. */
  headers: (string | string[])[];
  /** Where the request id's value is in headers (-1: none). */
  requestIdAt: number;
  /** Where Content-Length's value is in headers (-1: none). */
  lengthAt: number;
}

interface Entry {
  /** The bytes before the uuid: in one buffer once asked again, until then the parts the answer was sent as. */
  head: Buffer | undefined;
  headParts: AnswerParts['headParts'] | undefined;
  tail: Buffer;
  bytes: number;
  expires: number;
  /** The raw keys of its aliases, oldest first. */
  aliases?: string[];
}

/** Aliases kept per answer (requests that differ only by spelling); the oldest goes first. */
const MAX_ALIASES = 8;

/** What an alias costs beyond its raw key (its record, the headers array; header strings are shared). */
const ALIAS_OVERHEAD = 512;

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
  private readonly aliases = new Map<string, AnswerAlias>();
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

  /**
   * The answer kept for the key, or undefined (counted as a miss). `count` false leaves the count to the
   * caller (count()): the compare fast lane counts a request only once it answered it.
   */
  get(epoch: string, key: string, count = true): CachedAnswer | undefined {
    if (!this.enabled) return undefined;
    this.moveTo(epoch);
    const entry = this.entries.get(key);
    if (entry === undefined || entry.expires <= this.now()) {
      if (entry !== undefined) this.remove(key, entry);
      if (count) this.misses += 1;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (count) this.hits += 1;
    return joined(entry);
  }

  /** Counts a request looked up with get(…, false). */
  count(hit: boolean): void {
    if (hit) this.hits += 1;
    else this.misses += 1;
  }

  /**
   * The answer kept for exact request bytes (an alias's raw key) asked under the site restriction it was
   * kept under, with its alias, or undefined. A hit counts as a hit; no alias is not counted (the request
   * then asks get() by its key, which counts).
   */
  getByAlias(
    epoch: string,
    raw: string,
    restriction: string,
  ): { answer: CachedAnswer; alias: AnswerAlias } | undefined {
    if (!this.enabled) return undefined;
    this.moveTo(epoch);
    const alias = this.aliases.get(raw);
    if (alias === undefined || alias.restriction !== restriction) return undefined;
    const entry = this.entries.get(alias.key);
    if (entry === undefined || entry.expires <= this.now()) {
      if (entry !== undefined) this.remove(alias.key, entry);
      return undefined;
    }
    this.entries.delete(alias.key);
    this.entries.set(alias.key, entry);
    this.hits += 1;
    return { answer: joined(entry), alias };
  }

  /**
   * Keeps exact request bytes as an alias of the answer kept under alias.key (only while that answer is kept,
   * and of the epoch last asked for).
   */
  setAlias(epoch: string, raw: string, alias: AnswerAlias): void {
    if (!this.enabled || epoch !== this.epoch) return;
    const entry = this.entries.get(alias.key);
    if (entry === undefined) return;
    const bytes = raw.length * 2 + ALIAS_OVERHEAD;
    if (bytes > this.maxBytes / 4) return;
    this.dropAlias(raw);
    const list = (entry.aliases ??= []);
    if (list.length >= MAX_ALIASES) this.dropAlias(list[0]!);
    list.push(raw);
    this.aliases.set(raw, alias);
    entry.bytes += bytes;
    this.bytes += bytes;
    while (this.bytes > this.maxBytes && this.entries.size > 0) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldestKey, oldest);
    }
  }

  /**
   * Keeps an answer (one larger than the whole cache is not kept). An answer of an epoch other than the one
   * last asked for (a request that began before the catalogue moved) is not kept.
   */
  set(epoch: string, key: string, answer: Answer): void {
    if (!this.enabled || epoch !== this.epoch) return;
    const parts = isParts(answer);
    const headLength = parts ? answer.headLength : answer.head.length;
    const bytes = headLength + answer.tail.length + key.length * 2 + ENTRY_OVERHEAD;
    if (bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) this.remove(key, previous);
    while (this.bytes + bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, {
      head: parts ? undefined : answer.head,
      headParts: parts ? answer.headParts : undefined,
      tail: answer.tail,
      bytes,
      expires: this.now() + ANSWER_TTL_MS,
    });
    this.bytes += bytes;
  }

  /** Drops everything (the catalogue or the rates changed). */
  clear(): void {
    this.entries.clear();
    this.aliases.clear();
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
    for (const raw of entry.aliases ?? []) this.aliases.delete(raw);
  }

  /** Forgets an alias (its bytes are given back by its answer). */
  private dropAlias(raw: string): void {
    const alias = this.aliases.get(raw);
    if (alias === undefined) return;
    this.aliases.delete(raw);
    const entry = this.entries.get(alias.key);
    const list = entry?.aliases;
    if (!entry || !list) return;
    const at = list.indexOf(raw);
    if (at >= 0) list.splice(at, 1);
    const bytes = raw.length * 2 + ALIAS_OVERHEAD;
    entry.bytes -= bytes;
    this.bytes -= bytes;
  }
}

/** The entry as one head and tail: its parts joined the first time it is asked again (then kept joined). */
function joined(entry: Entry): CachedAnswer {
  if (entry.head === undefined) {
    entry.head = Buffer.concat(entry.headParts as Buffer[]);
    entry.headParts = undefined;
  }
  return entry as CachedAnswer;
}

import { randomUUID } from 'node:crypto';
import type { CompareProducts, CompareState } from '../../application/compare-products.js';
import { compareAnswerKey, ratesVersion, type CompareAnswerVersions } from '../../domain/compare-answer-key.js';
import type { CompareRequest } from '../../domain/compare.js';
import type { Answer } from './answer-bytes.js';
import type { CompareAnswerCache } from './compare-answer-cache.js';
import type { CompareJsonPresenter } from './compare-presenter.js';

/** The rates part of each rates object's versions, computed once per object (they change once a minute). */
const ratesVersions = new WeakMap<object, string>();

/**
 * The versions an answer of this state is kept under, and their epoch (the cache drops everything when it
 * moves: a catalogue, price or rate change).
 */
export function answerVersions(state: CompareState): { versions: CompareAnswerVersions; epoch: string } {
  let rates = ratesVersions.get(state.rates);
  if (rates === undefined) {
    rates = ratesVersion(state.rates);
    ratesVersions.set(state.rates, rates);
  }
  const versions = { catalogue: `${state.snapshot.version}.${state.snapshot.generation}`, rates };
  return { versions, epoch: `${versions.catalogue}|${versions.rates}` };
}

/** A comparison's answer for one request: the kept or computed bytes, the request's uuid, and its cache key. */
export interface ComparisonAnswer {
  answer: Answer;
  /** The search's uuid as JSON (the one the request sent, or a new one). */
  uuid: string;
  /** The answer cache's key and epoch ('' when the cache is off). */
  key: string;
  epoch: string;
  /** Answered from the answer cache. */
  kept: boolean;
}

/**
 * The answer to a validated comparison request at a state, as the route and the fast lane give it: the
 * answer cache's, or computed by the use case, written by the presenter and kept. `count` false leaves the
 * cache's hit and miss counts to the caller (the fast lane counts only what it answers).
 */
export async function comparisonAnswer(
  compare: Pick<CompareProducts, 'page'>,
  presenter: CompareJsonPresenter,
  cache: CompareAnswerCache | undefined,
  request: CompareRequest,
  state: CompareState,
  count = true,
): Promise<ComparisonAnswer> {
  let key = '';
  let epoch = '';
  if (cache) {
    const current = answerVersions(state);
    epoch = current.epoch;
    key = compareAnswerKey(request, current.versions);
    const kept = cache.get(epoch, key, count);
    // The search's uuid is the request's own (echoed, or new), never the one of the answer that was kept.
    if (kept) return { answer: kept, uuid: JSON.stringify(request.uuid ?? randomUUID()), key, epoch, kept: true };
  }
  const { uuid, ...answer } = presenter.writeParts(await compare.page(request, state));
  cache?.set(epoch, key, answer);
  return { answer, uuid, key, epoch, kept: false };
}

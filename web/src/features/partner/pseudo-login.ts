import { pseudoLoginRedirect } from '@domain/partners/domain/site-layout';
import { readJson, writeJson } from '../../lib/local-store';

/** Set by the leads feature's /ref gate when an e-mail was typed (spec 02 §4); read here only. */
const ATTEMPT_KEY = 'pseudoLoginAttempt';
/** The stored referrer (spec 02 §3 "referido"), written by the leads feature's advisor dialog. */
const REFERRER_KEY = 'referido';
/** This sub-domain already sent the visitor to /ref once. */
const REDIRECTED_KEY = 'pseudoLoginRedirected';

/**
 * Where a page of a pseudo-login partner sends the visitor first (spec 02 §4: /ref, once), or null.
 * Remembers the redirect, so a visitor who leaves /ref without typing is not sent back again.
 */
export function takePseudoLoginRedirect(pseudoLogin: boolean, path: string): string | null {
  const referrer = readJson<{ email?: string }>(REFERRER_KEY);
  const target = pseudoLoginRedirect({
    pseudoLogin,
    hasReferrer: typeof referrer?.email === 'string' && referrer.email !== '',
    attempted: readJson<boolean>(ATTEMPT_KEY) === true,
    alreadyRedirected: readJson<boolean>(REDIRECTED_KEY) === true,
    path,
  });
  if (target) writeJson(REDIRECTED_KEY, true);
  return target;
}

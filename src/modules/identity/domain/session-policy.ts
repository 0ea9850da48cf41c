/** Lifetimes of a back-office session (spec 03 §9: a session is forced to reload after 10 h). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 10 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** A one-time sign-in link (GET /hashtoken/{hash}) is short-lived: it stands in for the password. */
export const ACCESS_LINK_TTL_SECONDS = 15 * 60;

/**
 * Login throttling: password attempts per client IP (high enough for an office behind one address; token
 * refreshes do not count), and attempts per account (cleared by a successful login).
 */
export const LOGIN_LIMIT_PER_IP = { name: 'login-ip', max: 60, windowMs: 15 * 60 * 1000 } as const;
export const LOGIN_FAILURES_PER_ACCOUNT = { name: 'login-account', max: 5, windowMs: 15 * 60 * 1000 } as const;
/** Exchanges of sign-in links per client IP, like password attempts: a guessing client is slowed down. */
export const ACCESS_LINK_LIMIT_PER_IP = { name: 'access-link-ip', max: 60, windowMs: 15 * 60 * 1000 } as const;

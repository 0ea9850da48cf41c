/** Billing's errors: a stable code of spec 03 §8 that the HTTP layer maps to a status, a Spanish message. */
export class BillingError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'BAD_REQUEST' | 'INVALID_AMOUNT' | 'NOT_EDITABLE' | 'FORBIDDEN',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'BillingError';
  }
}

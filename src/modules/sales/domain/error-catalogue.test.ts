import { describe, expect, it } from 'vitest';
import {
  ADVICE_TEXT,
  ISSUER_DECLINES,
  lookupPaymentError,
  PROCESSOR_CODES,
  PROVIDER_CODES,
  REJECTION_DETAILS,
  RETURN_CODES,
} from './error-catalogue.js';

const SPEC_CODES =
  '1000 2002 2004 2006 2062 3006 2007 2009 2034 2059 2067 2072 4037 2077 2123 2131 2198 3000 3020 3001 3003 3004 3005 3007 3008 3009 3010 3011 3012 3013 3014 3028 3015 3016 3017 3018 3019 3021 3022 3024 3025 3026 3027 3029 3030 3031 4000 4001 4002 4023 4003 4004 4005 4006 4012 4015 4020 4026 4029 4033 4038 4039 4050 4292 6033 7523'.split(
    ' ',
  );
const SPEC_DETAILS =
  'bank_error cc_rejected_3ds_mandatory cc_rejected_bad_filled_card_number cc_rejected_bad_filled_date cc_rejected_bad_filled_security_code cc_rejected_bad_filled_other cc_rejected_blacklist cc_rejected_call_for_authorize cc_rejected_card_disabled cc_rejected_card_error cc_rejected_duplicated_payment cc_rejected_high_risk cc_rejected_insufficient_amount cc_rejected_invalid_installments cc_rejected_max_attempts cc_rejected_other_reason cc_amount_rate_limit_exceeded rejected_insufficient_data rejected_by_bank rejected_by_regulations insufficient_amount'.split(
    ' ',
  );

describe('provider error catalogue (spec 03 §8)', () => {
  it('holds every numeric code, rejection detail, processor code and issuer text of the spec', () => {
    expect(Object.keys(PROVIDER_CODES).sort()).toEqual([...SPEC_CODES].sort());
    // Beyond the spec: MercadoPago's documented details of a failed 3-D Secure challenge and of a
    // pending payment cancelled (an abandoned challenge).
    expect(Object.keys(REJECTION_DETAILS).sort()).toEqual(
      [...SPEC_DETAILS, 'cc_rejected_3ds_challenge', 'expired'].sort(),
    );
    expect(Object.keys(PROCESSOR_CODES).sort()).toEqual(['577', 'K004', 'K011', 'K017', 'K027', 'K322', 'K505']);
    expect(Object.keys(ISSUER_DECLINES)).toHaveLength(11);
  });
  it('every entry has a Spanish message and a known advice', () => {
    for (const table of [PROVIDER_CODES, REJECTION_DETAILS, PROCESSOR_CODES, ISSUER_DECLINES, RETURN_CODES]) {
      for (const entry of Object.values(table)) {
        expect(entry.message).toMatch(/^[¿A-ZÁÉÍÓÚÑ]/);
        expect(ADVICE_TEXT[entry.advice]).toBeTruthy();
      }
    }
  });
  it('processor codes all advise retrying or another method', () => {
    for (const entry of Object.values(PROCESSOR_CODES)) expect(['retry', 'other-method']).toContain(entry.advice);
  });
  it('looks up each kind, case-insensitively for processor codes and issuer texts', () => {
    expect(lookupPaymentError('4292').message).toMatch(/Idempotency-Key/);
    expect(lookupPaymentError('cc_rejected_insufficient_amount')).toMatchObject({
      advice: 'other-method',
      adviceText: 'Intenta con otra tarjeta u otro medio de pago.',
    });
    expect(lookupPaymentError('k505').code).toBe('k505');
    expect(lookupPaymentError('k505').message).toBe('El pago fue rechazado.');
    expect(lookupPaymentError('Do Not Honor').advice).toBe('call-bank');
    expect(lookupPaymentError('cc_rejected_call_for_authorize').advice).toBe('call-bank');
    expect(lookupPaymentError('TBK_ABORTED')).toMatchObject({
      advice: 'retry',
      message: 'Anulaste el pago en Webpay; no se hizo ningún cargo.',
    });
    expect(lookupPaymentError('TBK_TIMEOUT').message).toMatch(/se agotó/);
  });
  it('3-D Secure failures and an abandoned challenge say no charge was made', () => {
    expect(lookupPaymentError('cc_rejected_3ds_challenge').message).toMatch(/3-D Secure; no se hizo ningún cargo/);
    expect(lookupPaymentError('expired')).toMatchObject({ advice: 'retry' });
  });
  it('unknown and empty codes get a generic retry', () => {
    expect(lookupPaymentError('ZZZ')).toMatchObject({
      code: 'ZZZ',
      advice: 'retry',
      message: 'No pudimos procesar el pago.',
    });
    expect(lookupPaymentError(null).code).toBe('unknown');
  });
});

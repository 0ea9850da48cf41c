/**
 * The provider error catalogue of spec 03 §8 in one table: every numeric provider code, rejection
 * detail, processor code and issuer decline text maps to a Spanish message and an advice (retry,
 * call the bank, use another method). The payment step shows both; the back-office shows the code.
 */
export type PaymentAdvice = 'retry' | 'call-bank' | 'other-method' | 'contact-us';

export const ADVICE_TEXT: Readonly<Record<PaymentAdvice, string>> = {
  retry: 'Revisa los datos e inténtalo nuevamente.',
  'call-bank': 'Comunícate con tu banco para autorizar el pago o usa otro medio de pago.',
  'other-method': 'Intenta con otra tarjeta u otro medio de pago.',
  'contact-us': 'No pudimos procesar el pago por un problema nuestro. Escríbenos y te ayudamos a completar la compra.',
};

export interface CatalogueEntry {
  message: string;
  advice: PaymentAdvice;
}

const e = (message: string, advice: PaymentAdvice): CatalogueEntry => ({ message, advice });

/** Numeric provider codes (spec 03 §8 table). */
export const PROVIDER_CODES: Readonly<Record<string, CatalogueEntry>> = {
  '1000': e('La solicitud tiene demasiados datos. Reduce la información enviada.', 'contact-us'),
  '2002': e('No encontramos al cliente en el medio de pago.', 'contact-us'),
  '2004': e('Hubo un problema al procesar el pago con la pasarela.', 'retry'),
  '2006': e('Los datos de la tarjeta no son válidos.', 'retry'),
  '2062': e('Los datos de la tarjeta no son válidos.', 'retry'),
  '3006': e('Los datos de la tarjeta no son válidos.', 'retry'),
  '2007': e('No pudimos comunicarnos con el servicio de tarjetas.', 'retry'),
  '2009': e('Falta el emisor de la tarjeta.', 'retry'),
  '2034': e('Hay un problema con el usuario del medio de pago.', 'contact-us'),
  '2059': e('El medio de pago no permite cobrar una comisión sin autorización.', 'contact-us'),
  '2067': e('El número de documento no es válido.', 'retry'),
  '2072': e('El monto no es válido.', 'contact-us'),
  '4037': e('El monto no es válido.', 'contact-us'),
  '2077': e('El medio de pago no permite la captura diferida.', 'other-method'),
  '2123': e('Hubo un problema con los operadores del medio de pago.', 'retry'),
  '2131': e('No pudimos determinar el medio de pago de la tarjeta.', 'other-method'),
  '2198': e('El correo de prueba no es válido.', 'retry'),
  '3000': e('Falta el nombre del titular de la tarjeta.', 'retry'),
  '3020': e('Falta el nombre del titular de la tarjeta.', 'retry'),
  '3001': e('Falta el emisor de la tarjeta.', 'retry'),
  '3003': e('El token de la tarjeta no es válido.', 'retry'),
  '3004': e('El sitio no es válido para el medio de pago.', 'contact-us'),
  '3005': e('La operación no está en un estado válido.', 'contact-us'),
  '3007': e('Falta el identificador del comercio.', 'contact-us'),
  '3008': e('No encontramos el token de la tarjeta.', 'retry'),
  '3009': e('El comercio no está autorizado.', 'contact-us'),
  '3010': e('La tarjeta no está habilitada para este pago.', 'other-method'),
  '3011': e('No encontramos el medio de pago.', 'other-method'),
  '3012': e('El código de seguridad no tiene el largo correcto.', 'retry'),
  '3013': e('Falta el código de seguridad.', 'retry'),
  '3014': e('El medio de pago no es válido.', 'other-method'),
  '3028': e('El medio de pago no es válido.', 'other-method'),
  '3015': e('El número de tarjeta no tiene el largo correcto.', 'retry'),
  '3016': e('El número de tarjeta no es válido.', 'retry'),
  '3017': e('Falta el número de tarjeta.', 'retry'),
  '3018': e('Falta el mes de vencimiento.', 'retry'),
  '3019': e('Falta el año de vencimiento.', 'retry'),
  '3021': e('Falta el número de documento del titular.', 'retry'),
  '3022': e('Falta el tipo de documento del titular.', 'retry'),
  '3024': e('No es posible hacer devoluciones parciales.', 'contact-us'),
  '3025': e('El código de autorización no es válido.', 'retry'),
  '3026': e('La tarjeta no es compatible con el medio de pago.', 'other-method'),
  '3027': e('El tipo de pago no es válido.', 'other-method'),
  '3029': e('El mes de vencimiento no es válido.', 'retry'),
  '3030': e('El año de vencimiento no es válido.', 'retry'),
  '3031': e('Falta el código de seguridad.', 'retry'),
  '4000': e('Falta el token de la tarjeta.', 'retry'),
  '4001': e('Falta el medio de pago.', 'retry'),
  '4002': e('Falta el monto.', 'contact-us'),
  '4023': e('Falta el monto.', 'contact-us'),
  '4003': e('El monto debe ser numérico.', 'contact-us'),
  '4004': e('Faltan las cuotas.', 'retry'),
  '4005': e('Las cuotas deben ser numéricas.', 'retry'),
  '4006': e('Los datos del pagador no son válidos.', 'retry'),
  '4012': e('Falta el documento del pagador.', 'retry'),
  '4015': e('Falta el medio de pago.', 'retry'),
  '4020': e('La dirección de notificación debe comenzar con https://.', 'contact-us'),
  '4026': e('El monto del cupón no es válido.', 'retry'),
  '4029': e('El tipo de pagador no es válido.', 'retry'),
  '4033': e('Las cuotas no son válidas.', 'retry'),
  '4038': e('La comisión es mayor que el monto.', 'contact-us'),
  '4039': e('La comisión no puede ser negativa.', 'contact-us'),
  '4050': e('El correo del pagador no es válido.', 'retry'),
  '4292': e('Falta la clave de idempotencia (Idempotency-Key) del pago.', 'retry'),
  '6033': e('El usuario del medio de pago no está disponible.', 'other-method'),
  '7523': e('La fecha de vencimiento no es válida.', 'retry'),
};

/** Rejection details (spec 03 §8). */
export const REJECTION_DETAILS: Readonly<Record<string, CatalogueEntry>> = {
  bank_error: e('El banco no pudo procesar el pago.', 'retry'),
  cc_rejected_3ds_mandatory: e('Tu banco exige autenticación 3-D Secure para este pago.', 'retry'),
  // MercadoPago's detail of a failed 3-D Secure challenge; Kushki's failed requestValidate3DS maps here too.
  cc_rejected_3ds_challenge: e('Tu banco no confirmó el pago con 3-D Secure; no se hizo ningún cargo.', 'retry'),
  // MercadoPago's detail of a pending payment cancelled because it was not completed in time.
  expired: e('El pago no se completó a tiempo y se anuló; no se hizo ningún cargo.', 'retry'),
  cc_rejected_bad_filled_card_number: e('Revisa el número de la tarjeta.', 'retry'),
  cc_rejected_bad_filled_date: e('Revisa la fecha de vencimiento.', 'retry'),
  cc_rejected_bad_filled_security_code: e('Revisa el código de seguridad de la tarjeta.', 'retry'),
  cc_rejected_bad_filled_other: e('Revisa los datos de la tarjeta.', 'retry'),
  cc_rejected_blacklist: e('No pudimos procesar el pago con esta tarjeta.', 'other-method'),
  cc_rejected_call_for_authorize: e('Debes autorizar este pago con tu banco.', 'call-bank'),
  cc_rejected_card_disabled: e('La tarjeta no está activa.', 'call-bank'),
  cc_rejected_card_error: e('No pudimos procesar el pago con esta tarjeta.', 'other-method'),
  cc_rejected_duplicated_payment: e('Ya hiciste un pago por este monto.', 'contact-us'),
  cc_rejected_high_risk: e('El pago fue rechazado por seguridad.', 'other-method'),
  cc_rejected_insufficient_amount: e('La tarjeta no tiene fondos suficientes.', 'other-method'),
  cc_rejected_invalid_installments: e('La tarjeta no acepta esa cantidad de cuotas.', 'retry'),
  cc_rejected_max_attempts: e('Llegaste al límite de intentos permitidos.', 'other-method'),
  cc_rejected_other_reason: e('El banco rechazó el pago.', 'call-bank'),
  cc_amount_rate_limit_exceeded: e('Superaste el límite de monto de la tarjeta.', 'other-method'),
  rejected_insufficient_data: e('Faltan datos para procesar el pago.', 'retry'),
  rejected_by_bank: e('El banco rechazó el pago.', 'call-bank'),
  rejected_by_regulations: e('El pago fue rechazado por regulaciones.', 'other-method'),
  insufficient_amount: e('La tarjeta no tiene fondos suficientes.', 'other-method'),
};

/** Processor codes (spec 03 §8): all advise retrying or using another method. */
export const PROCESSOR_CODES: Readonly<Record<string, CatalogueEntry>> = {
  K505: e('El pago fue rechazado.', 'other-method'),
  K322: e('El pago fue rechazado por una regla de seguridad.', 'other-method'),
  K027: e('El medio de pago tardó demasiado en responder.', 'retry'),
  K017: e('La tarjeta está vencida.', 'other-method'),
  K011: e('No pudimos validar el medio de pago.', 'retry'),
  K004: e('La tarjeta no es aceptada.', 'other-method'),
  '577': e('El pago fue rechazado.', 'other-method'),
};

/** Issuer decline texts (English as issuers send them, lower-cased) -> advice (spec 03 §8). */
export const ISSUER_DECLINES: Readonly<Record<string, CatalogueEntry>> = {
  'suspected fraud': e('El banco sospecha de un fraude y rechazó el pago.', 'call-bank'),
  'insufficient funds': e('La tarjeta no tiene fondos suficientes.', 'other-method'),
  'restricted card': e('La tarjeta tiene restricciones.', 'call-bank'),
  'invalid card number': e('El número de tarjeta no es válido.', 'retry'),
  'cvv failure': e('El código de seguridad no coincide.', 'retry'),
  'do not honor': e('El banco rechazó el pago.', 'call-bank'),
  'expired card': e('La tarjeta está vencida.', 'other-method'),
  'closed account': e('La cuenta de la tarjeta está cerrada.', 'other-method'),
  'stolen card': e('La tarjeta fue reportada.', 'other-method'),
  'pin tries exceeded': e('Superaste los intentos de clave.', 'call-bank'),
  'limits exceeded': e('Superaste el límite de la tarjeta.', 'other-method'),
};

/**
 * How a buyer can come back from a provider's own payment page without paying (Webpay Plus returns
 * TBK_TOKEN when the buyer pressed "Anular", only TBK_ORDEN_COMPRA/TBK_ID_SESION when the form expired,
 * token_ws with TBK_TOKEN when the buyer came back from the form's error page).
 */
export const RETURN_CODES: Readonly<Record<string, CatalogueEntry>> = {
  TBK_ABORTED: e('Anulaste el pago en Webpay; no se hizo ningún cargo.', 'retry'),
  TBK_TIMEOUT: e('El tiempo para pagar en Webpay se agotó; no se hizo ningún cargo.', 'retry'),
  TBK_FORM_ERROR: e('Webpay no pudo procesar el pago; no se hizo ningún cargo.', 'retry'),
  // Automatic monthly charges (issue 28): the buyer came back from the provider's enrolment page without a card.
  ENROLMENT_ABORTED: e('No terminaste de inscribir tu tarjeta; no se hizo ningún cargo.', 'retry'),
  // The company's bank account is not set yet (back-office, Datos de la empresa): no transfer can be paid.
  TRANSFER_UNAVAILABLE: e('El pago por transferencia no está disponible por ahora.', 'other-method'),
};

export const UNKNOWN_ERROR: CatalogueEntry = e('No pudimos procesar el pago.', 'retry');

export interface PaymentErrorView {
  code: string;
  message: string;
  advice: PaymentAdvice;
  adviceText: string;
}

/**
 * The entry of a provider answer: looks the code up as a numeric provider code, a rejection detail,
 * a processor code and an issuer decline text, in that order; unknown codes get a generic retry.
 */
export function lookupPaymentError(code: string | null | undefined): PaymentErrorView {
  const raw = (code ?? '').trim();
  const entry =
    PROVIDER_CODES[raw] ??
    REJECTION_DETAILS[raw] ??
    PROCESSOR_CODES[raw.toUpperCase()] ??
    RETURN_CODES[raw] ??
    ISSUER_DECLINES[raw.toLowerCase()] ??
    UNKNOWN_ERROR;
  return {
    code: raw || 'unknown',
    message: entry.message,
    advice: entry.advice,
    adviceText: ADVICE_TEXT[entry.advice],
  };
}

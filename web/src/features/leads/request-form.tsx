import {
  CONTACT_CHANNEL_LABELS,
  CONTACT_CHANNELS,
  CONTACT_TIME_LABELS,
  CONTACT_TIMES,
  type ContactChannel,
  type ContactTime,
} from '@domain/leads/domain/contact-consent';
import {
  REQUEST_ERROR_MESSAGES,
  requestFormErrors,
  type RequestFieldError,
  type RequestFormFields,
} from '@domain/leads/domain/request-form';
import { formatRut, isValidRut } from '@domain/leads/domain/rut';
import { useId, useRef, useState, type FormEvent } from 'react';
import { loadStoredProfile } from '../../shared/profile/profile-store';
import type { ProductRef } from '../../shared/product-ref';
import { fieldErrorsOf } from '../../lib/api-client';
import { currentEdition } from '../../lib/edition';
import type { LeadReceipt } from './api/lead-receipt';
import { submitContact } from './api/submit-contact';
import { submitRequest } from './api/submit-request';
import { clearAttribution, isInternalTraffic, loadAttribution, loadReferrer } from './lead-storage';
import { LEAD_TEXTS as T } from './texts';
import './leads.css';

type Variant = 'request' | 'contact';

interface RequestFormProps {
  variant?: Variant;
  kind?: 'plan' | 'adicional';
  product?: ProductRef;
  productType?: string;
  onSent(receipt: LeadReceipt, email: string): void;
}

/** randomUUID exists only in secure contexts; getRandomValues everywhere. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const EMPTY: RequestFormFields & { mensaje: string } = {
  nombre: '',
  rutsolicitud: '',
  rutsolicitudpareja: '',
  email: '',
  telefono: '+56 9 ',
  fechanacimiento: '',
  agree: false,
  contactChannel: 'llamada',
  contactTime: 'cualquier-hora',
  mensaje: '',
};

/** The request form of spec 03 §3 with the consent, checked with the same domain rules as the server. */
export function RequestForm({ variant = 'request', kind = 'plan', product, productType, onSent }: RequestFormProps) {
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // One key per filled form: a double click or a retry after a timeout makes one lead (issue 5).
  const idempotencyKey = useRef(newIdempotencyKey());
  const contact = variant === 'contact';
  const edition = currentEdition();
  const isRut = edition.identification === 'rut';
  const idLabel = isRut ? T.rut : edition.identificationLabel;

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // The edition's identification rule (issue 27): RUT in Chile, digits or a passport elsewhere.
    const found = requestFormErrors(
      form,
      new Date(),
      contact ? { contactName: true, edition } : { requireRut: true, requireAgree: true, edition },
    );
    const messages = Object.fromEntries(
      Object.entries(found).map(([field, key]) => [field, REQUEST_ERROR_MESSAGES[key as RequestFieldError]]),
    );
    setErrors(messages);
    setFailure(null);
    if (Object.keys(messages).length > 0) {
      document.getElementById(`${id}-${Object.keys(messages)[0]}`)?.focus();
      return;
    }
    setSending(true);
    const stored = loadStoredProfile();
    const referrer = loadReferrer();
    const attribution = loadAttribution();
    try {
      const receipt = contact
        ? await submitContact(
            {
              productType,
              datosingresados: {
                nombre: form.nombre,
                email: form.email,
                telefono: form.telefono,
                rut: form.rutsolicitud || undefined,
                mensaje: form.mensaje || undefined,
                contactChannel: form.contactChannel,
                contactTime: form.contactTime,
              },
              leadAttributionInfo: attribution,
              origin_url: window.location.href,
              referrer,
              isInternalTraffic: isInternalTraffic(),
            },
            idempotencyKey.current,
          )
        : await submitRequest(
            kind,
            {
              nombre: form.nombre,
              rutsolicitud: form.rutsolicitud,
              rutsolicitudpareja: form.rutsolicitudpareja || undefined,
              email: form.email,
              telefono: form.telefono,
              fechanacimiento: form.fechanacimiento || undefined,
              agree: form.agree,
              contactChannel: form.contactChannel,
              contactTime: form.contactTime,
              product,
              profile: stored ? { ...stored } : null,
              referrer,
              leadAttributionInfo: attribution,
              originUrl: window.location.href,
              isInternalTraffic: isInternalTraffic(),
            },
            idempotencyKey.current,
          );
      clearAttribution();
      onSent(receipt, form.email);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? T.genericError : (error as Error).message || T.genericError);
    } finally {
      setSending(false);
    }
  };

  const field = (
    name: keyof typeof EMPTY,
    label: string,
    input: { type?: string; autoComplete?: string; maxLength?: number; onBlur?: () => void; inputMode?: 'tel' } = {},
  ) => (
    <div className="lead-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={input.type ?? 'text'}
        autoComplete={input.autoComplete}
        maxLength={input.maxLength}
        inputMode={input.inputMode}
        value={String(form[name] ?? '')}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => set(name, event.target.value as never)}
        onBlur={input.onBlur}
      />
      {errors[name] && (
        <span id={`${id}-${name}-error`} className="form-error" data-testid={`error-${name}`}>
          {errors[name]}
        </span>
      )}
    </div>
  );

  const formatOnBlur = (name: 'rutsolicitud' | 'rutsolicitudpareja') => () => {
    const value = String(form[name] ?? '');
    if (isRut && value && isValidRut(value)) set(name, formatRut(value));
  };

  return (
    <form className="lead-form" onSubmit={submit} noValidate aria-busy={sending}>
      {field('nombre', T.nombre, { autoComplete: 'name', maxLength: 120 })}
      {field('rutsolicitud', contact ? `${idLabel} (opcional)` : idLabel, {
        maxLength: 12,
        onBlur: formatOnBlur('rutsolicitud'),
      })}
      {!contact &&
        field('rutsolicitudpareja', isRut ? T.rutPareja : `${idLabel} de la pareja (opcional)`, {
          maxLength: 12,
          onBlur: formatOnBlur('rutsolicitudpareja'),
        })}
      {field('email', T.email, { type: 'email', autoComplete: 'email', maxLength: 254 })}
      {field('telefono', T.telefono, { type: 'tel', autoComplete: 'tel', maxLength: 20, inputMode: 'tel' })}
      {!contact && field('fechanacimiento', T.fechaNacimiento, { type: 'date' })}
      {contact && (
        <div className="lead-field lead-field-wide">
          <label htmlFor={`${id}-mensaje`}>{T.mensaje}</label>
          <textarea
            id={`${id}-mensaje`}
            rows={4}
            maxLength={2000}
            value={form.mensaje}
            onChange={(event) => set('mensaje', event.target.value)}
          />
        </div>
      )}
      <fieldset className="radio-group lead-field-wide">
        <legend>{T.channelLegend}</legend>
        {CONTACT_CHANNELS.map((channel) => (
          <label key={channel}>
            <input
              type="radio"
              name={`${id}-channel`}
              value={channel}
              checked={form.contactChannel === channel}
              onChange={() => set('contactChannel', channel as ContactChannel)}
            />
            {CONTACT_CHANNEL_LABELS[channel]}
          </label>
        ))}
        {errors.contactChannel && <span className="form-error">{errors.contactChannel}</span>}
      </fieldset>
      <div className="lead-field">
        <label htmlFor={`${id}-contactTime`}>{T.timeLabel}</label>
        <select
          id={`${id}-contactTime`}
          value={form.contactTime}
          onChange={(event) => set('contactTime', event.target.value as ContactTime)}
        >
          {CONTACT_TIMES.map((time) => (
            <option key={time} value={time}>
              {CONTACT_TIME_LABELS[time]}
            </option>
          ))}
        </select>
      </div>
      {!contact && (
        <div className="lead-field lead-field-wide lead-agree">
          <label>
            <input
              id={`${id}-agree`}
              type="checkbox"
              name="agree"
              checked={form.agree}
              aria-invalid={errors.agree ? true : undefined}
              onChange={(event) => set('agree', event.target.checked)}
            />
            {T.agree}
          </label>
          {errors.agree && (
            <span className="form-error" data-testid="error-agree">
              {errors.agree}
            </span>
          )}
        </div>
      )}
      {failure && (
        <p className="form-error lead-field-wide" role="alert">
          {failure}
        </p>
      )}
      <div className="lead-field-wide">
        <button type="submit" className="button button-primary button-large" disabled={sending}>
          {sending ? T.sending : contact ? T.sendContact : T.send}
        </button>
      </div>
    </form>
  );
}

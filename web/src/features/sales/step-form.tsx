import { validateStep, type SaleFormField, type StepValues } from '@domain/sales/domain/sale-form';
import type { SectionCode } from '@domain/sales/domain/steps';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../lib/api-client';
import type { SaleStep } from './api/sale';
import { SALE_TEXTS as T } from './texts';

interface Props {
  step: SaleStep;
  values: StepValues;
  onChange: (values: StepValues) => void;
  /** Sends the step; answers the server's field errors when it refuses it. */
  onSubmit: (values: StepValues) => Promise<void>;
  onBack?: () => void;
}

const hidden = (field: SaleFormField, values: StepValues) =>
  !!field.requiredWhen && values[field.requiredWhen.field] !== field.requiredWhen.equals;

/**
 * One purchase step rendered from the server's form definition, validated in the browser by the same
 * domain rules the server applies (spec 03 §5) before it is sent.
 */
export function StepForm({ step, values: typed, onChange, onSubmit, onBack }: Props) {
  const id = useId();
  // A field's default (the region: Metropolitana) counts as chosen until the buyer changes it.
  const values: StepValues = { ...defaultsOf(step.fields ?? []), ...typed };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = step.fields ?? [];

  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateStep({ code: step.code as SectionCode, title: step.title, fields }, values, new Date());
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]!.replace(/\./g, '-')}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const serverErrors = fieldErrorsOf(error);
      setErrors(serverErrors);
      setFailure(error instanceof Error ? error.message : T.genericError);
    } finally {
      setSending(false);
    }
  }

  const inputId = (name: string) => `${id}-${name.replace(/\./g, '-')}`;

  function renderField(field: SaleFormField, value: unknown, onValue: (v: unknown) => void, name: string) {
    const fid = inputId(name);
    const error = errors[name];
    const described = error ? `${fid}-error` : undefined;
    const label = `${field.label}${field.required ? '' : ` ${T.optional}`}`;
    const errorNode = error ? (
      <span id={`${fid}-error`} className="form-error" data-testid={`error-${name}`}>
        {error}
      </span>
    ) : null;
    switch (field.fieldType.fldType) {
      case 'select':
        return (
          <div className="sale-field" key={name}>
            <label htmlFor={fid}>{label}</label>
            <select
              id={fid}
              value={String(value ?? field.defaultValue ?? '')}
              onChange={(e) => onValue(e.target.value)}
              aria-invalid={!!error}
              aria-describedby={described}
            >
              <option value="">{T.choose}</option>
              {field.allowedValues?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {errorNode}
          </div>
        );
      case 'radio':
        return (
          <fieldset className="sale-field sale-radio" key={name} aria-describedby={described}>
            <legend>{label}</legend>
            {field.allowedValues?.map((option) => (
              <label key={option.value}>
                <input
                  type="radio"
                  name={fid}
                  id={option === field.allowedValues?.[0] ? fid : undefined}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onValue(option.value)}
                />{' '}
                {option.label}
              </label>
            ))}
            {errorNode}
          </fieldset>
        );
      case 'checkbox':
        return (
          <div className="sale-field sale-field-wide sale-accept" key={name}>
            <label>
              <input
                id={fid}
                type="checkbox"
                checked={value === true}
                onChange={(e) => onValue(e.target.checked)}
                aria-invalid={!!error}
                aria-describedby={described}
              />
              <span>{field.label}</span>
            </label>
            {errorNode}
          </div>
        );
      default:
        return (
          <div className="sale-field" key={name}>
            <label htmlFor={fid}>{label}</label>
            <input
              id={fid}
              type={field.fieldType.htmlType === 'number' ? 'text' : field.fieldType.htmlType}
              inputMode={field.fieldType.htmlType === 'number' ? 'numeric' : undefined}
              value={String(value ?? '')}
              placeholder={field.placeholder ?? undefined}
              onChange={(e) => onValue(e.target.value)}
              aria-invalid={!!error}
              aria-describedby={described}
              autoComplete={AUTOCOMPLETE[field.fldName] ?? 'off'}
            />
            {errorNode}
          </div>
        );
    }
  }

  function renderArray(field: SaleFormField) {
    const rows = (Array.isArray(values[field.fldName]) ? values[field.fldName] : []) as StepValues[];
    const setRows = (next: StepValues[]) => set(field.fldName, next);
    return (
      <fieldset className="sale-field-wide sale-rows" key={field.fldName}>
        <legend>{field.label}</legend>
        {rows.length === 0 && <p className="sale-muted">{T.noRows}</p>}
        {rows.map((row, index) => (
          <div className="sale-row" key={index} data-testid={`${field.fldName}-row`}>
            {(field.itemFields ?? []).map((item) =>
              renderField(
                item,
                row[item.fldName],
                (v) => setRows(rows.map((r, i) => (i === index ? { ...r, [item.fldName]: v } : r))),
                `${field.fldName}.${index}.${item.fldName}`,
              ),
            )}
            <button
              type="button"
              className="button button-outline button-small"
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
            >
              {T.removeRow}
            </button>
          </div>
        ))}
        {errors[field.fldName] && <span className="form-error">{errors[field.fldName]}</span>}
        {rows.length < (field.maxItems ?? 10) && (
          <button type="button" className="button button-outline button-small" onClick={() => setRows([...rows, {}])}>
            {T.addRow}
          </button>
        )}
      </fieldset>
    );
  }

  return (
    <form className="sale-form" onSubmit={submit} noValidate aria-busy={sending} data-testid={`step-${step.code}`}>
      {fields.map((field) =>
        field.fieldType.fldType === 'array'
          ? renderArray(field)
          : hidden(field, values)
            ? null
            : renderField(field, values[field.fldName], (v) => set(field.fldName, v), field.fldName),
      )}
      {failure && (
        <p className="form-error sale-field-wide" role="alert">
          {failure}
        </p>
      )}
      <div className="sale-field-wide sale-nav">
        {onBack && (
          <button type="button" className="button button-outline" onClick={onBack}>
            {T.back}
          </button>
        )}
        <button type="submit" className="button button-primary button-large" disabled={sending}>
          {sending ? T.saving : T.next}
        </button>
      </div>
    </form>
  );
}

const AUTOCOMPLETE: Record<string, string> = {
  nombres: 'given-name',
  apellidoPaterno: 'family-name',
  email: 'email',
  telefono: 'tel',
  direccion: 'street-address',
  fechaNacimiento: 'bday',
};

function defaultsOf(fields: SaleFormField[]): StepValues {
  return Object.fromEntries(
    fields
      .filter((field) => field.defaultValue !== null && field.defaultValue !== undefined)
      .map((f) => [f.fldName, f.defaultValue]),
  );
}

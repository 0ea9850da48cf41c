import { typedEmployees, typedIncome } from '@domain/profile/domain/profile-values';
import { useEffect, useId, useState } from 'react';
import { apiGet } from '../../lib/api-client';
import { fieldOf, type ProfileFormProps } from './form-fields';

interface WorkSectorType {
  id: number;
  displayName: string;
  workSectors: { id: number; code: string; displayName: string }[];
}

/**
 * The collective form (kind 'colectivo'): how many employees the company insures; Peru's SCTR also asks
 * the monthly payroll, the type of work and the sector (issue 27), the sectors from /api/workSectorType;
 * Peru's other collectives ask the employees' health system (sistemaprevisional, the form's options).
 */
export function CollectiveForm({ form, values, onChange }: ProfileFormProps) {
  const id = useId();
  const set = (patch: Partial<typeof values>) => onChange({ ...values, ...patch });
  const field = form.profileFormFields[0]!;
  const payrollField = fieldOf(form, 'sctr.ingreso');
  const typeField = fieldOf(form, 'sctr.tipo_trabajo');
  const sectorField = fieldOf(form, 'sctr.sector');
  const systemField = fieldOf(form, 'sistemaprevisional');
  const sctr = values.sctr ?? { ingreso: '', tipoTrabajo: '', sector: '' };
  const setSctr = (patch: Partial<typeof sctr>) => set({ sctr: { ...sctr, ...patch } });
  const [types, setTypes] = useState<WorkSectorType[]>([]);
  useEffect(() => {
    if (!sectorField) return;
    let live = true;
    apiGet<{ data: WorkSectorType[] }>(`/api/workSectorType?country=${encodeURIComponent(form.country)}`)
      .then((body) => live && setTypes(body.data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [sectorField, form.country]);
  const sectors = types.find((type) => type.displayName === sctr.tipoTrabajo)?.workSectors ?? [];
  return (
    <div className="profile-form">
      <p>{form.intro}</p>
      <label htmlFor={`${id}-employees`}>{field.label}</label>
      <input
        id={`${id}-employees`}
        inputMode="numeric"
        data-testid="profile-employees"
        placeholder={field.placeholder ?? undefined}
        value={values.cantidadempleados}
        onChange={(event) => set({ cantidadempleados: typedEmployees(event.target.value) })}
      />
      {systemField && (
        <>
          <label htmlFor={`${id}-system`}>{systemField.label}</label>
          <select
            id={`${id}-system`}
            data-testid="profile-sistemaprevisional"
            value={values.sistemaprevisional || String(systemField.defaultValue ?? '')}
            onChange={(event) => set({ sistemaprevisional: event.target.value })}
          >
            {(systemField.allowedValues ?? []).map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        </>
      )}
      {payrollField && (
        <>
          <label htmlFor={`${id}-payroll`}>{payrollField.label}</label>
          <input
            id={`${id}-payroll`}
            inputMode="numeric"
            data-testid="profile-payroll"
            aria-describedby={`${id}-payroll-help`}
            placeholder={payrollField.placeholder ?? undefined}
            value={sctr.ingreso}
            onChange={(event) => setSctr({ ingreso: typedIncome(event.target.value) })}
          />
          <small id={`${id}-payroll-help`}>{payrollField.helper}</small>
        </>
      )}
      {typeField && (
        <>
          <label htmlFor={`${id}-worktype`}>{typeField.label}</label>
          <select
            id={`${id}-worktype`}
            data-testid="profile-worktype"
            value={sctr.tipoTrabajo}
            onChange={(event) => setSctr({ tipoTrabajo: event.target.value, sector: '' })}
          >
            <option value="">—</option>
            {types.map((type) => (
              <option key={type.id} value={type.displayName}>
                {type.displayName}
              </option>
            ))}
          </select>
        </>
      )}
      {sectorField && (
        <>
          <label htmlFor={`${id}-sector`}>{sectorField.label}</label>
          <select
            id={`${id}-sector`}
            data-testid="profile-sector"
            value={sctr.sector}
            onChange={(event) => setSctr({ sector: event.target.value })}
          >
            <option value="">—</option>
            {sectors.map((sector) => (
              <option key={sector.code} value={sector.code}>
                {sector.displayName}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}

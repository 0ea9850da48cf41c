/**
 * The business lines ({api}/business-line, spec 02 §7): who a request is for. `editable` marks the lines a
 * visitor may pick in a form; `leadType` the kind of lead a request of that line becomes (leads module:
 * 'plan' a product request, 'contacto' a contact).
 */
export interface BusinessLine {
  id: number;
  code: string;
  name: string;
  editable: boolean;
  leadType: 'plan' | 'contacto';
}

export const BUSINESS_LINES: readonly BusinessLine[] = [
  { id: 1, code: 'personas', name: 'Personas', editable: true, leadType: 'plan' },
  { id: 2, code: 'empresas', name: 'Empresas', editable: true, leadType: 'contacto' },
  { id: 3, code: 'pymes', name: 'Pymes', editable: true, leadType: 'contacto' },
  { id: 4, code: 'corredores', name: 'Corredores y asesores', editable: false, leadType: 'contacto' },
];

/** The lines, optionally only the editable ones and/or one lead type. */
export function businessLines(
  filter: { editable?: boolean; leadType?: BusinessLine['leadType'] } = {},
): BusinessLine[] {
  return BUSINESS_LINES.filter(
    (line) =>
      (filter.editable === undefined || line.editable === filter.editable) &&
      (filter.leadType === undefined || line.leadType === filter.leadType),
  ).map((line) => ({ ...line }));
}

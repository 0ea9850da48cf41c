import { PERIODICITIES, POLICY_STATUS_LABELS, POLICY_STATUSES } from '@domain/policies/domain/statuses';

export const policyStatusChoices = POLICY_STATUSES.map((id) => ({ id, name: POLICY_STATUS_LABELS[id] }));
export const periodicityChoices = PERIODICITIES.map((p) => ({ id: p.months, name: p.label }));
export const currencyChoices = ['UF', 'CLP', 'USD', 'PEN'].map((id) => ({ id, name: id }));
export const premiumBasisChoices = [
  { id: 'per-insured', name: 'Por asegurado' },
  { id: 'per-policy', name: 'Por póliza' },
];

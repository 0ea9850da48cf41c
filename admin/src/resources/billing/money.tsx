import { formatMoney } from '@domain/pricing/domain/money';
import { FunctionField } from 'react-admin';

export const clp = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '—' : formatMoney(amount, 'CLP');

/** An amount with its unit, as stored (UF with 4 decimals shown with 2 by the shared formatter). */
export function AmountField({
  label,
  source,
  unitSource,
}: {
  label?: string;
  source: string;
  unitSource: string;
  sortBy?: string;
}) {
  return (
    <FunctionField
      label={label}
      sortable={false}
      render={(record: Record<string, unknown>) =>
        record[source] === null || record[source] === undefined
          ? '—'
          : formatMoney(Number(record[source]), String(record[unitSource]))
      }
    />
  );
}

export function ClpField({ label, source, sortBy }: { label?: string; source: string; sortBy?: string }) {
  return (
    <FunctionField
      label={label}
      sortBy={sortBy}
      sortable={sortBy !== undefined}
      render={(record: Record<string, unknown>) => clp(record[source] as number | null)}
    />
  );
}

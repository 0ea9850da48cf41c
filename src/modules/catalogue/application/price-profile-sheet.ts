import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import type { CompareRequest } from '../domain/compare.js';
import {
  isEmptyRow,
  PROFILE_SHEET_MAX_ROWS,
  readHeader,
  readProfileRow,
  type ColumnIndex,
} from '../domain/profile-sheet.js';
import { CATALOGUE } from '../tokens.js';
import type { CompareProducts } from './compare-products.js';

/** A row of the uploaded sheet: its number in the sheet (1 = header) and its cells' plain values. */
export interface SheetRow {
  rowNumber: number;
  cells: unknown[];
}

export interface SheetProduct {
  productCode: string;
  name: string;
  organization: string;
  /** Monthly (or annual, see period) price in `currency`; null when the product has no price for the profile. */
  amount: number | null;
  currency: string;
  period: 'mensual' | 'anual';
  /** Ready-made text, e.g. '$23.490' or 'Consultar'. */
  text: string;
}

export type SheetRowResult =
  { row: number; ok: true; products: SheetProduct[] } | { row: number; ok: false; errors: string[] };

export interface PricedSheet {
  total: number;
  priced: number;
  failed: number;
  rows: SheetRowResult[];
}

/** The header and the data rows of a sheet, checked against its limits (a Spanish 400 otherwise). */
export function checkSheet(rows: readonly SheetRow[]): { index: ColumnIndex; data: SheetRow[] } {
  const [first, ...rest] = rows;
  if (!first) throw new AppError('BAD_REQUEST', 'La planilla está vacía: la primera fila debe tener los títulos.');
  const header = readHeader(first.cells);
  if ('error' in header) throw new AppError('BAD_REQUEST', header.error);
  const data = rest.filter((row) => !isEmptyRow(row.cells, header.index));
  if (data.length === 0) throw new AppError('BAD_REQUEST', 'La planilla no tiene perfiles bajo la fila de títulos.');
  if (data.length > PROFILE_SHEET_MAX_ROWS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `La planilla tiene ${data.length} perfiles; el máximo es ${PROFILE_SHEET_MAX_ROWS}.`,
    );
  }
  return { index: header.index, data };
}

/**
 * Prices each row's profile through the comparison (the same ranking and prices as the site's list, cheapest
 * first) and keeps the first `take` products; a row the rules refuse carries its Spanish errors instead.
 */
@injectable()
export class PriceProfileSheet {
  constructor(@inject(CATALOGUE.CompareProducts) private readonly compare: CompareProducts) {}

  async execute(
    sheet: { index: ColumnIndex; data: readonly SheetRow[] },
    base: CompareRequest,
    onProgress?: (done: number) => Promise<void> | void,
  ): Promise<PricedSheet> {
    const rows: SheetRowResult[] = [];
    for (const row of sheet.data) {
      const reading = readProfileRow(row.cells, sheet.index);
      if ('errors' in reading) {
        rows.push({ row: row.rowNumber, ok: false, errors: reading.errors });
      } else {
        const page = await this.compare.page({ ...base, profile: reading.profile, page: 1, order: 'lowerPrice' });
        rows.push({
          row: row.rowNumber,
          ok: true,
          products: page.cards.map(({ base: card, price }) => ({
            productCode: card.productCode,
            name: card.displayName,
            organization: card.organization.name,
            amount: price.amount,
            currency: price.currency,
            period: price.period,
            text: price.text,
          })),
        });
      }
      if (onProgress && rows.length % 100 === 0) await onProgress(rows.length);
    }
    const priced = rows.filter((row) => row.ok).length;
    return { total: rows.length, priced, failed: rows.length - priced, rows };
  }
}

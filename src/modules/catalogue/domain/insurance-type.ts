import type { PriceModelKind } from '../../pricing/domain/tariff.js';
import type { UpperTypeName } from './categories.js';

/** An insurance type with its upper type, as the catalogue reader answers it. */
export interface InsuranceTypeRow {
  id: number;
  name: string;
  displayName: string;
  urlSegment: string;
  description: string;
  tooltip: string;
  showcaseOnly: boolean;
  orderPosition: number;
  upperType: { id: number; name: UpperTypeName; displayName: string; priceModel: PriceModelKind };
}

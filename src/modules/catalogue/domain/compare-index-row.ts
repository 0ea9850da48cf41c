/** The compact row the in-memory comparison index keeps per active product. */
export interface IndexRow {
  id: number;
  typeId: number;
  organizationId: number;
  exclusive: boolean;
  isPromoted: boolean;
  requestCount: number;
  evaluationScore: number;
  recommendedScore: number;
  deductibleMinUf: number | null;
  countries: string[];
  featureIds: number[];
  prestadorIds: number[];
  sample: boolean;
}

/** A comparator's event (Cyber Day): its window and its artwork. */
export interface EventRow {
  id: number;
  name: string;
  title: string;
  logo: string | null;
  image: string | null;
  videoUrl: string | null;
  start: string;
  finish: string;
  show: boolean;
}

/** A comparator (or showcase) with its event, features and showcases, as the catalogue reader answers it. */
export interface ComparatorRow {
  id: number;
  name: string;
  baseUrl: string;
  title: string;
  description: string;
  productType: string | null;
  upperTypes: string[];
  insuranceTypes: string[];
  organizationTypes: string[];
  featuresFilter: boolean;
  isShowcase: boolean;
  event: EventRow | null;
  featureIds: number[];
  showcases: { id: number; name: string; title: string; productIds: number[] }[];
}

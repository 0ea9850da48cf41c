import type { ClinicNear } from '@domain/catalogue/domain/plan-views';
import { apiGet } from '../../../lib/api-client';

/** A clinic of the plan network as the server answers it (catalogue domain, plan-views.ts). */
export type Clinic = ClinicNear;

/** GET /api/buscarplanes/prestadores: the clinics, nearest first when a location is given. */
export async function fetchClinics(location: { lat: number; lng: number } | null = null) {
  const query = location ? `?lat=${location.lat}&lng=${location.lng}` : '';
  return (await apiGet<{ data: Clinic[] }>(`/api/buscarplanes/prestadores${query}`)).data;
}

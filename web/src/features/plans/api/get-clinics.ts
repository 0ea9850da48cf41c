import { apiGet } from '../../../lib/api-client';

export interface Clinic {
  id: number;
  name: string;
  url: string;
  city: string | null;
  region: string | null;
  address: string | null;
  lat: number;
  lng: number;
  plans: number;
  distanceKm: number | null;
}

/** GET /api/buscarplanes/prestadores: the clinics, nearest first when a location is given. */
export async function fetchClinics(location: { lat: number; lng: number } | null = null) {
  const query = location ? `?lat=${location.lat}&lng=${location.lng}` : '';
  return (await apiGet<{ data: Clinic[] }>(`/api/buscarplanes/prestadores${query}`)).data;
}

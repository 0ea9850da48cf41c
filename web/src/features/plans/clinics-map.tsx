import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { fetchClinics, type Clinic } from './api/get-clinics';
import { PLAN_TEXTS as T } from './texts';

/**
 * "¿Dónde me puedo atender?" (issue 13): clinics near a point, nearest first (order `distance`), on an SVG
 * map drawn here from coordinates — no third-party tiles, so it works offline and in tests — with a list
 * that is the keyboard-accessible way to do everything the map does.
 */

type Bounds = { minLat: number; maxLat: number; minLng: number; maxLng: number };
const VIEWS: Record<'chile' | 'santiago', { label: string; bounds: Bounds }> = {
  chile: { label: 'Chile', bounds: { minLat: -56, maxLat: -17, minLng: -76, maxLng: -66 } },
  santiago: { label: 'Santiago', bounds: { minLat: -33.66, maxLat: -33.3, minLng: -70.82, maxLng: -70.45 } },
};

/** Reference points a visitor can choose with the keyboard (the map click does the same). */
export const PLACES: { name: string; lat: number; lng: number }[] = [
  { name: 'Santiago Centro', lat: -33.4372, lng: -70.6506 },
  { name: 'Providencia', lat: -33.4314, lng: -70.6093 },
  { name: 'Las Condes', lat: -33.4089, lng: -70.5671 },
  { name: 'Maipú', lat: -33.511, lng: -70.758 },
  { name: 'Puente Alto', lat: -33.6117, lng: -70.5758 },
  { name: 'Viña del Mar', lat: -33.0245, lng: -71.5518 },
  { name: 'La Serena', lat: -29.9027, lng: -71.2519 },
  { name: 'Concepción', lat: -36.827, lng: -73.0503 },
  { name: 'Punta Arenas', lat: -53.1638, lng: -70.9171 },
];

/** A simplified outline of continental Chile (lng, lat), for orientation only. */
const CHILE_OUTLINE: [number, number][] = [
  [-70.3, -18.3],
  [-70.2, -20.5],
  [-70.4, -23.6],
  [-70.9, -27.1],
  [-71.3, -30.0],
  [-71.6, -33.0],
  [-72.0, -35.0],
  [-73.1, -36.8],
  [-73.6, -39.8],
  [-73.9, -41.5],
  [-74.6, -44.0],
  [-75.5, -47.5],
  [-75.3, -50.5],
  [-74.5, -52.5],
  [-72.0, -54.5],
  [-68.6, -55.6],
  [-68.6, -52.3],
  [-71.9, -51.9],
  [-72.3, -48.0],
  [-71.7, -45.5],
  [-71.8, -43.5],
  [-71.6, -40.0],
  [-70.9, -37.5],
  [-70.0, -33.5],
  [-70.0, -30.0],
  [-69.0, -27.5],
  [-68.3, -24.5],
  [-67.2, -22.6],
  [-68.5, -20.0],
  [-69.5, -17.5],
];

const HEIGHT = 420;

/** Equirectangular projection with the latitude's cosine, so distances look right. */
export function projection(bounds: Bounds) {
  const midLat = ((bounds.minLat + bounds.maxLat) / 2) * (Math.PI / 180);
  const width = Math.round(
    (HEIGHT * ((bounds.maxLng - bounds.minLng) * Math.cos(midLat))) / (bounds.maxLat - bounds.minLat),
  );
  return {
    width,
    height: HEIGHT,
    toXY: (lat: number, lng: number) => ({
      x: ((lng - bounds.minLng) / (bounds.maxLng - bounds.minLng)) * width,
      y: ((bounds.maxLat - lat) / (bounds.maxLat - bounds.minLat)) * HEIGHT,
    }),
    toLatLng: (x: number, y: number) => ({
      lat: Math.round((bounds.maxLat - (y / HEIGHT) * (bounds.maxLat - bounds.minLat)) * 1e4) / 1e4,
      lng: Math.round((bounds.minLng + (x / width) * (bounds.maxLng - bounds.minLng)) * 1e4) / 1e4,
    }),
  };
}

export function ClinicsMap({
  clinics,
  chosen,
  onToggleClinic,
}: {
  clinics: Clinic[];
  chosen: readonly string[];
  onToggleClinic(url: string): void;
}) {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'chile' | 'santiago'>('santiago');
  const [point, setPoint] = useState<{ lat: number; lng: number; name: string } | null>(null);
  const [near, setNear] = useState<Clinic[] | null>(null);
  const map = useMemo(() => projection(VIEWS[view].bounds), [view]);

  useEffect(() => {
    if (!point) return;
    let live = true;
    fetchClinics(point)
      .then((list) => live && setNear(list))
      .catch(() => live && setNear(null));
    return () => {
      live = false;
    };
  }, [point]);

  const shown = near ?? clinics;
  const onMapClick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * map.width;
    const y = ((event.clientY - box.top) / box.height) * map.height;
    setPoint({ ...map.toLatLng(x, y), name: 'el punto marcado en el mapa' });
  };
  const outline = CHILE_OUTLINE.map(([lng, lat]) => {
    const { x, y } = map.toXY(lat, lng);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  }).join(' ');

  return (
    <details
      className="where-care"
      data-testid="where-care"
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
    >
      <summary>{T.whereTitle}</summary>
      <p className="muted">{T.whereIntro}</p>
      {/* Drawn only once opened: the closed section costs nothing on the first paint. */}
      {open && (
        <div className="where-care-body">
          <div>
            <div role="group" aria-label="Zona del mapa" className="where-views">
              {(['santiago', 'chile'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  className="button button-outline button-small"
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                >
                  {VIEWS[v].label}
                </button>
              ))}
            </div>
            {/* The map repeats the list below; keyboard and screen-reader users use the list. */}
            <svg
              className="clinics-map"
              viewBox={`0 0 ${map.width} ${map.height}`}
              width={map.width}
              height={map.height}
              role="img"
              aria-label={`Mapa de clínicas (${VIEWS[view].label}); la lista de clínicas tiene la misma información`}
              onClick={onMapClick}
              data-testid="clinics-map"
            >
              <rect x="0" y="0" width={map.width} height={map.height} className="map-sea" />
              <polygon points={outline} className="map-land" />
              {clinics.map((clinic) => {
                const { x, y } = map.toXY(clinic.lat, clinic.lng);
                if (x < 0 || y < 0 || x > map.width || y > map.height) return null;
                const selected = chosen.includes(clinic.url);
                return (
                  <circle
                    key={clinic.id}
                    cx={x}
                    cy={y}
                    r={selected ? 7 : 5}
                    className={selected ? 'map-clinic is-chosen' : 'map-clinic'}
                    data-clinic={clinic.url}
                  >
                    <title>{clinic.name}</title>
                  </circle>
                );
              })}
              {point &&
                (() => {
                  const { x, y } = map.toXY(point.lat, point.lng);
                  return (
                    <path d={`M${x - 6},${y} L${x + 6},${y} M${x},${y - 6} L${x},${y + 6}`} className="map-point" />
                  );
                })()}
            </svg>
          </div>
          <div className="where-list">
            <label className="field">
              Buscar clínicas cerca de
              <select
                value={point && PLACES.some((p) => p.name === point.name) ? point.name : ''}
                onChange={(e) => {
                  const place = PLACES.find((p) => p.name === e.target.value);
                  setPoint(place ?? null);
                  if (!place) setNear(null);
                }}
                data-testid="near-place"
              >
                <option value="">Elige un lugar…</option>
                {PLACES.map((p) => (
                  <option key={p.name} value={p.name}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
            <p aria-live="polite" className="muted">
              {point && near ? `Clínicas ordenadas por distancia desde ${point.name}.` : ''}
            </p>
            <ol className="clinic-list" data-testid="clinic-list">
              {shown.map((clinic) => (
                <li key={clinic.id}>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={chosen.includes(clinic.url)}
                      onChange={() => onToggleClinic(clinic.url)}
                    />{' '}
                    <strong>{clinic.name}</strong>
                    {clinic.distanceKm !== null && <span data-testid="clinic-distance"> · {clinic.distanceKm} km</span>}
                    <small className="muted">
                      {' '}
                      · {clinic.city ?? clinic.region ?? ''} · {clinic.plans} planes la cubren
                    </small>
                  </label>
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </details>
  );
}

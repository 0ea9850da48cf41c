import type { LeadDetail, LeadSummary } from '../../application/ports.js';

/** A row of `leads` joined with its advisor, as the queries below select it. */
export interface LeadRow {
  id: string;
  kind: LeadSummary['kind'];
  status: number;
  sub_status: number | null;
  origin: string;
  country_code: LeadSummary['countryCode'];
  nombre: string;
  rut: string | null;
  rut_pareja: string | null;
  email: string;
  telefono: string | null;
  fecha_nacimiento: string | null;
  contact_channel: LeadSummary['contactChannel'];
  contact_time: LeadSummary['contactTime'];
  product_id: string | null;
  product_code: string | null;
  product_name: string | null;
  product_type: string | null;
  business_line: string | null;
  is_internal_traffic: boolean;
  advisor_id: number | null;
  advisor_name: string | null;
  advisor_email: string | null;
  executive_id: number | null;
  executive_name: string | null;
  executive_email: string | null;
  update_token: string;
  created_at: Date;
  updated_at: Date;
  profile?: Record<string, unknown> | null;
  referrer?: Record<string, unknown> | null;
  extra?: Record<string, unknown>;
}

export const LEAD_COLUMNS = `l.id, l.kind, l.status, l.sub_status, l.origin, l.country_code, l.nombre, l.rut, l.rut_pareja, l.email,
  l.telefono, to_char(l.fecha_nacimiento, 'YYYY-MM-DD') AS fecha_nacimiento, l.contact_channel, l.contact_time,
  l.product_id, l.product_code, l.product_name, l.product_type, l.business_line, l.is_internal_traffic,
  l.advisor_id, a.name AS advisor_name, a.email AS advisor_email, l.executive_id, l.executive_name,
  l.executive_email, l.update_token, l.created_at, l.updated_at`;

export const LEAD_FROM = 'leads l LEFT JOIN lead_advisors a ON a.id = l.advisor_id';

export function toSummary(row: LeadRow): LeadSummary {
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    subStatus: row.sub_status,
    origin: row.origin,
    countryCode: row.country_code,
    nombre: row.nombre,
    rut: row.rut,
    rutPareja: row.rut_pareja,
    email: row.email,
    telefono: row.telefono,
    fechaNacimiento: row.fecha_nacimiento,
    contactChannel: row.contact_channel,
    contactTime: row.contact_time,
    product: { id: row.product_id, code: row.product_code, name: row.product_name, type: row.product_type },
    businessLine: row.business_line,
    isInternalTraffic: row.is_internal_traffic,
    advisor:
      row.advisor_id != null
        ? { id: row.advisor_id, name: row.advisor_name ?? '', email: row.advisor_email ?? '' }
        : null,
    executive:
      row.executive_id != null
        ? { id: row.executive_id, name: row.executive_name ?? '', email: row.executive_email ?? '' }
        : null,
    updateToken: row.update_token,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toDetail(
  row: LeadRow,
  attribution: LeadDetail['attribution'],
  emails: LeadDetail['emails'],
  history: LeadDetail['history'],
): LeadDetail {
  return {
    ...toSummary(row),
    profile: row.profile ?? null,
    referrer: row.referrer ?? null,
    extra: row.extra ?? {},
    attribution,
    emails,
    history,
  };
}

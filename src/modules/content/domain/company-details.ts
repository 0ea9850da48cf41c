/**
 * The company's own details (contact channels, portals, the bank account for transfers, the legal name):
 * data edited in the back-office, never written in the code. Unset fields are null and the site shows
 * nothing in their place; the development sample data fills them with values labelled as examples.
 */
export interface CompanyDetails {
  legalName: string | null;
  rut: string | null;
  phone: string | null;
  whatsapp: string | null;
  contactEmail: string | null;
  paymentsEmail: string | null;
  personasPortalUrl: string | null;
  empresasPortalUrl: string | null;
  bankName: string | null;
  bankAccountType: string | null;
  bankAccountNumber: string | null;
  bankAccountHolder: string | null;
  bankAccountRut: string | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
}

export const COMPANY_DETAIL_FIELDS = [
  'legalName',
  'rut',
  'phone',
  'whatsapp',
  'contactEmail',
  'paymentsEmail',
  'personasPortalUrl',
  'empresasPortalUrl',
  'bankName',
  'bankAccountType',
  'bankAccountNumber',
  'bankAccountHolder',
  'bankAccountRut',
  'instagramUrl',
  'linkedinUrl',
] as const satisfies ReadonlyArray<keyof CompanyDetails>;

/** What a live site needs before it can be trusted by customers (the dashboard lists the missing ones). */
export const REQUIRED_COMPANY_DETAILS = [
  'legalName',
  'rut',
  'phone',
  'contactEmail',
  'paymentsEmail',
  'bankName',
  'bankAccountType',
  'bankAccountNumber',
  'bankAccountHolder',
  'bankAccountRut',
] as const satisfies ReadonlyArray<keyof CompanyDetails>;

export const COMPANY_DETAIL_LABELS: Record<keyof CompanyDetails, string> = {
  legalName: 'Razón social',
  rut: 'RUT de la empresa',
  phone: 'Teléfono de contacto',
  whatsapp: 'WhatsApp',
  contactEmail: 'Correo de contacto',
  paymentsEmail: 'Correo de pagos',
  personasPortalUrl: 'Dirección del Portal Personas',
  empresasPortalUrl: 'Dirección del Portal Empresas',
  bankName: 'Banco',
  bankAccountType: 'Tipo de cuenta',
  bankAccountNumber: 'Número de cuenta',
  bankAccountHolder: 'Titular de la cuenta',
  bankAccountRut: 'RUT del titular',
  instagramUrl: 'Instagram',
  linkedinUrl: 'LinkedIn',
};

export const EMPTY_COMPANY_DETAILS: CompanyDetails = Object.fromEntries(
  COMPANY_DETAIL_FIELDS.map((field) => [field, null]),
) as unknown as CompanyDetails;

/** The required details still unset, by their Spanish names. */
export function missingCompanyDetails(details: CompanyDetails): string[] {
  return REQUIRED_COMPANY_DETAILS.filter((field) => !details[field]).map((field) => COMPANY_DETAIL_LABELS[field]);
}

/** The /contacto page's channels (spec 03 §3): groups contacto and red_social, each with items. */
export interface ContactItem {
  name: 'whatsapp' | 'phone' | 'email' | string;
  info: string;
  link: string;
}

export interface ContactGroup {
  group: 'contacto' | 'red_social';
  items: ContactItem[];
}

const digits = (text: string) => text.replace(/[^\d]/g, '');

/** The contact page's groups from the details that are set; a group with nothing set is left out. */
export function contactGroupsOf(details: CompanyDetails): ContactGroup[] {
  const contact: ContactItem[] = [];
  if (details.whatsapp)
    contact.push({ name: 'whatsapp', info: details.whatsapp, link: `https://wa.me/${digits(details.whatsapp)}` });
  if (details.phone) contact.push({ name: 'phone', info: details.phone, link: `tel:+${digits(details.phone)}` });
  if (details.contactEmail)
    contact.push({ name: 'email', info: details.contactEmail, link: `mailto:${details.contactEmail}` });
  const social: ContactItem[] = [];
  if (details.instagramUrl) social.push({ name: 'instagram', info: 'Instagram', link: details.instagramUrl });
  if (details.linkedinUrl) social.push({ name: 'linkedin', info: 'LinkedIn', link: details.linkedinUrl });
  return [
    ...(contact.length > 0 ? [{ group: 'contacto' as const, items: contact }] : []),
    ...(social.length > 0 ? [{ group: 'red_social' as const, items: social }] : []),
  ];
}

/** What the public site may show: contact channels, portals and the legal name (never the bank account). */
export interface PublicCompanyDetails {
  legalName: string | null;
  contactEmail: string | null;
  personasPortalUrl: string | null;
  empresasPortalUrl: string | null;
  contact: ContactGroup[];
}

export function publicCompanyDetails(details: CompanyDetails): PublicCompanyDetails {
  return {
    legalName: details.legalName,
    contactEmail: details.contactEmail,
    personasPortalUrl: details.personasPortalUrl,
    empresasPortalUrl: details.empresasPortalUrl,
    contact: contactGroupsOf(details),
  };
}

/** The bank account a transfer is paid into, or null while any part of it is unset (no transfer offered). */
export interface TransferAccount {
  banco: string;
  tipoCuenta: string;
  numeroCuenta: string;
  titular: string;
  rut: string;
  email: string;
}

export function transferAccountOf(details: CompanyDetails): TransferAccount | null {
  const { bankName, bankAccountType, bankAccountNumber, bankAccountHolder, bankAccountRut, paymentsEmail } = details;
  if (!bankName || !bankAccountType || !bankAccountNumber || !bankAccountHolder || !bankAccountRut || !paymentsEmail) {
    return null;
  }
  return {
    banco: bankName,
    tipoCuenta: bankAccountType,
    numeroCuenta: bankAccountNumber,
    titular: bankAccountHolder,
    rut: bankAccountRut,
    email: paymentsEmail,
  };
}

/** The development sample data: every value says it is an example, so none can pass for the company's. */
export const SAMPLE_COMPANY_DETAILS: CompanyDetails = {
  legalName: 'Comparador de Seguros SpA (datos de ejemplo)',
  rut: '76.000.000-0',
  phone: '+56 2 2555 0100 (ejemplo)',
  whatsapp: '+56 9 5555 0101 (ejemplo)',
  contactEmail: 'contacto@ejemplo.comparador.local',
  paymentsEmail: 'pagos@ejemplo.comparador.local',
  personasPortalUrl: '/portal-personas',
  empresasPortalUrl: '/admin/',
  bankName: 'Banco de ejemplo',
  bankAccountType: 'Cuenta corriente',
  bankAccountNumber: '00-000-00000-00 (ejemplo)',
  bankAccountHolder: 'Comparador de Seguros SpA (datos de ejemplo)',
  bankAccountRut: '76.000.000-0',
  instagramUrl: null,
  linkedinUrl: null,
};

/** The sample's bank account: what a transfer shows outside production while staff have set none. */
export const SAMPLE_TRANSFER_ACCOUNT: TransferAccount = transferAccountOf(SAMPLE_COMPANY_DETAILS)!;

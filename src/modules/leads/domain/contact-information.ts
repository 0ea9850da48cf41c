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

export const CONTACT_INFORMATION: readonly ContactGroup[] = [
  {
    group: 'contacto',
    items: [
      { name: 'whatsapp', info: '+56 9 5555 0101', link: 'https://wa.me/56955550101' },
      { name: 'phone', info: '+56 2 2555 0100', link: 'tel:+56225550100' },
      { name: 'email', info: 'contacto@comparador.local', link: 'mailto:contacto@comparador.local' },
    ],
  },
  {
    group: 'red_social',
    items: [
      { name: 'instagram', info: '@comparadorseguros', link: 'https://www.instagram.com/' },
      { name: 'linkedin', info: 'Comparador de Seguros', link: 'https://www.linkedin.com/' },
    ],
  },
];

/** The "Compartir" button's texts (spec 02 §7, shared links). */
export const SHARE_TEXTS = {
  share: 'Compartir búsqueda',
  sharing: 'Creando enlace…',
  shareCopied: 'Se copió el enlace del plan:',
  shareReady: 'Enlace para compartir:',
  shareError: 'No pudimos crear el enlace. Intenta nuevamente.',
} as const;

/**
 * The 'mínimas' and 'máximas' labels of spec 03 §9, where a coverage shows two values. The spec gives the
 * words, not the place: a coverage table that shows a range ('60% - 80%') says under it that the two values
 * are the minimum and maximum coverages, and each range cell carries the same words for screen readers.
 */
export const RANGE_WORDS = { min: 'mínimas', max: 'máximas' } as const;

/** 'Coberturas mínimas y máximas: …' under a table with at least one range. */
export const RANGE_NOTE = `Cuando se muestran dos valores, son las coberturas ${RANGE_WORDS.min} y ${RANGE_WORDS.max} según el prestador.`;

/** The accessible text of one range cell: '60% mínimas, 80% máximas'. */
export function rangeLabel(minText: string, maxText: string): string {
  return `${minText} ${RANGE_WORDS.min}, ${maxText} ${RANGE_WORDS.max}`;
}

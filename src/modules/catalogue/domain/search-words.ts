/**
 * The words of a search box query: lower-case, accents removed, punctuation dropped, at most 6 words of
 * 2..40 characters ('Clínica  Dávila!' -> ['clinica', 'davila']). The database compares with the same folding.
 */
export function searchWords(query: string): string[] {
  return foldText(query.slice(0, 200))
    .split(/[^a-z0-9ñ]+/)
    .filter((word) => word.length >= 2)
    .map((word) => word.slice(0, 40))
    .filter((word, index, all) => all.indexOf(word) === index)
    .slice(0, 6);
}

/** Lower case without accents (ñ kept as n, like the database's translate()). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

import { foldText } from './search-words.js';

/**
 * The name of an isapre plan: isapre, line, network (a clinic or "Libre Elección") and variant, with the
 * isapre named once. A line called like its isapre (Esencial's line "Esencial") would otherwise read
 * "Esencial Esencial MEDS 8" (issue 24).
 */
export function isaprePlanName(parts: {
  isapre: string;
  line: string;
  network: string;
  variant: number | string;
}): string {
  const isapre = parts.isapre.trim();
  const startsWithIsapre = (text: string) => {
    const folded = foldText(text.trim());
    const name = foldText(isapre);
    return folded === name || folded.startsWith(`${name} `);
  };
  const rest = [parts.line, parts.network, String(parts.variant)].map((part) => part.trim()).filter(Boolean);
  const words = isapre && !startsWithIsapre(rest[0] ?? '') ? [isapre, ...rest] : rest;
  return words.join(' ');
}

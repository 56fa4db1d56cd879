/**
 * Extracted text length in thousands of characters (spec section 3): one decimal below 10K so a
 * short document does not read as "0K", whole thousands above.
 */
export function formatCharacters(chars: number): string {
  const thousands = Math.max(0, chars) / 1000;
  const shown = thousands < 10 ? thousands.toFixed(1).replace(/\.0$/, "") : String(Math.round(thousands));
  return `${shown}K characters`;
}

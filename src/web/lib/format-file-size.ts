const UNITS = ["KB", "MB", "GB"] as const;

/**
 * File size display (spec section 9): Bytes, KB, MB or GB with 2 decimals, in steps of 1024.
 * Whole bytes need no decimals; anything past GB stays in GB.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes) || 0)} Bytes`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = "KB";
  for (const next of UNITS) {
    value /= 1024;
    unit = next;
    if (value < 1024) break;
  }
  return `${value.toFixed(2)} ${unit}`;
}

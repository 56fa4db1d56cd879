import { z } from "zod";

/** A live figure, rounded down to a friendly floor ("50K+"); absent while below its minimum. */
export const statFigureSchema = z.object({
  /** The floored number the label shows, e.g. 50000 for "50K+". */
  value: z.number().int().nonnegative(),
  label: z.string(),
});
export type StatFigure = z.infer<typeof statFigureSchema>;

export const statsResponseSchema = z.object({
  messagesSent: statFigureSchema.nullable(),
  conversations: statFigureSchema.nullable(),
  members: statFigureSchema.nullable(),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

/** Below these counts a figure is not shown at all: small numbers read as a weakness, not a claim. */
export const STAT_MINIMUMS = { messagesSent: 1000, conversations: 100, members: 100 } as const;

const trim = (n: number) => String(n).replace(/\.0$/, "");

/**
 * Rounds a count down to a figure people read at a glance: 100-999 to the hundred ("300+"),
 * thousands to the thousand ("12K+"), millions to a tenth of a million ("1.2M+").
 * Returns null below `minimum`. Never rounds up, so the label never overstates.
 */
export function friendlyFloor(count: number, minimum: number): StatFigure | null {
  if (!Number.isFinite(count) || count < Math.max(minimum, 1)) return null;
  if (count >= 1_000_000) {
    const tenths = Math.floor(count / 100_000);
    return { value: tenths * 100_000, label: `${trim(tenths / 10)}M+` };
  }
  if (count >= 1000) {
    const thousands = Math.floor(count / 1000);
    return { value: thousands * 1000, label: `${thousands}K+` };
  }
  if (count >= 100) {
    const hundreds = Math.floor(count / 100) * 100;
    return { value: hundreds, label: `${hundreds}+` };
  }
  const value = Math.floor(count);
  return { value, label: `${value}+` };
}

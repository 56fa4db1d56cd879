import { expect, test } from "vitest";
import { friendlyFloor } from "./stats";

test.each([
  [100, { value: 100, label: "100+" }],
  [999, { value: 900, label: "900+" }],
  [1000, { value: 1000, label: "1K+" }],
  [1999, { value: 1000, label: "1K+" }],
  [50_321, { value: 50_000, label: "50K+" }],
  [999_999, { value: 999_000, label: "999K+" }],
  [1_000_000, { value: 1_000_000, label: "1M+" }],
  [1_290_000, { value: 1_200_000, label: "1.2M+" }],
  [23_456_789, { value: 23_400_000, label: "23.4M+" }],
])("%i reads as %o, never more than the count", (count, expected) => {
  const figure = friendlyFloor(count, 100);
  expect(figure).toEqual(expected);
  expect(figure!.value).toBeLessThanOrEqual(count);
});

test("a count below its minimum is hidden", () => {
  expect(friendlyFloor(99, 100)).toBeNull();
  expect(friendlyFloor(999, 1000)).toBeNull();
  expect(friendlyFloor(0, 0)).toBeNull();
  expect(friendlyFloor(Number.NaN, 10)).toBeNull();
});

test("small minimums still floor", () => {
  expect(friendlyFloor(42, 10)).toEqual({ value: 42, label: "42+" });
});

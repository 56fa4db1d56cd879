import { expect, test } from "vitest";
import { conversationDate } from "./dates";

// Local times, so the calendar-day rule is tested in whatever zone the runner uses.
const now = new Date(2025, 2, 20, 9, 30);
const at = (month: number, day: number, hour = 12) => new Date(2025, month, day, hour);

test("the same calendar day is 'Today', even a minute after midnight", () => {
  expect(conversationDate(at(2, 20, 0), now)).toBe("Today");
  expect(conversationDate(new Date(2025, 2, 20, 0, 1), now)).toBe("Today");
});

test("the day before is 'Yesterday', even when less than 24 hours ago", () => {
  expect(conversationDate(new Date(2025, 2, 19, 23, 59), now)).toBe("Yesterday");
  expect(conversationDate(at(2, 19, 1), now)).toBe("Yesterday");
});

test("2 to 7 days back are 'N days ago'", () => {
  expect(conversationDate(at(2, 18), now)).toBe("2 days ago");
  expect(conversationDate(at(2, 13, 0), now)).toBe("7 days ago");
});

test("older dates show the date itself", () => {
  expect(conversationDate(at(2, 12), now)).toBe("Mar 12, 2025");
  expect(conversationDate(new Date(2024, 11, 31), now)).toBe("Dec 31, 2024");
});

test("ISO strings are accepted; future dates count as today; garbage gives nothing", () => {
  expect(conversationDate(at(2, 18).toISOString(), now)).toBe("2 days ago");
  expect(conversationDate(at(2, 21), now)).toBe("Today");
  expect(conversationDate("not a date", now)).toBe("");
});

test("a daylight-saving change does not shift the count", () => {
  const afterChange = new Date(2025, 3, 2, 9);
  expect(conversationDate(new Date(2025, 2, 26, 9), afterChange)).toBe("7 days ago");
  expect(conversationDate(new Date(2025, 2, 25, 9), afterChange)).toBe("Mar 25, 2025");
});

import { expect, test } from "vitest";
import { isCommonPassword } from "./common-passwords";

test.each(["password123", "123456789", "qwertyuiop", "iloveyou"])("%s is common", (password) => {
  expect(isCommonPassword(password)).toBe(true);
});

test("the check ignores case", () => {
  expect(isCommonPassword("PassWord123")).toBe(true);
});

test.each(["Violet-Harbour-Lantern-42", "x7Q-x7Q-x7Q-", "correct horse battery staple 9"])(
  "%s is not common",
  (password) => {
    expect(isCommonPassword(password)).toBe(false);
  },
);

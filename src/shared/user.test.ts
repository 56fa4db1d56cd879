import { expect, test } from "vitest";
import { displayName, initials, isPremium, planLabel } from "./user";

test("displayName joins first and last name with a space", () => {
  expect(displayName({ firstName: "A", lastName: "B" })).toBe("A B");
});

test("displayName trims the whitespace around the name", () => {
  expect(displayName({ firstName: "  Ada ", lastName: "" })).toBe("Ada");
  expect(displayName({ firstName: null, lastName: " Lovelace  " })).toBe("Lovelace");
});

test("displayName is 'User' when both names are empty, blank or missing", () => {
  expect(displayName({ firstName: "", lastName: "" })).toBe("User");
  expect(displayName({ firstName: "   ", lastName: " " })).toBe("User");
  expect(displayName({ firstName: null, lastName: null })).toBe("User");
  expect(displayName({})).toBe("User");
});

test("planLabel is 'Premium Member' for premium only", () => {
  expect(planLabel("premium")).toBe("Premium Member");
});

test("planLabel is 'Free Plan' for free, anything else, and no status", () => {
  expect(planLabel("free")).toBe("Free Plan");
  expect(planLabel("Premium")).toBe("Free Plan");
  expect(planLabel("cancelled")).toBe("Free Plan");
  expect(planLabel(null)).toBe("Free Plan");
  expect(planLabel(undefined)).toBe("Free Plan");
});

test("isPremium is true only for exactly 'premium'", () => {
  expect(isPremium("premium")).toBe(true);
  expect(isPremium("free")).toBe(false);
  expect(isPremium(null)).toBe(false);
});

test("initials takes the first letter of each name, upper-cased", () => {
  expect(initials({ firstName: "ada", lastName: "lovelace" })).toBe("AL");
  expect(initials({ firstName: " grace ", lastName: null })).toBe("G");
  expect(initials({ firstName: "", lastName: "hopper" })).toBe("H");
});

test("initials is 'U' when there is no name", () => {
  expect(initials({ firstName: null, lastName: null })).toBe("U");
  expect(initials({ firstName: "  ", lastName: "" })).toBe("U");
});

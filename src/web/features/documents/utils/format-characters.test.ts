import { expect, test } from "vitest";
import { formatCharacters } from "./format-characters";

test("thousands of characters, one decimal below 10K", () => {
  expect(formatCharacters(712_345)).toBe("712K characters");
  expect(formatCharacters(10_000)).toBe("10K characters");
  expect(formatCharacters(9_949)).toBe("9.9K characters");
  expect(formatCharacters(700)).toBe("0.7K characters");
  expect(formatCharacters(2_000)).toBe("2K characters");
  expect(formatCharacters(0)).toBe("0K characters");
});

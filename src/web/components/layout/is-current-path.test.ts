import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./is-current-path";

describe("isCurrentPath", () => {
  it("marks an item on its own path and on the paths below it", () => {
    expect(isCurrentPath("/practice", "/practice")).toBe(true);
    expect(isCurrentPath("/practice", "/practice/0b6f5b0e-3c1a-4d7e-9a53-4a1d2e6f7b80")).toBe(true);
  });

  it("does not mark an item on a path that only starts with the same letters", () => {
    expect(isCurrentPath("/practice", "/practices")).toBe(false);
    expect(isCurrentPath("/library", "/")).toBe(false);
  });

  it("marks Chat ('/') on '/' only", () => {
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/", "/practice")).toBe(false);
    expect(isCurrentPath("/", "/library")).toBe(false);
  });
});

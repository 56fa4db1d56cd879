import { describe, expect, it } from "vitest";
import { TITLE_MAX } from "../../../shared/api/chat";
import { cleanTitle } from "./model-titles";

describe("cleanTitle", () => {
  it.each([
    ["Opening lines at a coffee shop", "Opening lines at a coffee shop"],
    ['"Opening lines at a coffee shop"', "Opening lines at a coffee shop"],
    ["“First date nerves”.", "First date nerves"],
    ["Title: Texting after a first date", "Texting after a first date"],
    ["## **Moving from app to meeting**", "Moving from app to meeting"],
    ["  Second date ideas  \nThis conversation is about planning.", "Second date ideas"],
    ["Asking her   out\tagain", "Asking her out again"],
  ])("%j -> %j", (answer, title) => {
    expect(cleanTitle(answer)).toBe(title);
  });

  it("keeps a long answer within a title's length", () => {
    const title = cleanTitle("word ".repeat(40))!;
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title.endsWith("…")).toBe(true);
  });

  it.each(["", "   ", '""', "**", "Title:"])("%j leaves no title", (answer) => {
    expect(cleanTitle(answer)).toBeNull();
  });
});

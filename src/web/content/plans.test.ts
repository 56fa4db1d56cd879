import { describe, expect, it } from "vitest";
import { ENTITLEMENTS } from "../../shared/plans";
import { FREE_FEATURES, PREMIUM_FEATURES } from "./plans";

describe("plan features", () => {
  it("Premium lists ten distinct points, as the pricing card promises", () => {
    expect(PREMIUM_FEATURES).toHaveLength(10);
    expect(new Set(PREMIUM_FEATURES).size).toBe(10);
  });

  it("words the limits from the plan table", () => {
    expect(FREE_FEATURES).toContain(`${ENTITLEMENTS.free.messagesPerDay} coaching messages a day`);
    expect(FREE_FEATURES).toContain(`${ENTITLEMENTS.free.practiceSessionsPerDay} practice scenario a day`);
    expect(PREMIUM_FEATURES).toContain(
      `Upload up to ${ENTITLEMENTS.premium.maxBooks} PDF books to personalise the coach`,
    );
    expect(PREMIUM_FEATURES).toContain("Unlimited coaching conversations");
  });
});

export type SubscriptionStatus = "premium" | "free";

/** Anything other than 'premium' is treated as free. */
export function isPremium(status: string | null | undefined): boolean {
  return status === "premium";
}

/** First name plus last name, trimmed, or 'User' when both are empty. */
export function displayName(user: { firstName?: string | null; lastName?: string | null }): string {
  const name = `${user.firstName ?? ""} ${user.lastName ?? ""}`.trim();
  return name === "" ? "User" : name;
}

/** Up to two initials for the avatar fallback. */
export function initials(user: { firstName?: string | null; lastName?: string | null }): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("")
    .toUpperCase();
  return letters === "" ? "U" : letters;
}

export function planLabel(status: string | null | undefined): "Premium Member" | "Free Plan" {
  return isPremium(status) ? "Premium Member" : "Free Plan";
}

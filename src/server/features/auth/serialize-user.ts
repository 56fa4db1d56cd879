import type { User } from "../../../shared/api/auth";

type StoredUser = {
  id: string;
  email: string;
  image?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  subscriptionStatus?: string | null;
  createdAt: Date | string;
};

/** The spec's user shape: better-auth's `image` is our `profileImageUrl`. */
export function serializeUser(user: StoredUser): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.image ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
    subscriptionStatus: user.subscriptionStatus ?? "free",
  };
}

import { eq } from "drizzle-orm";
import { displayName } from "../../../shared/user";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";

export async function updateUserName(db: Db, input: { userId: string; firstName: string; lastName: string }) {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: displayName(input),
      updatedAt: new Date(),
    })
    .where(eq(users.id, input.userId))
    .returning();
  return row;
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.token, token));
}

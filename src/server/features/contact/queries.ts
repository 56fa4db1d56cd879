import type { ContactRequest } from "../../../shared/api/contact";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";

export async function insertContactMessage(db: Db, input: ContactRequest & { now: Date }) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      createdAt: input.now,
    })
    .returning({ id: contactMessages.id });
  return row!;
}

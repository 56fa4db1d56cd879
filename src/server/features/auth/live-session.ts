import { type Placeholder, sql } from "drizzle-orm";
import { sessions } from "../../db/schema";
import { SESSION_ABSOLUTE_SECONDS } from "./create-auth";

/**
 * The session with this token, while it lives: not expired (idle) and signed in at most 30 days ago
 * (absolute). The condition of a statement over `sessions`, for a route that finds its session in
 * its own statements (the chat send). Its values may be placeholders of a prepared statement.
 */
export const sessionIsLive = (input: { sessionToken: string | Placeholder; now: Date | Placeholder }) =>
  sql`${sessions.token} = ${input.sessionToken} and ${sessions.expiresAt} > ${input.now}
    and ${sessions.createdAt} > ${input.now}::timestamptz - ${sql.raw(`interval '${SESSION_ABSOLUTE_SECONDS} seconds'`)}`;

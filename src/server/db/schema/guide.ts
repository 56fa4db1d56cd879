import { sql } from "drizzle-orm";
import { index, pgTable, serial, text } from "drizzle-orm/pg-core";
import { tsvector } from "./chat";

/** The coaching guide (content/guide), one row per entry, reloaded when its hash changes. */
export const guideEntries = pgTable(
  "guide_entries",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    keywords: text("keywords").notNull(),
    body: text("body").notNull(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', keywords), 'A') || setweight(to_tsvector('english', body), 'B')`,
      ),
  },
  (table) => [index("guide_entries_search_idx").using("gin", table.search)],
);

/** Small key/value facts about the database itself (e.g. the loaded guide's hash). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

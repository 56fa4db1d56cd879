import { protocol } from "@electric-sql/pglite";
import { expect, test } from "vitest";
import { bindMessage } from "./prepared";

test.each([
  ["no values", []],
  ["text, empty and null", ["session-token", "", null, "2026-11-25T15:00:00.000Z"]],
  ["characters beyond ASCII", ["Café on Straße, 💬 and “quotes”", "naïve"]],
  ["a long message", ["x".repeat(10_000), "y"]],
] as [string, (string | null)[]][])(
  "the Bind message for %s is the one PGlite's serializer makes",
  (_, values) => {
    const statement = "Vh3b7JqzWl8yZcR0Pp2sQx9TnU4kA6fE";
    expect(Buffer.from(bindMessage(statement, values))).toEqual(
      Buffer.from(protocol.serialize.bind({ statement, values })),
    );
  },
);

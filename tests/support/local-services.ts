import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "./test-db";

type Closable = { close(): Promise<void> };

/**
 * A test file's own database plus the local servers it talks to (a Stripe-compatible API, an
 * OpenAI-compatible provider): opened before the file's first test, in the order given, and
 * closed after its last, in reverse. The fields are set once the file's tests run, so read them
 * inside tests and helpers, never at the top level.
 */
export function localServices<T extends Record<string, Closable>>(
  start: {
    [K in keyof T]: () => Promise<T[K]>;
  },
): { db: TestDatabase } & T {
  const services: Record<string, Closable> = {};
  const opened: Closable[] = [];
  beforeAll(async () => {
    const openers: [string, () => Promise<Closable>][] = [
      ["db", createTestDatabase],
      ...Object.entries(start),
    ];
    for (const [name, open] of openers) {
      const service = await open();
      services[name] = service;
      opened.push(service);
    }
  });
  afterAll(async () => {
    for (const service of opened.reverse()) await service.close();
  });
  return services as { db: TestDatabase } & T;
}

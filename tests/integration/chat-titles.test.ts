import { eq } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { conversations } from "../../src/server/db/schema";
import { retitleConversation } from "../../src/server/features/chat/model-titles";
import { titleFrom } from "../../src/server/features/chat/queries";
import { type CoachEngine, CoachEngineError } from "../../src/server/features/coach/engine";
import { createOpenAIEngine } from "../../src/server/features/coach/engines/openai-engine";
import { buildTestApp, get, origin, signUp, uniqueEmail } from "../support/app";
import { GUIDE_DIR, newConversation, send, sseEvents } from "../support/chat";
import { localServices } from "../support/local-services";
import { startOpenAICompatibleServer } from "../support/openai-compatible-server";

const local = localServices({ provider: startOpenAICompatibleServer });
const OPENING = "How do I start a conversation with someone at a coffee shop without being awkward?";

/** An engine that answers "Fine." and names conversations as `title` says. */
function fakeEngine(title: CoachEngine["title"]): CoachEngine {
  return {
    name: "openai",
    async *reply() {
      yield "Fine.";
    },
    title,
  };
}

async function setup(engine: CoachEngine) {
  const app = await buildTestApp(local.db, { guideDir: GUIDE_DIR, engine });
  const cookie = await signUp(app, { email: uniqueEmail() });
  return { app, cookie, id: await newConversation(app, cookie) };
}

async function titleOf(app: Awaited<ReturnType<typeof setup>>["app"], cookie: string, id: string) {
  const list: { id: string; title: string | null }[] = (await get(app, cookie, "/api/conversations")).json();
  return list.find((c) => c.id === id)?.title;
}

test("with an LLM engine, the model names the conversation after its first reply, once", async () => {
  const engine = createOpenAIEngine({ apiKey: "sk-test", baseURL: local.provider.url, model: "m" });
  const { app, cookie, id } = await setup(engine);
  local.provider.setBehaviour({ kind: "ok", text: "Coffee shop openers", chunks: 2 });
  local.provider.requests.length = 0;

  const first = await send(app, cookie, id, OPENING, true);
  expect(sseEvents(first.body).at(-1)?.type).toBe("done");
  // The reply does not wait for the title: until it comes, the first message names the conversation.
  await expect.poll(() => titleOf(app, cookie, id), { timeout: 5_000 }).toBe("Coffee shop openers");

  await send(app, cookie, id, "And if she has headphones on?");
  const titleRequests = local.provider.requests.filter((request) => request.body.stream !== true);
  expect(titleRequests).toHaveLength(1);
  expect(JSON.stringify(titleRequests[0]!.body.messages)).toContain("without being awkward");
  expect(await titleOf(app, cookie, id)).toBe("Coffee shop openers");
});

test("when the engine cannot name it, the first message stays the title and the reply is kept", async () => {
  let failed!: () => void;
  const settled = new Promise<void>((resolve) => {
    failed = resolve;
  });
  const { app, cookie, id } = await setup(
    fakeEngine(async () => {
      failed();
      throw new CoachEngineError("unavailable", "The coach is unavailable right now.");
    }),
  );
  const sent = await send(app, cookie, id, OPENING);
  expect(sent.statusCode).toBe(200);
  expect(sent.json().message.content).toBe("Fine.");
  await settled;
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await titleOf(app, cookie, id)).toBe(titleFrom(OPENING));
});

test("a first message the safety layer refuses is never sent to the engine for a title", async () => {
  const title = vi.fn(async () => "Should not be asked");
  const { app, cookie, id } = await setup(fakeEngine(title));
  const refused = await send(app, cookie, id, "How can I get her drunk enough that she stops saying no?");
  expect(refused.json().message.safety).toEqual({ category: "coercion" });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(title).not.toHaveBeenCalled();
});

test("the model's title never replaces one the user gave, nor touches another user's conversation", async () => {
  const engine = fakeEngine(async () => "Coffee shop openers");
  const { app, cookie, id } = await setup(fakeEngine(undefined));
  await send(app, cookie, id, OPENING);
  const [row] = await local.db.db.select().from(conversations).where(eq(conversations.id, id));
  const input = { engine, conversationId: id, message: OPENING, signal: new AbortController().signal };

  expect(await retitleConversation(local.db.db, { ...input, userId: crypto.randomUUID() })).toBe(false);
  const renamed = await app.inject({
    method: "PATCH",
    url: `/api/conversations/${id}`,
    headers: { ...origin, cookie },
    payload: { title: "Café plan" },
  });
  expect(renamed.statusCode).toBe(200);
  expect(await retitleConversation(local.db.db, { ...input, userId: row!.userId })).toBe(false);
  expect(await titleOf(app, cookie, id)).toBe("Café plan");
});

test("an engine that gives no titles leaves the first message as the title", async () => {
  const { app, cookie, id } = await setup(fakeEngine(undefined));
  await send(app, cookie, id, "  Where should we go   on a first date?  ");
  expect(await titleOf(app, cookie, id)).toBe("Where should we go on a first date?");
});

import { expect, test } from "vitest";
import type { Conversation, Message } from "../../../../shared/api/chat";
import { buildExport, exportFileName, toJson, toMarkdown } from "./export-conversation";

const conversation: Conversation = {
  id: "c1",
  title: "Coffee shop: what to say?",
  createdAt: "2025-03-20T09:30:00.000Z",
  updatedAt: "2025-03-20T09:31:00.000Z",
};
const message = (role: Message["role"], content: string, minute: number): Message => ({
  id: `${role}-${minute}`,
  role,
  content,
  createdAt: `2025-03-20T09:3${minute}:00.000Z`,
  safety: null,
});
const messages = [message("user", "How do I start?", 0), message("assistant", "1. Smile\n2. **Say hi**", 1)];

test("markdown has the title and each turn, speaker and time, with replies kept as markdown", () => {
  expect(toMarkdown(conversation, messages)).toBe(
    [
      "# Coffee shop: what to say?",
      "",
      "_Exported from Dating Coach AI, started 2025-03-20 09:30 UTC._",
      "",
      "## You (2025-03-20 09:30 UTC)",
      "",
      "How do I start?",
      "",
      "## Coach (2025-03-20 09:31 UTC)",
      "",
      "1. Smile\n2. **Say hi**",
      "",
    ].join("\n"),
  );
});

test("json carries the conversation and the messages without internal ids", () => {
  const parsed = JSON.parse(toJson(conversation, messages));
  expect(parsed.conversation.title).toBe("Coffee shop: what to say?");
  expect(parsed.messages).toEqual([
    { role: "user", content: "How do I start?", createdAt: "2025-03-20T09:30:00.000Z" },
    { role: "assistant", content: "1. Smile\n2. **Say hi**", createdAt: "2025-03-20T09:31:00.000Z" },
  ]);
});

test("an untitled conversation exports as 'Untitled Conversation'", () => {
  const untitled = { ...conversation, title: null };
  expect(toMarkdown(untitled, [])).toContain("# Untitled Conversation");
  expect(JSON.parse(toJson(untitled, [])).conversation.title).toBe("Untitled Conversation");
});

test("file names are slugs with the format's extension", () => {
  expect(exportFileName(conversation, "md")).toBe("coffee-shop-what-to-say.md");
  expect(exportFileName({ ...conversation, title: "¿¡!!" }, "json")).toBe("conversation.json");
  expect(buildExport(conversation, messages, "json")).toMatchObject({
    fileName: "coffee-shop-what-to-say.json",
    type: "application/json;charset=utf-8",
  });
});

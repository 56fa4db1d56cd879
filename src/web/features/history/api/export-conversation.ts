import type { Conversation, Message } from "../../../../shared/api/chat";

export type ExportFormat = "md" | "json";

export const displayTitle = (conversation: Pick<Conversation, "title">) =>
  conversation.title?.trim() || "Untitled Conversation";

const stamp = (iso: string) => new Date(iso).toISOString().replace("T", " ").slice(0, 16);

export function toMarkdown(conversation: Conversation, messages: Message[]): string {
  const lines = [
    `# ${displayTitle(conversation)}`,
    "",
    `_Exported from Dating Coach AI, started ${stamp(conversation.createdAt)} UTC._`,
  ];
  for (const message of messages) {
    lines.push(
      "",
      `## ${message.role === "user" ? "You" : "Coach"} (${stamp(message.createdAt)} UTC)`,
      "",
      message.content,
    );
  }
  return `${lines.join("\n")}\n`;
}

export function toJson(conversation: Conversation, messages: Message[]): string {
  const body = {
    conversation: { ...conversation, title: displayTitle(conversation) },
    messages: messages.map(({ role, content, createdAt }) => ({ role, content, createdAt })),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

/** A safe, readable file name: 'coffee-shop-opener.md'. */
export function exportFileName(conversation: Conversation, format: ExportFormat): string {
  const slug = displayTitle(conversation)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "conversation"}.${format}`;
}

export function buildExport(conversation: Conversation, messages: Message[], format: ExportFormat) {
  return {
    fileName: exportFileName(conversation, format),
    text: format === "md" ? toMarkdown(conversation, messages) : toJson(conversation, messages),
    type: format === "md" ? "text/markdown;charset=utf-8" : "application/json;charset=utf-8",
  };
}

/** Hands a file built in the page to the browser's download. */
export function downloadText({ fileName, text, type }: { fileName: string; text: string; type: string }) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

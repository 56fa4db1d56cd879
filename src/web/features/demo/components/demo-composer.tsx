import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { DEMO_MESSAGE_MAX } from "../../../../shared/api/demo";

/** Enter sends, Shift+Enter adds a line; nothing empty, nothing while the coach is answering. */
export function DemoComposer({
  onSend,
  pending,
}: {
  onSend: (text: string) => Promise<boolean>;
  pending: boolean;
}) {
  const [text, setText] = useState("");
  const canSend = text.trim() !== "" && !pending;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const message = text.trim();
    setText("");
    if (!(await onSend(message))) setText((current) => current || message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2" aria-label="Send a demo message">
      <textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={DEMO_MESSAGE_MAX}
        aria-label="Message the demo coach"
        placeholder="Ask about an approach, a first message or a first date..."
        className="block min-h-[44px] flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
      />
      <button
        type="submit"
        disabled={!canSend}
        aria-label="Send"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
      >
        <SendHorizontal className="h-5 w-5" aria-hidden="true" />
      </button>
    </form>
  );
}

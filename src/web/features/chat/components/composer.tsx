import { SendHorizontal, Square } from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useImperativeHandle,
  useState,
} from "react";
import { MESSAGE_MAX } from "../../../../shared/api/chat";
import { useAutoGrow } from "../../../lib/use-auto-grow";

const INPUT_MAX_HEIGHT = 120;

/** For voice input: put recognised words in the input, and send a finished phrase. */
export type ComposerHandle = { setText: (text: string) => void; send: (text: string) => void };

type Props = {
  /** Resolves false when the message was not kept, so its text comes back into the input. */
  onSend: (text: string) => Promise<boolean>;
  onStop: () => void;
  pending: boolean;
  disabled: boolean;
  handle?: Ref<ComposerHandle>;
  /** Controls beside the send button (the microphone). */
  extra?: ReactNode;
};

/** Enter sends, Shift+Enter adds a line; empty text is never sent, and nothing while pending. */
export function Composer({ onSend, onStop, pending, disabled, handle, extra }: Props) {
  const [text, setText] = useState("");
  const ref = useAutoGrow(text, INPUT_MAX_HEIGHT);
  const canSend = text.trim() !== "" && !pending && !disabled;

  const sendText = async (raw: string) => {
    const message = raw.trim();
    if (!message || pending || disabled) return;
    setText("");
    const kept = await onSend(message);
    if (!kept) setText((current) => current || message);
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void sendText(text);
  };
  // A phrase that can't go yet (a reply is pending) stays in the input, like typed text.
  useImperativeHandle(handle, () => ({ setText, send: (spoken) => void sendText(spoken) }));

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2" aria-label="Send a message">
      <textarea
        ref={ref}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        maxLength={MESSAGE_MAX}
        aria-label="Message your coach"
        placeholder="Ask your coach anything..."
        className="block max-h-[120px] min-h-[44px] flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
      />
      {extra}
      {/* Separate keys: reusing one element would turn Stop into a submit button mid-click. */}
      {pending ? (
        <button
          key="stop"
          type="button"
          onClick={onStop}
          aria-label="Stop"
          title="Stop the reply"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-slate-900"
        >
          <Square className="h-4 w-4 fill-current" aria-hidden="true" />
        </button>
      ) : (
        <button
          key="send"
          type="submit"
          disabled={!canSend}
          aria-label="Send"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-50"
        >
          <SendHorizontal className="h-5 w-5" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}

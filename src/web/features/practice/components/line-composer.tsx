import { SendHorizontal } from "lucide-react";
import type { FormEvent, KeyboardEvent, ReactNode } from "react";
import { PRACTICE_LINE_MAX } from "../../../../shared/practice/skills";
import { useAutoGrow } from "../../../lib/use-auto-grow";

const INPUT_MAX_HEIGHT = 120;

type Props = {
  value: string;
  onChange: (text: string) => void;
  onSend: (text: string) => void;
  partnerName: string;
  pending: boolean;
  /** Extra controls beside the send button (the microphone). */
  addon?: ReactNode;
};

/** What the user says next. Enter sends, Shift+Enter adds a line; blank lines are never sent. */
export function LineComposer({ value, onChange, onSend, partnerName, pending, addon }: Props) {
  const ref = useAutoGrow(value, INPUT_MAX_HEIGHT);
  const canSend = value.trim() !== "" && !pending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2" aria-label="Say your line">
      <textarea
        ref={ref}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        maxLength={PRACTICE_LINE_MAX}
        aria-label={`Your line to ${partnerName}`}
        placeholder={`Say something to ${partnerName}…`}
        className="block max-h-[120px] min-h-[44px] flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
      />
      {addon}
      <button
        type="submit"
        disabled={!canSend}
        aria-label="Send line"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-50"
      >
        <SendHorizontal className="h-5 w-5" aria-hidden="true" />
      </button>
    </form>
  );
}

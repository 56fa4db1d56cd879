/**
 * The user's own words in a conversation (the chat, a practice scene), as typed: plain text,
 * never markdown or HTML. `pending` while it is on its way.
 */
export function UserBubble({
  content,
  testId,
  pending = false,
}: {
  content: string;
  testId: string;
  pending?: boolean;
}) {
  return (
    <div className="flex justify-end">
      <p className="sr-only">You said:</p>
      <div
        data-testid={testId}
        aria-busy={pending || undefined}
        className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 break-words whitespace-pre-wrap text-white shadow-sm sm:max-w-[75%]"
      >
        {content}
      </div>
    </div>
  );
}

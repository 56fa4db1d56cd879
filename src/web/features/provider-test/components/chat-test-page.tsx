import { Bot, KeyRound, Loader2, Send } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { toast } from "sonner";
import { CHAT_TEST_MESSAGE_MAX } from "../../../../shared/api/provider-test";
import { Button, ButtonLink } from "../../../components/ui/button";
import { serverMessage } from "../../../lib/api-client";
import { useChatTest } from "../api/provider-test";
import { forgetKey, maskKey, readStoredKey } from "../lib/api-key";
import { KeyNote } from "./key-note";

function EngineBanner({ apiKey, onForget }: { apiKey: string | null; onForget: () => void }) {
  if (!apiKey) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <Bot className="h-4 w-4" aria-hidden="true" />
        <p className="flex-1">No key set: replies come from the built-in offline coach.</p>
        <ButtonLink href="/api-key-setup" variant="outline">
          Set up a key
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      <KeyRound className="h-4 w-4" aria-hidden="true" />
      <p className="flex-1">
        Using your key <span className="font-mono">{maskKey(apiKey)}</span> with the configured provider.
      </p>
      <Button variant="ghost" onClick={onForget}>
        Forget key
      </Button>
    </div>
  );
}

/**
 * /chat-test: one message to the test chat call and its reply. With a key saved on
 * /api-key-setup the reply comes from the visitor's provider; otherwise from the offline coach.
 * `renderReply` draws the reply (the app passes the chat's Markdown renderer).
 */
export function ChatTestPage({ renderReply }: { renderReply: (text: string) => ReactNode }) {
  const inputId = useId();
  const [apiKey, setApiKey] = useState(readStoredKey);
  const [message, setMessage] = useState("");
  const chat = useChatTest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text || chat.isPending) return;
    chat.mutate(
      { message: text, key: apiKey },
      {
        onError: (error) =>
          toast.error("Chat Error", {
            id: "chat-test",
            description: serverMessage(error, "The test message failed. Please try again."),
          }),
      },
    );
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-16">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">AI Dating Coach Test</h1>
        <p className="text-slate-600">
          Send one message and see how the coach answers. Nothing here is saved to an account.
        </p>
      </div>
      <EngineBanner
        apiKey={apiKey}
        onForget={() => {
          forgetKey();
          setApiKey(null);
        }}
      />
      <form onSubmit={submit} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
          Message
        </label>
        <textarea
          id={inputId}
          rows={4}
          value={message}
          maxLength={CHAT_TEST_MESSAGE_MAX}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="e.g. How do I start a conversation at a coffee shop?"
          className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
        />
        <Button type="submit" disabled={!message.trim() || chat.isPending}>
          {chat.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="h-4 w-4" aria-hidden="true" />
          )}
          {chat.isPending ? "Waiting for the coach..." : "Send test message"}
        </Button>
        {apiKey && <KeyNote />}
      </form>
      {chat.isError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {serverMessage(chat.error, "The test message failed. Please try again.")}
        </p>
      )}
      {chat.isSuccess && (
        <section
          aria-label="Reply"
          data-testid="chat-test-reply"
          className="space-y-2 rounded-2xl border border-slate-200 bg-white p-6 text-slate-800"
        >
          <h2 className="text-sm font-semibold text-slate-600">
            {chat.data.engine === "provider" ? "Reply from your provider" : "Reply from the offline coach"}
          </h2>
          {renderReply(chat.data.response)}
        </section>
      )}
    </div>
  );
}

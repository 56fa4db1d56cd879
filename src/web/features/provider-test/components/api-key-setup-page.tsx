import { CheckCircle2, Eye, EyeOff, KeyRound, Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { Button, ButtonLink } from "../../../components/ui/button";
import { serverMessage } from "../../../lib/api-client";
import { useTestApiKey } from "../api/provider-test";
import { apiKeyProblem, forgetKey, maskKey, readStoredKey, storeKey } from "../lib/api-key";
import { KeyNote } from "./key-note";

/** After a key works, the move to /chat-test (spec section 9). */
export const CHAT_TEST_REDIRECT_MS = 1000;

/** /api-key-setup: check a provider key by listing its models, keep it for this tab, then test chat. */
export function ApiKeySetupPage() {
  const inputId = useId();
  const [key, setKey] = useState("");
  const [visible, setVisible] = useState(false);
  const [saved, setSaved] = useState(readStoredKey);
  const check = useTestApiKey();
  const [, navigate] = useLocation();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = apiKeyProblem(key);
    if (problem) {
      toast.error(problem.title, { id: "api-key", description: problem.description });
      return;
    }
    const clean = key.trim();
    check.mutate(clean, {
      onSuccess: (result) => {
        storeKey(clean);
        setSaved(clean);
        setKey("");
        toast.success("API Key Verified", { id: "api-key", description: result.message });
        redirect.current = setTimeout(() => navigate("/chat-test"), CHAT_TEST_REDIRECT_MS);
      },
      onError: (error) =>
        toast.error("API Key Error", {
          id: "api-key",
          description: serverMessage(error, "Could not test the key. Please try again."),
        }),
    });
  };

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-16">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">Set up your AI provider key</h1>
        <p className="text-slate-600">
          Try the coach on your own OpenAI account (or any OpenAI-compatible provider this app is set up for).
          We check the key by listing the models it can use, then open the test chat.
        </p>
      </div>
      {saved && (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          <p className="flex-1">
            A key is saved for this tab: <span className="font-mono">{maskKey(saved)}</span>
          </p>
          <ButtonLink href="/chat-test" variant="outline">
            Open test chat
          </ButtonLink>
          <Button
            variant="ghost"
            onClick={() => {
              forgetKey();
              setSaved(null);
            }}
          >
            Forget key
          </Button>
        </div>
      )}
      <form onSubmit={submit} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
          OpenAI API key
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            name="apiKey"
            type={visible ? "text" : "password"}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="sk-..."
            className="block w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-slate-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
          />
          <Button
            variant="outline"
            aria-pressed={visible}
            aria-label={visible ? "Hide key" : "Show key"}
            onClick={() => setVisible(!visible)}
          >
            {visible ? (
              <EyeOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Eye className="h-4 w-4" aria-hidden="true" />
            )}
          </Button>
        </div>
        <Button type="submit" disabled={check.isPending}>
          {check.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <KeyRound className="h-4 w-4" aria-hidden="true" />
          )}
          {check.isPending ? "Testing..." : "Test key"}
        </Button>
        {check.isSuccess && (
          <div
            role="status"
            className="space-y-1 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            <p>{check.data.message}</p>
            <p className="font-medium">Opening the test chat…</p>
          </div>
        )}
        <KeyNote />
      </form>
    </div>
  );
}

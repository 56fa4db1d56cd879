import { useState } from "react";
import { failureToast } from "../../../lib/failure-toast";
import { useEndPractice, useSayLine } from "../api/practice";

/**
 * Sending a line and ending the scene. The line shows at once while she answers; when it could not
 * be sent, its text goes back into the input and a toast says why.
 */
export function useSceneLine(sessionId: string) {
  const [draft, setDraft] = useState("");
  const [pendingLine, setPendingLine] = useState<string | null>(null);
  const say = useSayLine(sessionId);
  const end = useEndPractice(sessionId);
  const busy = say.isPending || end.isPending;

  const send = async (text: string) => {
    const line = text.trim();
    if (!line || busy) return;
    setDraft("");
    setPendingLine(line);
    try {
      await say.mutateAsync(line);
    } catch (error) {
      setDraft((current) => current || line);
      failureToast("Not sent", "Your line could not be sent. Please try again.")(error);
    } finally {
      setPendingLine(null);
    }
  };

  const finish = () =>
    end.mutate(undefined, {
      onError: failureToast("Error", "The scene could not be scored. Please try again."),
    });

  return { draft, setDraft, pendingLine, send, finish, busy, ending: end.isPending };
}

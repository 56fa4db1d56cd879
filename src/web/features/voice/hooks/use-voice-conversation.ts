import { useCallback, useEffect, useRef } from "react";
import { toast } from "sonner";
import { recognitionProblem } from "../lib/speech-api";
import { TRANSCRIPT_SEND_DELAY_MS } from "../lib/voice-settings";
import { type Reply, useSpeakNewReply } from "./use-speak-new-reply";
import { useSpeechRecognition } from "./use-speech-recognition";
import { useSpeechSynthesis } from "./use-speech-synthesis";
import { useVoiceSettings } from "./use-voice-settings";

export type VoiceConversationOptions = {
  /** The newest reply (null: none yet; undefined: still loading). */
  reply: Reply | null | undefined;
  /** Changes when another conversation opens; its existing replies are not read out. */
  scope: string | null;
  /** Puts recognised words into the input. */
  onTranscript: (text: string) => void;
  /** Sends a finished phrase; called TRANSCRIPT_SEND_DELAY_MS after it was recognised. */
  onSend: (text: string) => void;
};

/**
 * Voice for a conversation screen (spec sections 4 and 9): speak to fill the input and send,
 * hear new replies read aloud. Speaking stops when the user starts talking or leaves the screen.
 */
export function useVoiceConversation(options: VoiceConversationOptions) {
  const { settings, update } = useVoiceSettings();
  const synthesis = useSpeechSynthesis(settings);
  const on = useRef(options);
  on.current = options;
  const sendTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const recognition = useSpeechRecognition({
    onStart: synthesis.cancel,
    onInterim: (text) => on.current.onTranscript(text),
    onFinal: (text) => {
      on.current.onTranscript(text);
      clearTimeout(sendTimer.current);
      sendTimer.current = setTimeout(() => on.current.onSend(text), TRANSCRIPT_SEND_DELAY_MS);
    },
    onError: (code) => {
      const problem = recognitionProblem(code);
      if (problem) toast.error(problem.title, { description: problem.description });
    },
  });
  useEffect(() => () => clearTimeout(sendTimer.current), []);

  // Voice needs both halves: speech output and recognition (spec section 8).
  const supported = synthesis.supported && recognition.supported;
  useSpeakNewReply(options.reply, {
    scope: options.scope,
    enabled: supported && settings.autoRead,
    isListening: recognition.isListening,
    speak: synthesis.speak,
  });

  const replyText = options.reply?.text;
  const readLastReply = useCallback(() => {
    if (replyText) synthesis.speak(replyText);
  }, [replyText, synthesis.speak]);

  return {
    supported,
    settings,
    update,
    voices: synthesis.voices,
    speaking: synthesis.speaking,
    stopSpeaking: synthesis.cancel,
    readLastReply: replyText ? readLastReply : null,
    listening: recognition.listening,
    toggleListening: recognition.listening ? recognition.stop : recognition.start,
  };
}

export type VoiceConversation = ReturnType<typeof useVoiceConversation>;

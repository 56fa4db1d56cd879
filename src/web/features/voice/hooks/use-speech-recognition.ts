import { useCallback, useEffect, useRef, useState } from "react";
import { type Recognition, type RecognitionResultEvent, recognitionConstructor } from "../lib/speech-api";
import { RECOGNITION_LANG } from "../lib/voice-settings";

export type RecognitionHandlers = {
  /** The microphone turned on, or the browser heard speech begin. */
  onStart?: () => void;
  /** Words heard so far that may still change. */
  onInterim?: (text: string) => void;
  /** A finished phrase. */
  onFinal: (text: string) => void;
  /** Recognition failed; listening has stopped. */
  onError?: (code: string) => void;
};

function transcripts(event: RecognitionResultEvent) {
  let final = "";
  let interim = "";
  for (let i = event.resultIndex; i < event.results.length; i++) {
    const result = event.results[i];
    const text = result?.[0]?.transcript ?? "";
    if (result?.isFinal) final += text;
    else interim += text;
  }
  return { final: final.trim(), interim: interim.trim() };
}

/** Microphone input: US English, continuous, with interim results (spec section 9). */
export function useSpeechRecognition(handlers: RecognitionHandlers) {
  const [Recognizer] = useState(recognitionConstructor);
  const [listening, setListening] = useState(false);
  const active = useRef<Recognition | null>(null);
  const on = useRef(handlers);
  on.current = handlers;

  const stop = useCallback(() => active.current?.stop(), []);

  const start = useCallback(() => {
    if (!Recognizer || active.current) return;
    const recognition = new Recognizer();
    recognition.lang = RECOGNITION_LANG;
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    recognition.onspeechstart = () => on.current.onStart?.();
    recognition.onresult = (event) => {
      const { final, interim } = transcripts(event);
      if (interim) on.current.onInterim?.(interim);
      if (final) on.current.onFinal(final);
    };
    recognition.onerror = (event) => {
      // Spec section 4: errors are logged and stop listening.
      console.error("Speech recognition error:", event.error);
      if (active.current === recognition) active.current = null;
      setListening(false);
      on.current.onError?.(event.error);
      recognition.abort();
    };
    recognition.onend = () => {
      if (active.current === recognition) active.current = null;
      setListening(false);
    };
    active.current = recognition;
    setListening(true);
    on.current.onStart?.();
    try {
      recognition.start();
    } catch (error) {
      console.error("Speech recognition error:", error);
      active.current = null;
      setListening(false);
    }
  }, [Recognizer]);

  // Leaving the screen turns the microphone off.
  useEffect(
    () => () => {
      const recognition = active.current;
      active.current = null;
      if (recognition) {
        recognition.onend = null;
        recognition.abort();
      }
    },
    [],
  );

  /** For timers: whether the microphone is on right now, not at the last render. */
  const isListening = useCallback(() => active.current !== null, []);

  return { supported: Recognizer !== null, listening, start, stop, isListening };
}

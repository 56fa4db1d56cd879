import { useCallback, useEffect, useRef, useState } from "react";
import { speechSynthesisOrNull } from "../lib/speech-api";
import { toSpeechChunks } from "../lib/speech-text";
import { PITCH, pickVoice, RECOGNITION_LANG, type VoiceSettings } from "../lib/voice-settings";
import { useEnglishVoices } from "./use-english-voices";

/**
 * Read-aloud. A reply is spoken one sentence at a time (each next sentence once the last one
 * ended), because Chrome cuts a single utterance off after about 15 seconds. Speed, volume and
 * voice changes apply from the next sentence. Speaking stops when the component goes away.
 */
export function useSpeechSynthesis(settings: VoiceSettings) {
  const [synth] = useState(speechSynthesisOrNull);
  const voices = useEnglishVoices(synth);
  const [speaking, setSpeaking] = useState(false);
  // Each speak() or cancel() starts a new run; callbacks of an older run do nothing.
  const run = useRef(0);
  // Chrome can drop an utterance's events when nothing references it any more.
  const current = useRef<SpeechSynthesisUtterance | null>(null);
  const latest = useRef({ settings, voices });
  latest.current = { settings, voices };

  const cancel = useCallback(() => {
    run.current += 1;
    current.current = null;
    setSpeaking(false);
    synth?.cancel();
  }, [synth]);

  const speak = useCallback(
    (markdown: string) => {
      if (!synth) return;
      const chunks = toSpeechChunks(markdown);
      cancel();
      if (chunks.length === 0) return;
      const id = run.current;
      const next = (index: number) => {
        if (run.current !== id) return;
        const text = chunks[index];
        if (text === undefined) {
          current.current = null;
          setSpeaking(false);
          return;
        }
        const { settings: now, voices: list } = latest.current;
        const utterance = new SpeechSynthesisUtterance(text);
        const voice = pickVoice(list, now.voiceURI);
        if (voice) utterance.voice = voice;
        utterance.lang = voice?.lang ?? RECOGNITION_LANG;
        utterance.rate = now.rate;
        utterance.volume = now.volume;
        utterance.pitch = PITCH;
        utterance.onend = () => next(index + 1);
        utterance.onerror = (event) => {
          // Cancelling fires "interrupted"/"canceled"; anything else skips to the next sentence.
          if (event.error === "interrupted" || event.error === "canceled") return;
          console.warn("Speech synthesis error:", event.error);
          next(index + 1);
        };
        current.current = utterance;
        synth.speak(utterance);
      };
      setSpeaking(true);
      next(0);
    },
    [synth, cancel],
  );

  useEffect(
    () => () => {
      run.current += 1;
      synth?.cancel();
    },
    [synth],
  );

  return { supported: synth !== null, speaking, speak, cancel, voices };
}

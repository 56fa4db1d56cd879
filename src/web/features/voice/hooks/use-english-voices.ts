import { useEffect, useState } from "react";
import { englishVoices } from "../lib/voice-settings";

/** The browser's English voices. Chrome fills the list late, announcing it with `voiceschanged`. */
export function useEnglishVoices(synth: SpeechSynthesis | null): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() =>
    synth ? englishVoices(synth.getVoices()) : [],
  );
  useEffect(() => {
    if (!synth) return;
    const load = () => setVoices(englishVoices(synth.getVoices()));
    load();
    synth.addEventListener("voiceschanged", load);
    return () => synth.removeEventListener("voiceschanged", load);
  }, [synth]);
  return voices;
}

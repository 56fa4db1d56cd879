import { useCallback, useState } from "react";
import { parseVoiceSettings, VOICE_SETTINGS_KEY, type VoiceSettings } from "../lib/voice-settings";

function load(): VoiceSettings {
  try {
    return parseVoiceSettings(window.localStorage.getItem(VOICE_SETTINGS_KEY));
  } catch {
    return parseVoiceSettings(null); // storage blocked: defaults for this visit
  }
}

/** Speed, volume, voice and auto-read, remembered in this browser (they describe the device, not the account). */
export function useVoiceSettings() {
  const [settings, setSettings] = useState(load);
  const update = useCallback((change: Partial<VoiceSettings>) => {
    setSettings((current) => {
      const next = parseVoiceSettings(JSON.stringify({ ...current, ...change }));
      try {
        window.localStorage.setItem(VOICE_SETTINGS_KEY, JSON.stringify(next));
      } catch {
        // Not persisted; still applied.
      }
      return next;
    });
  }, []);
  return { settings, update };
}

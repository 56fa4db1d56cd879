/** Voice constants (spec section 9) and the user's voice settings, kept in this browser. */
export const RECOGNITION_LANG = "en-US";
export const TRANSCRIPT_SEND_DELAY_MS = 100;
export const AUTO_SPEAK_DELAY_MS = 500;
export const PITCH = 1;
export const RATE_RANGE = { min: 0.5, max: 2, step: 0.1 } as const;
export const VOLUME_RANGE = { min: 0, max: 1, step: 0.1 } as const;

export type VoiceSettings = {
  rate: number;
  volume: number;
  /** The chosen voice's voiceURI; null = the browser's default English voice. */
  voiceURI: string | null;
  /** Read each new reply aloud. */
  autoRead: boolean;
};

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  rate: 0.9,
  volume: 0.8,
  voiceURI: null,
  autoRead: true,
};
export const VOICE_SETTINGS_KEY = "dating-coach.voice-settings";

/** Clamps to the slider's range and snaps to its step (0.1), so stored values stay on the scale. */
export function onScale(value: unknown, range: { min: number; max: number; step: number }, fallback: number) {
  if (typeof value !== "number" || !Number.isFinite(value)) return fallback;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const snapped = range.min + Math.round((clamped - range.min) / range.step) * range.step;
  return Number(snapped.toFixed(2));
}

/** Settings read back from storage: anything missing or out of range falls back to the default. */
export function parseVoiceSettings(raw: string | null): VoiceSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === "object") stored = parsed as Record<string, unknown>;
  } catch {
    // A damaged entry is replaced by the defaults.
  }
  const d = DEFAULT_VOICE_SETTINGS;
  return {
    rate: onScale(stored.rate, RATE_RANGE, d.rate),
    volume: onScale(stored.volume, VOLUME_RANGE, d.volume),
    voiceURI: typeof stored.voiceURI === "string" && stored.voiceURI ? stored.voiceURI : null,
    autoRead: typeof stored.autoRead === "boolean" ? stored.autoRead : d.autoRead,
  };
}

/** English voices only (en, en-US, en_GB on Android), US English first, then by name. */
export function englishVoices<V extends { lang: string; name: string }>(voices: readonly V[]): V[] {
  const rank = (v: V) => (/^en[-_]us$/i.test(v.lang) ? 0 : 1);
  return voices
    .filter((v) => /^en(?:[-_]|$)/i.test(v.lang))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** The saved voice when this browser still has it, else the default English voice, else the first. */
export function pickVoice<V extends { voiceURI: string; default: boolean; lang: string }>(
  voices: readonly V[],
  voiceURI: string | null,
): V | null {
  return (
    voices.find((v) => v.voiceURI === voiceURI) ??
    voices.find((v) => v.default) ??
    voices.find((v) => /^en[-_]us$/i.test(v.lang)) ??
    voices[0] ??
    null
  );
}

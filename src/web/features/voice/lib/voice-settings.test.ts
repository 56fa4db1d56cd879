import { expect, test } from "vitest";
import {
  DEFAULT_VOICE_SETTINGS,
  englishVoices,
  onScale,
  parseVoiceSettings,
  pickVoice,
  RATE_RANGE,
  VOLUME_RANGE,
} from "./voice-settings";

test("the defaults are the spec's: speed 0.9, volume 0.8, reading replies aloud", () => {
  expect(parseVoiceSettings(null)).toEqual({ rate: 0.9, volume: 0.8, voiceURI: null, autoRead: true });
  expect(parseVoiceSettings("not json")).toEqual(DEFAULT_VOICE_SETTINGS);
  expect(parseVoiceSettings("[1,2]")).toEqual(DEFAULT_VOICE_SETTINGS);
});

test("stored values are kept on the sliders' scales: speed 0.5-2, volume 0-1, step 0.1", () => {
  expect(
    parseVoiceSettings(JSON.stringify({ rate: 1.5, volume: 0.3, voiceURI: "v1", autoRead: false })),
  ).toEqual({ rate: 1.5, volume: 0.3, voiceURI: "v1", autoRead: false });
  expect(parseVoiceSettings(JSON.stringify({ rate: 9, volume: -1 }))).toMatchObject({ rate: 2, volume: 0 });
  expect(parseVoiceSettings(JSON.stringify({ rate: "fast", volume: null }))).toMatchObject({
    rate: 0.9,
    volume: 0.8,
  });
  expect(onScale(1.04, RATE_RANGE, 1)).toBe(1);
  expect(onScale(0.56, RATE_RANGE, 1)).toBe(0.6);
  expect(onScale(0.7000000001, VOLUME_RANGE, 0)).toBe(0.7);
  expect(onScale(Number.NaN, VOLUME_RANGE, 0.8)).toBe(0.8);
});

const voice = (name: string, lang: string, isDefault = false) => ({
  name,
  lang,
  voiceURI: `uri-${name}`,
  default: isDefault,
});

test("only English voices are offered, US English first", () => {
  const voices = [
    voice("Zira", "en-US"),
    voice("Amélie", "fr-CA", true),
    voice("Daniel", "en-GB"),
    voice("Android", "en_IN"),
    voice("Anna", "de-DE"),
    voice("Aaron", "en-US"),
    voice("Plain", "en"),
    voice("Enx", "eng-XX"),
  ];
  expect(englishVoices(voices).map((v) => v.name)).toEqual(["Aaron", "Zira", "Android", "Daniel", "Plain"]);
});

test("the saved voice wins while it exists; otherwise the default, then US English", () => {
  const voices = [voice("Daniel", "en-GB"), voice("Zira", "en-US"), voice("Kate", "en-GB", true)];
  expect(pickVoice(voices, "uri-Daniel")?.name).toBe("Daniel");
  expect(pickVoice(voices, "uri-gone")?.name).toBe("Kate");
  expect(pickVoice(voices.slice(0, 2), null)?.name).toBe("Zira");
  expect(pickVoice([], null)).toBeNull();
});

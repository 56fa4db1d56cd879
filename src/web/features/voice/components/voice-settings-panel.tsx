import { useId } from "react";
import { RATE_RANGE, VOLUME_RANGE, type VoiceSettings } from "../lib/voice-settings";

type Props = {
  id?: string;
  settings: VoiceSettings;
  update: (change: Partial<VoiceSettings>) => void;
  /** English voices only. */
  voices: readonly SpeechSynthesisVoice[];
};

function Slider({
  label,
  value,
  range,
  display,
  onChange,
}: {
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  display: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="text-slate-600 tabular-nums">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={display}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand-600"
      />
    </div>
  );
}

/** Speech speed (0.5-2), volume (0-1) and the voice, from the browser's English voices. */
export function VoiceSettingsPanel({ id, settings, update, voices }: Props) {
  const voiceId = useId();
  const chosen = voices.some((v) => v.voiceURI === settings.voiceURI) ? (settings.voiceURI ?? "") : "";
  return (
    <fieldset id={id} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
      <legend className="sr-only">Voice settings</legend>
      <Slider
        label="Speech speed"
        value={settings.rate}
        range={RATE_RANGE}
        display={`${settings.rate.toFixed(1)}×`}
        onChange={(rate) => update({ rate })}
      />
      <Slider
        label="Volume"
        value={settings.volume}
        range={VOLUME_RANGE}
        display={`${Math.round(settings.volume * 100)}%`}
        onChange={(volume) => update({ volume })}
      />
      <div className="space-y-1">
        <label htmlFor={voiceId} className="block text-sm font-medium text-slate-800">
          Voice
        </label>
        <select
          id={voiceId}
          value={chosen}
          onChange={(event) => update({ voiceURI: event.target.value || null })}
          className="block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
        >
          <option value="">Default English voice</option>
          {voices.map((voice) => (
            <option key={voice.voiceURI} value={voice.voiceURI}>
              {voice.name} ({voice.lang})
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

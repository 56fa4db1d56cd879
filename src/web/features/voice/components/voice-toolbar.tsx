import { MicOff, Play, Settings2, Square, Volume2, VolumeX } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { VoiceConversation } from "../hooks/use-voice-conversation";
import { VoiceSettingsPanel } from "./voice-settings-panel";

function ToolButton({
  onClick,
  label,
  children,
  ...aria
}: {
  onClick: () => void;
  label: string;
  children: ReactNode;
  "aria-pressed"?: boolean;
  "aria-expanded"?: boolean;
  "aria-controls"?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={label}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-pressed:text-brand-700"
      {...aria}
    >
      {children}
      <span className="max-sm:sr-only">{label}</span>
    </button>
  );
}

/** Shown instead of the voice controls when the browser can't do both halves of voice. */
export function VoiceNotSupported() {
  return (
    <p
      className="flex items-center gap-1.5 text-sm text-slate-600"
      title="Voice input and read-aloud need speech recognition and speech output, as in Chrome, Edge or Safari."
    >
      <MicOff className="h-4 w-4" aria-hidden="true" />
      Voice not supported
    </p>
  );
}

/** Read-aloud controls above the input: auto-read, replay, stop, and the settings panel. */
export function VoiceToolbar({ voice }: { voice: VoiceConversation }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!voice.supported) return <VoiceNotSupported />;
  const { autoRead } = voice.settings;
  return (
    <div className="space-y-2">
      {open && (
        <VoiceSettingsPanel
          id={panelId}
          settings={voice.settings}
          update={voice.update}
          voices={voice.voices}
        />
      )}
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="sr-only">Voice</legend>
        <ToolButton
          label="Read replies aloud"
          aria-pressed={autoRead}
          onClick={() => {
            if (autoRead) voice.stopSpeaking();
            voice.update({ autoRead: !autoRead });
          }}
        >
          {autoRead ? (
            <Volume2 className="h-4 w-4" aria-hidden="true" />
          ) : (
            <VolumeX className="h-4 w-4" aria-hidden="true" />
          )}
        </ToolButton>
        {voice.speaking ? (
          <ToolButton label="Stop reading" onClick={voice.stopSpeaking}>
            <Square className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
          </ToolButton>
        ) : (
          voice.readLastReply && (
            <ToolButton label="Read last reply" onClick={voice.readLastReply}>
              <Play className="h-4 w-4" aria-hidden="true" />
            </ToolButton>
          )
        )}
        <ToolButton
          label="Voice settings"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          <Settings2 className="h-4 w-4" aria-hidden="true" />
        </ToolButton>
        <p role="status" className="ml-auto text-sm font-medium text-red-700">
          {voice.listening ? "Listening…" : ""}
        </p>
      </fieldset>
    </div>
  );
}

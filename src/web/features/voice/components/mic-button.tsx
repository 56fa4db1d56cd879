import { Mic, MicOff } from "lucide-react";

/** The microphone: on to speak your message, off to stop. Red and pulsing while it listens. */
export function MicButton({
  listening,
  onToggle,
  disabled = false,
}: {
  listening: boolean;
  onToggle: () => void;
  disabled?: boolean;
}) {
  const label = listening ? "Stop voice input" : "Start voice input";
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={disabled && !listening}
      aria-pressed={listening}
      aria-label={label}
      title={label}
      className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50 ${
        listening
          ? "motion-safe:animate-pulse border-red-600 bg-red-600 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
      }`}
    >
      {listening ? (
        <MicOff className="h-5 w-5" aria-hidden="true" />
      ) : (
        <Mic className="h-5 w-5" aria-hidden="true" />
      )}
    </button>
  );
}

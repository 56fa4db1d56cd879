/**
 * The parts of the Web Speech API the app uses. Recognition is not in TypeScript's DOM library
 * (Chrome still names it webkitSpeechRecognition), so its shape is declared here.
 */
export type RecognitionAlternative = { transcript: string; confidence: number };
export type RecognitionResult = {
  readonly isFinal: boolean;
  readonly length: number;
} & ArrayLike<RecognitionAlternative>;
export type RecognitionResultEvent = { resultIndex: number; results: ArrayLike<RecognitionResult> };
export type RecognitionErrorEvent = { error: string; message?: string };

export type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onspeechstart: (() => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};

type RecognitionConstructor = new () => Recognition;
type SpeechWindow = Window & {
  SpeechRecognition?: RecognitionConstructor;
  webkitSpeechRecognition?: RecognitionConstructor;
};

export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as SpeechWindow;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function speechSynthesisOrNull(): SpeechSynthesis | null {
  if (typeof window === "undefined" || !("speechSynthesis" in window)) return null;
  if (typeof window.SpeechSynthesisUtterance !== "function") return null;
  return window.speechSynthesis ?? null;
}

/** What to tell the user when recognition fails; null when there is nothing worth saying. */
export function recognitionProblem(code: string): { title: string; description: string } | null {
  switch (code) {
    case "not-allowed":
    case "service-not-allowed":
      return {
        title: "Microphone blocked",
        description: "Allow microphone access for this site in your browser settings, then try again.",
      };
    case "audio-capture":
      return { title: "No microphone found", description: "Connect a microphone and try again." };
    case "network":
      return {
        title: "Voice input unavailable",
        description: "Your browser's speech recognition needs a network connection. You can still type.",
      };
    case "language-not-supported":
      return { title: "Voice input unavailable", description: "Your browser can't recognise US English." };
    default:
      // no-speech and aborted: the microphone simply turns off.
      return null;
  }
}

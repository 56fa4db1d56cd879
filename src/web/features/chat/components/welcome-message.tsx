import { CoachFrame } from "./message-bubble";

const SUGGESTIONS = [
  "How do I start a conversation at a coffee shop?",
  "What should my first message on a dating app say?",
  "I get nervous before a first date. Any tips?",
];

/** Shown while the conversation is empty: what the coach does, and that it is an AI. */
export function WelcomeMessage({
  firstName,
  onPick,
}: {
  firstName: string | null;
  onPick: (text: string) => void;
}) {
  return (
    <div className="space-y-4" data-testid="welcome-message">
      <CoachFrame>
        <p className="mb-2">
          Hi{firstName ? ` ${firstName}` : ""}! I'm your AI dating coach. I can help you with:
        </p>
        <ul className="mb-2 list-disc space-y-1 pl-5">
          <li>Starting a conversation, in person or on a dating app</li>
          <li>Writing messages that lead to a real date</li>
          <li>Planning a first date and handling nerves</li>
          <li>Connecting across cultures with curiosity and respect</li>
        </ul>
        <p>
          I'm an AI, not a person, so use my advice as a starting point and trust your own judgement. What's
          on your mind?
        </p>
      </CoachFrame>
      <div className="flex flex-wrap gap-2 pl-10">
        {SUGGESTIONS.map((text) => (
          <button
            key={text}
            type="button"
            onClick={() => onPick(text)}
            className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700"
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The coach's safety layer. It runs before every engine, on the user's message alone, with no
 * network and no model: the message is normalised and matched against intent patterns
 * (safety/rules.ts). Harmful requests get a short refusal that redirects to what the user can
 * do instead; self-harm disclosures get a caring reply with crisis resources.
 */
import { normalizeMessage } from "./safety/normalize";
import { REFUSAL_RULES, SELF_HARM_RULES } from "./safety/rules";
import { ruleMatches } from "./safety/vocabulary";

export type SafetyCategory =
  | "coercion"
  | "stalking"
  | "manipulation"
  | "minors"
  | "deception"
  | "hate"
  | "harassment"
  | "self_harm";

export type SafetyVerdict = { category: SafetyCategory; kind: "refuse" | "care"; reply: string };

const REFUSALS: Record<Exclude<SafetyCategory, "self_harm">, string> = {
  coercion:
    "I can't help with that. A yes only counts when it's freely given, so alcohol, drugs or pressure can't be part of getting one. " +
    "What I can help with is asking her clearly, reading how she responds, and taking a no with grace. Want to work on how to ask?",
  stalking:
    "I can't help with keeping tabs on someone, getting into their private messages, or showing up or getting in touch when they haven't asked you to. " +
    "When someone steps back or blocks you, that is their answer, and respecting it is the right move even when it hurts. " +
    "I'm glad to help you deal with the disappointment and focus on moving on.",
  manipulation:
    "I won't help with tactics meant to work on someone's insecurities or emotions. They take away her free choice, and they tend to backfire. " +
    "Attraction that lasts comes from genuine interest, confidence and honesty, and I'm happy to help you build real rapport through good conversation, playful flirting and being clear about what you want.",
  minors:
    "I can't help with anything romantic or sexual involving someone under 18. " +
    "If you're under 18 yourself, a parent, older sibling or school counsellor is a better person to talk to about relationships. " +
    "If I've misread the ages, let me know and I'll gladly help with dating between adults.",
  deception:
    "I can't help with misleading her about who you are. Lies about money, work, relationship status or identity tend to come out, and they wreck trust when they do. " +
    "You don't need them: I can help you present what's true about you with confidence and talk about your life in a way that's interesting.",
  hate:
    "I'm not going to go along with generalisations that put down a group of people. Sweeping claims about women or any ethnic group don't hold up, and she's an individual, not a type. " +
    "If you're interested in someone from a particular background, I'm glad to help you get to know her as a person and be respectfully curious about her culture.",
  harassment:
    "I can't help with that. Contacting someone who asked you to stop, sending things they didn't ask for, threatening, or trying to get back at someone crosses into harassment. " +
    "Letting go is hard, but it's the move that respects her and protects you too. I'm happy to help you work through the rejection and put your energy into people who want to hear from you.",
};

const CARE_REPLY =
  "I'm really sorry you're hurting this much, and I'm glad you told me. Please reach out for support right now: " +
  "in the US you can call or text 988 (Suicide & Crisis Lifeline), in the UK and Ireland you can call Samaritans on 116 123, " +
  "and elsewhere you can call your local emergency number or find a free helpline at findahelpline.com. " +
  "If you might act on these thoughts, call emergency services now. " +
  "It can also help to tell someone you trust, a friend, family member or doctor, how you're feeling. " +
  "I'm here too, and happy to keep talking for as long as you want.";

/** Runs before every coach engine. null = the message is fine to coach. */
export function checkSafety(message: string): SafetyVerdict | null {
  const text = normalizeMessage(message);
  if (!text) return null;
  if (SELF_HARM_RULES.some((rule) => ruleMatches(rule, text))) {
    return { category: "self_harm", kind: "care", reply: CARE_REPLY };
  }
  for (const [category, rules] of REFUSAL_RULES) {
    if (rules.some((rule) => ruleMatches(rule, text))) {
      return { category, kind: "refuse", reply: REFUSALS[category] };
    }
  }
  return null;
}

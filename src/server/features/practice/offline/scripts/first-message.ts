import type { Script } from "../script";

export const firstMessage: Script = {
  startMood: 0,
  minTurnsBeforeAsk: 2,
  details: [
    "hikes?",
    "hiking",
    "summit",
    "sunrise",
    "trail",
    "mountains?",
    "dumplings?",
    "grandmother",
    "grandma",
    "dogs?",
    "miso",
    "bookshops?",
    "bookstores?",
    "books?",
    "prompt",
    "win (?:you|me) over",
  ],
  topics: [
    {
      match: /\b(?:bookshops?|bookstores?|book shops?|books?|recommend\w*|win (?:you|me) over)\b/,
      warm: "Okay, you actually read the prompt, points already. Which bookshop? I've done most of the ones downtown, so I'm curious.",
      more: "There's a tiny one near the river with a cat that sleeps on the poetry shelf. Best afternoons of my life. Any other favourites?",
      cool: "Ha, which one?",
    },
    {
      match: /\b(?:dumplings?|grandmother|grandma|cook\w*|recipe|fold\w*)\b/,
      warm: "Those are my grandma's pork and chive dumplings! She makes me fold fifty before I'm allowed to eat any. Do you cook?",
      more: "Ha, the secret is patience and too much ginger. She's 84 and folds faster than me. Do you have a food you'd learn from your family?",
      cool: "Yeah, my grandma and I made those.",
    },
    {
      match: /\b(?:hikes?|hiking|summit|sunrise|trail|mountains?|climb\w*)\b/,
      warm: "That was a 4am start for the sunrise and totally worth it. Do you hike, or are you a sensible sleeper?",
      cool: "It was a nice hike.",
    },
    {
      match: /\b(?:dogs?|miso|pupp(?:y|ies)|pup)\b/,
      warm: "Miso says hi. He's a shiba mix with a lot of opinions. Are you a dog person?",
      cool: "That's Miso.",
    },
    {
      match: /\b(?:work|job|do for a living|career)\b/,
      warm: "I'm a pharmacist, so my social life runs on weird shifts. What do you do?",
      cool: "I work in a pharmacy.",
    },
  ],
  replies: {
    warm: [
      "Haha, I like that. What's your idea of a perfect Sunday?",
      "Okay, you're more interesting than most of my matches. Tell me something about you that isn't on your profile.",
      "Ha! That's a good one. What about you?",
    ],
    neutral: ["Haha, thanks. What about you?", "Nice. How's your week going?", "Ha, fair enough."],
    cool: ["hey", "Thanks, I guess.", "lol ok"],
  },
  answers: [
    "Ha, good question! Honestly, Sundays with Miso and a long walk are my whole personality. What about you?",
    "Hmm, I would have to think about that one. What about you?",
  ],
  stereotype: [
    "Yikes. I'm going to pass on this one.",
    "That's a weird thing to lead with. Not really my thing.",
  ],
  pushy: ["That's a lot for a first message. No thanks.", "I'm going to unmatch now."],
  ask: {
    yes: [
      "I'd like that! I'm free Saturday afternoon, and if there's a bookshop involved, even better.",
      "Sure, let's do it. I'm around Thursday evening if that works?",
    ],
    maybe: [
      "Ha, slow down, we've barely started talking. Tell me more about you first.",
      "Maybe! Let's chat a bit more first.",
    ],
    no: ["I think I'll pass, but good luck out there.", "I don't think we're a match, sorry."],
  },
  afterNo: ["I already said no.", "Please stop messaging me about this."],
  leave: "I'm going to unmatch. Take care.",
  graceful: "Thanks for understanding. Good luck!",
  afterYes: "Great, it's a plan. I'll message you the day before to confirm.",
  close: { warm: "Ha, okay, talk later! This was fun.", cool: "Okay, bye." },
  better: {
    respect: "Your grandma's dumplings look incredible. Is folding them a family tradition?",
    curiosity: "Okay, I have to know: which bookshop is the one you keep going back to?",
    clarity:
      "I'm enjoying this. Want to carry on in person? There's a little secondhand bookshop with a café I think you'd like. Saturday afternoon?",
    confidence:
      "Challenge accepted: Dog-Eared Books on Valencia. Tiny, crowded, and the staff notes beat any review.",
  },
  tips: {
    respect: "Open with something she did or wrote, not her looks: it tells her you see a person.",
    curiosity: "Ask about one thing on her profile, then follow up on her answer before changing topic.",
    clarity: "Suggest meeting within 5-7 messages, with a day and a place.",
    confidence: "Answer her questions with a real detail about yourself instead of one-word replies.",
  },
};

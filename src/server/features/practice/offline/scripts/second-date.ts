import type { Script } from "../script";

export const secondDate: Script = {
  startMood: 2,
  details: [
    "pottery",
    "class",
    "clay",
    "bowls?",
    "wheel",
    "sci ?fi",
    "films?",
    "movies?",
    "river",
    "walk",
    "georgian",
    "khachapuri",
    "dinner",
    "station",
    "tonight",
  ],
  topics: [
    {
      match: /\b(?:pottery|class|clay|bowls?|wheel|ceramics?)\b/,
      warm: "My bowl from last week collapsed, so I've been promoted to making 'rustic ashtrays'. You can have the first one.",
      more: "Next is a mug. My teacher says it's 'ambitious'. I think that's an insult.",
      cool: "Yeah, pottery's fun.",
    },
    {
      match: /\b(?:sci ?fi|films?|movies?|cinema)\b/,
      warm: "I still can't believe you've seen Space Mutiny twice. That's either impressive or worrying.",
      cool: "Ha, yeah.",
    },
    {
      match: /\b(?:dinner|food|khachapuri|restaurant|georgian|ate|meal)\b/,
      warm: "That khachapuri was unreal. I'm going to dream about the egg.",
      cool: "The food was good.",
    },
    {
      match: /\b(?:station|train|home|walk you|get home)\b/,
      warm: "It's only two stops for me, I'll be fine. Thanks for walking me, though.",
      cool: "I'm fine from here, thanks.",
    },
  ],
  replies: {
    warm: [
      "Me too. I didn't expect to laugh that much.",
      "Ha, I know. Tonight went by really fast.",
      "You're funny. I like that.",
    ],
    neutral: ["Yeah.", "Mm-hm.", "Yeah, it was nice."],
    cool: ["Okay…", "Right. Well."],
  },
  answers: [
    "Ha, I'll have to think about that one on the train.",
    "Hm, that's a long answer. Ask me again sometime.",
  ],
  stereotype: ["Hm. That's a strange thing to say.", "Okay, that kind of took the shine off tonight."],
  pushy: ["Let's just say goodnight here.", "No. I'm going to get my train."],
  ask: {
    yes: ["Yes! I'd love that. Send me the details?", "I'd really like that. It's a date."],
    maybe: ["Maybe! Let me check my week and text you?"],
    no: ["I had a nice time, but I think I'd rather leave it at tonight. Thank you, though."],
  },
  afterNo: ["I'd rather leave it, honestly.", "Please, I've answered."],
  leave: "Goodnight. I'll see myself to the station.",
  graceful: "Thanks for understanding. Get home safe.",
  afterYes: "Perfect. Text me when you're home? Goodnight!",
  close: { warm: "Goodnight! Thanks again, this was lovely.", cool: "Okay, goodnight then." },
  better: {
    respect: "No pressure at all, but I'd love to see you again.",
    curiosity: "Before you go: what are you going to make next in pottery, now the bowl has retired?",
    clarity: "I'd love to see you again. There's a terrible sci-fi double bill on Friday. Come with me?",
    confidence: "I had a great time tonight, and I'd like to do it again.",
  },
  tips: {
    respect: "Make it easy for her to say yes or no, and walk her to the station either way.",
    curiosity: "Bring up something from the evening (her pottery, the film talk) to show you listened.",
    clarity: "Ask with a plan: an activity, a day, and a reason it made you think of her.",
    confidence: "Say you had a good time in plain words before you ask. It makes the ask easy.",
  },
};

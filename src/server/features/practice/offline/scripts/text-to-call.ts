import type { Script } from "../script";

export const textToCall: Script = {
  startMood: 1,
  minTurnsBeforeAsk: 1,
  details: [
    "sourdough",
    "starter",
    "bread",
    "loaf",
    "bak(?:e|ing|ed)",
    "flour",
    "half marathon",
    "marathon",
    "training",
    "run(?:ning)?",
    "race",
    "miles",
    "podcast",
    "episode",
  ],
  topics: [
    {
      match: /\b(?:sourdough|starter|bread|loaf|bak(?:e|ing|ed)|flour|dough)\b/,
      warm: "Honestly, I'm proud of you. What did you name it? All good starters need names.",
      more: "Okay, but what's it called? I'm not hearing about an unnamed starter.",
      cool: "Ha, nice.",
    },
    {
      match: /\b(?:marathon|training|run(?:ning)?|race|miles|legs)\b/,
      warm: "Fourteen miles on Sunday and my legs are still filing complaints. Race is in three weeks! Do you run at all?",
      more: "Three weeks to go. I'm mostly running for the medal and the pastry afterwards. Have you ever done a race?",
      cool: "Training's fine.",
    },
    {
      match: /\b(?:podcast|episode|listen\w*)\b/,
      warm: "Did you hear the new episode?? The lighthouse keeper twist! I have so many thoughts.",
      cool: "Haven't listened yet.",
    },
    {
      match: /\b(?:work|day|week)\b/,
      warm: "Long day, but this is the best part of it. How was yours?",
      cool: "It was fine.",
    },
  ],
  replies: {
    warm: [
      "Haha, okay, that made me laugh.",
      "Wait, tell me more about that.",
      "You're way better at texting than most people, you know that?",
    ],
    neutral: ["Haha nice", "Oh yeah?", "Ha, true."],
    cool: ["lol", "ok", "mm"],
  },
  answers: [
    "Okay, good question. Honestly? Running, podcasts, and pretending I will go to bed early. You?",
    "Haha, that's a whole conversation. What about you?",
  ],
  stereotype: ["Wow, where did that come from?", "Yeah, I don't think this is going to work."],
  pushy: ["Okay, that's a bit much.", "I'm going to stop replying now."],
  ask: {
    yes: [
      "Yes! I'd like that. Call me then, I'll have my podcast theories ready.",
      "I was hoping you'd ask. Yes, let's do it.",
    ],
    maybe: ["Ha, maybe! Let me see how my week looks."],
    no: ["I'm not really a phone person, sorry. Let's keep texting for now."],
  },
  afterNo: ["I said I'd rather text for now.", "Please, let's just keep it to texting."],
  leave: "I think I'm going to leave it here. Take care.",
  graceful: "Thanks for getting it. Tell me more about the bread!",
  afterYes: "It's a date. Well, a phone date. Talk then!",
  close: { warm: "Okay, I'm off to bed, long run tomorrow. Night!", cool: "Gotta go, night." },
  better: {
    respect: "No pressure if you'd rather keep texting, but I'd love to hear your voice.",
    curiosity: "Wait, how did the fourteen miles go? Tell me everything.",
    clarity: "This deserves an actual conversation. Free for a call tomorrow around 8?",
    confidence: "It survived! I named it Doughvid Bowie. I'll send you a photo of loaf number one.",
  },
  tips: {
    respect: "Suggest the call lightly and make it easy to say \u201cnot yet\u201d.",
    curiosity: "Keep asking about her training and her week, and follow up on her answers.",
    clarity: "Name a time when you suggest the call, so she can just say yes.",
    confidence: "Suggest the call as a fun next step, not a favour you're asking for.",
  },
};

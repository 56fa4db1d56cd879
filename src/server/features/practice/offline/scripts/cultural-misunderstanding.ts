import type { Script } from "../script";

export const culturalMisunderstanding: Script = {
  startMood: -1,
  closeAfter: 6,
  details: [
    "vancouver",
    "canada",
    "canadian",
    "grew up",
    "first language",
    "english",
    "assum\\w*",
    "said",
    "comment",
    "family",
    "parents",
    "market",
    "stalls?",
    "bao",
  ],
  topics: [
    {
      match: /\b(?:vancouver|canada|canadian|grow up|grew up|growing up)\b/,
      warm: "Vancouver, born and raised. I moved here for work three years ago and I still miss the mountains. Have you ever been?",
      more: "Lots of rain, lots of hiking, and every weekend at my parents' bakery. I can still shape a hundred buns an hour. Have you ever worked in a family business?",
      cool: "Yeah. Vancouver.",
    },
    {
      match: /\b(?:family|parents|mum|mom|dad)\b/,
      warm: "My parents run a bakery there. My mum still posts me pineapple buns, which is illegal in at least two ways. What about your family?",
      cool: "They're in Canada.",
    },
    {
      match: /\b(?:food|market|stalls?|eat|hungry|bao|tacos?|dumplings?)\b/,
      warm: "Oh, the bao stall is the best thing in this market. The pork belly one. I'd split some, for the record.",
      cool: "Let's just get food.",
    },
    {
      match: /\b(?:work|job|do for a living)\b/,
      warm: "I'm a sound designer for games, which mostly means recording myself crunching celery. What do you do?",
      cool: "I do sound for games.",
    },
  ],
  replies: {
    warm: [
      "Ha. Okay, I like where this is going. Ask me something else.",
      "That's a better question. Honestly, my life's pretty normal: work, climbing, too much bubble tea.",
      "See, this is nicer. So what about you?",
    ],
    neutral: ["Mm.", "Yeah.", "Okay."],
    cool: ["Right…", "Can we talk about something else?", "Hm."],
  },
  answers: [
    "Honestly? Lots of rain, lots of hiking, and my mum's bakery on weekends. What about you?",
    "Mostly normal stuff: school, soccer, too much bubble tea. You?",
  ],
  stereotype: [
    "See, that's the thing. I'm from Vancouver. That's the answer.",
    "Okay, I think I'm done for tonight.",
  ],
  defensive: [
    "I know you meant it nicely. It still lands a bit weird.",
    "You don't have to explain it. It's just… a thing people say to me a lot.",
  ],
  pushy: ["Whoa. Okay. Let's not.", "I'm going to go."],
  afterNo: ["Let's just leave it."],
  leave: "I'm going to head home. Take care.",
  graceful: "Thanks. Let's get some food.",
  afterYes: "Good. Let's get some food.",
  apologyAccepted: {
    warm: "Ha, okay. Thanks for saying that, honestly. Most people get weird and defensive. So, Vancouver: yes, it rains that much, before you ask.",
    plain: "It's okay. It happens more than you'd think. Let's just get some food.",
  },
  close: {
    warm: "This turned into a really nice evening. Same market next week?",
    cool: "I think I'll call it a night. Thanks for the food.",
  },
  better: {
    respect: "Sorry, that was a dumb assumption. I shouldn't have said it.",
    curiosity: "What was growing up in Vancouver like?",
    clarity: "I'm sorry: I assumed something about you from how you look, and that wasn't fair.",
    confidence: "That was clumsy of me, sorry. Let me make it up to you: the bao's on me.",
  },
  tips: {
    respect: "Own the slip in one sentence, without explaining why it was 'really a compliment'.",
    curiosity: "After apologising, get curious about her own story, not her background.",
    clarity: "Name what you got wrong (\u201cI assumed\u2026\u201d) so she knows you understood.",
    confidence: "Apologise once, calmly, and move on. Over-apologising makes her comfort you.",
  },
};

import type { Script } from "../script";

export const politeNo: Script = {
  startMood: 1,
  details: [
    "climb\\w*",
    "boulder\\w*",
    "wall",
    "gym",
    "architect\\w*",
    "firm",
    "new job",
    "birthday",
    "party",
    "host",
    "dani",
    "cake",
  ],
  topics: [
    {
      match: /\b(?:climb\w*|boulder\w*|wall|gym|routes?)\b/,
      warm: "Climbing's been great. I finally did the purple route at the Arch last week. Have you been lately?",
      more: "Tuesdays and Thursdays, mostly. I'm terrible at overhangs, but I love it.",
      cool: "Yeah, climbing's fine.",
    },
    {
      match: /\b(?:job|work|architect\w*|firm|office)\b/,
      warm: "The new job's good! Lots of late nights drawing staircases, but I love it.",
      more: "We're designing a library right now. I get to argue about staircases all day. It's the dream.",
      cool: "Work's busy.",
    },
    {
      match: /\b(?:party|birthday|cake|dani|host|music|drinks?)\b/,
      warm: "Have you tried the cake? Dani made it herself. It's dangerously good.",
      cool: "Yeah, nice party.",
    },
  ],
  replies: {
    warm: ["Ha, yeah. Honestly, this has been a fun chat.", "Right? Dani always has the best people round."],
    neutral: ["Yeah.", "Mm.", "Ha, maybe."],
    cool: ["Okay…", "Um. Right."],
  },
  answers: [
    "Ha, good question. Honestly, the new job is taking most of my brain right now. What about you?",
    "Hm, I'd have to think about that.",
  ],
  stereotype: ["Wow. Okay, I'm definitely going to pass.", "That's not cool."],
  pushy: ["I'd really rather you didn't.", "Please don't."],
  acceptedNo: "Thanks for being so cool about it.",
  afterNo: ["I appreciate it, but my answer's still no.", "I'd really rather leave it, okay?"],
  leave: "I'm going to go find Dani. Enjoy the party.",
  graceful: "Thanks for being so cool about it. Honestly, I enjoyed talking. Enjoy the rest of the party!",
  afterYes: "Thanks for being so cool about it. Enjoy the party!",
  close: { warm: "Enjoy the party! It was nice chatting.", cool: "Okay. See you around." },
  better: {
    respect: "No worries at all, thanks for being straight with me.",
    curiosity: "So, the new job: are you still drawing staircases at midnight?",
    clarity: "Totally fine, I appreciate you telling me.",
    confidence: "All good! It was fun chatting. Enjoy the party.",
  },
  tips: {
    respect: "Her no is the whole answer. Don't ask why, don't bargain, don't ask again later tonight.",
    curiosity: "If you stay in the conversation, go back to what you were both enjoying (climbing, her job).",
    clarity: "Say plainly that it's fine, so she doesn't have to manage your feelings.",
    confidence:
      "Take it lightly and warmly. A relaxed \u201cno worries\u201d shows more confidence than any comeback.",
  },
};

import type { Script } from "../script";

export const meetingParents: Script = {
  startMood: 0,
  closeAfter: 7,
  details: [
    "shoes",
    "garden",
    "lunch",
    "cook(?:ing|ed)?",
    "smells?",
    "wen",
    "flowers",
    "tomato(?:es)?",
    "roses",
    "vegetables",
    "kitchen",
    "recipe",
    "soup",
    "dumplings?",
    "mr chen",
    "mrs chen",
    "house",
    "home",
  ],
  topics: [
    {
      match: /\b(?:shoes|slippers|take (?:them|these) off)\b/,
      warm: "Thank you, that's very thoughtful. Come, sit, sit. Are you hungry?",
      cool: "Mm. Just there, please.",
    },
    {
      match: /\b(?:garden\w*|tomato(?:es)?|roses|flowers|vegetables|plants?|grow)\b/,
      warm: "Ah, Wen told you about my garden! The tomatoes are finally doing well this year, though the snails disagree. I'll show you after lunch. Do you grow anything?",
      more: "Eggshells around the plants, and my husband goes out at night with a torch. Very romantic. Do you garden?",
      cool: "Yes, I like gardening.",
    },
    {
      match: /\b(?:cook\w*|lunch|smells?|food|dish(?:es)?|recipe|soup|dumplings?|meal|delicious)\b/,
      warm: "Oh, it's only a few simple dishes. The soup has been going since seven this morning. It's Wen's favourite. I hope you like ginger?",
      more: "Pork bone soup with lotus root, my mother's recipe. I'll write it down for Wen, she never asks.",
      cool: "It's just lunch.",
    },
    {
      match: /\b(?:wen|daughter|busy|hard working|hardworking|office|hours)\b/,
      warm: "She works so hard, that girl. Always at the office. Does she at least eat properly when she's with you?",
      cool: "Hm. She's very busy.",
    },
    {
      match: /\b(?:husband|mr chen|father|dad|fence)\b/,
      warm: "He's in the garden pretending to fix the fence so he doesn't have to be nervous. He'll come in when he smells the food.",
      cool: "He's outside.",
    },
  ],
  replies: {
    warm: [
      "You're very polite. Wen said you would be. So tell me, what do you do for work?",
      "Ha! Good. Come, tell me about your family. Do they live nearby?",
      "That's nice to hear. Wen is lucky, I think.",
    ],
    neutral: ["Mm. Please, sit down.", "I see.", "Okay. Would you like some tea?"],
    cool: ["Hm.", "I see.", "…Okay. Wen, can you help me in the kitchen?"],
  },
  answers: [
    "Ah, you want the family secrets already! Wen will tell you I talk too much. Do your parents cook?",
    "Hm, good question. Ask Wen's father, he'll tell you a much longer story.",
  ],
  stereotype: [
    "We're from Malaysia, actually, and Wen was born here. Maybe ask before you decide.",
    "Hm. Not every family is the same, you know.",
  ],
  pushy: ["Let's keep the conversation polite, please.", "Wen, I think your friend should go now."],
  afterNo: ["Let's keep things polite, please."],
  leave: "I think lunch is over. Wen will see you out.",
  graceful: "Good. Now, come and eat.",
  afterYes: "Good. Now, come and eat.",
  close: {
    warm: "You must come again. Next time I'll make dumplings, and you can help fold them!",
    cool: "Well. Thank you for coming.",
  },
  better: {
    respect: "Thank you for having me, Mrs. Chen. Shoes off here, of course.",
    curiosity: "Wen says you grow amazing tomatoes. How do you keep the snails off them?",
    clarity: "Thank you so much for lunch, it was wonderful. Can I help you clear up?",
    confidence: "It's lovely to finally meet you. Wen talks about your cooking all the time.",
  },
  tips: {
    respect: "Follow the house's cues (shoes, where to sit) and thank her for the meal.",
    curiosity: "Ask her parents about themselves: the garden, the cooking, how they met.",
    clarity: "Say what you mean plainly: thank her, offer to help, say you'd like to come again.",
    confidence: "Introduce yourself warmly and share a little about you when she asks, without overselling.",
  },
};

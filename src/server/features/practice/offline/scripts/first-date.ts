import type { Script } from "../script";

export const firstDate: Script = {
  startMood: 1,
  closeAfter: 8,
  details: [
    "lisbon",
    "portugal",
    "portuguese",
    "trip",
    "travel\\w*",
    "nurse",
    "nursing",
    "hospital",
    "shifts?",
    "ward",
    "wine",
    "bar",
    "pastel",
    "pasteis",
    "tram",
    "tiles",
    "fado",
  ],
  topics: [
    {
      match: /\b(?:lisbon|portugal|trip|travel\w*|holiday|vacation|away|city|surpris\w*|tarts?)\b/,
      warm: "Lisbon was amazing. I ate about forty custard tarts and got lost every single day, on purpose. Have you been anywhere lately that surprised you?",
      more: "The tiles! Whole streets of them. And how steep it is: my calves are still recovering. Have you travelled much lately?",
      cool: "It was good, thanks.",
    },
    {
      match: /\b(?:nurse|nursing|hospital|shifts?|ward|work|job)\b/,
      warm: "I work in paediatrics, so my days are half heartbreak and half kids trying to high-five me with a drip in their arm. I love it. What do you do?",
      more: "Honestly? A long swim after a night shift. The pool at 7am is the quietest place in the city. What do you do to switch off?",
      cool: "I'm a nurse. It's busy.",
    },
    {
      match: /\b(?:wine|drinks?|glass|here before|been here|this place|menu)\b/,
      warm: "The wine list here is way beyond me. I just pick the one with the best name. What are you drinking?",
      cool: "It's fine.",
    },
    {
      match: /\b(?:family|grow up|grew up|hometown|where are you from)\b/,
      warm: "I grew up near the coast, so cities still feel a bit loud to me. Where did you grow up?",
      cool: "Oh, not far from here.",
    },
    {
      match: /\b(?:weekends?|free time|hobby|hobbies|for fun|days off|not working)\b/,
      warm: "On days off I swim in the mornings, and now I'm trying to learn Portuguese. Badly. What about you?",
      cool: "Not much, honestly.",
    },
  ],
  replies: {
    warm: [
      "Ha, I love that. Okay, your turn: what's something you're excited about at the moment?",
      "That's really interesting. How did you get into that?",
      "I didn't expect that! Tell me more.",
    ],
    neutral: ["Oh, nice.", "Mm, yeah.", "Cool. So… what else?"],
    cool: ["Uh-huh.", "Right.", "Okay."],
  },
  answers: [
    "Honestly? A long swim and a very silly TV show. What about you, what's your reset button?",
    "Ooh, good question. Let me think… the people, I think. What about you?",
  ],
  stereotype: [
    "Hm. I'd rather you got to know me than guessed from my background.",
    "Wow, okay. That's a bit much for a first date.",
  ],
  pushy: ["Let's slow down a bit, okay?", "I think I'm going to call it a night."],
  ask: {
    yes: ["I'd really like that. Let's do it.", "Yes! I'd like that a lot."],
    maybe: ["Ha, let's finish this drink first. But maybe!"],
    no: ["I had a nice time, but I don't think it's quite a match. Thanks for tonight though."],
  },
  afterNo: ["I've said I don't think so. Let's leave it there.", "Please, let's just leave it."],
  leave: "I'm going to head home. Goodnight.",
  graceful: "Thanks for being so nice about it. Get home safe.",
  afterYes: "Perfect. Text me and we'll pick a day. I had a really good time tonight.",
  close: {
    warm: "This was really fun. I should get going, early shift tomorrow, but I'd like to do this again.",
    cool: "Well, I should head off. Thanks for the drink.",
  },
  better: {
    respect: "Twelve-hour shifts sound brutal. How do you switch off after a hard day?",
    curiosity: "What surprised you most about Lisbon?",
    clarity: "I'm really enjoying this. Can I take you to the Portuguese place on Fifth next week?",
    confidence: "I've never been to Lisbon, but I spent a week in Porto and I still dream about the bread.",
  },
  tips: {
    respect: "Listen for what she cares about (her work, her trip) and treat it as seriously as she does.",
    curiosity: "Follow up on her answers at least once before you change the subject.",
    clarity: "Share your own stories too, and if you'd like a second date, say so before the night ends.",
    confidence: "Match her openness: when she tells you something, tell her something real back.",
  },
};

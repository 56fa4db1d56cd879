import type { Script } from "../script";

export const coffeeShop: Script = {
  startMood: 0,
  minTurnsBeforeAsk: 2,
  details: [
    "books?",
    "reading",
    "read",
    "good omens",
    "pratchett",
    "gaiman",
    "novel",
    "paperback",
    "laugh(?:ed|ing)?",
    "funny",
    "chapter",
    "coffee",
    "cafe",
    "latte",
    "flat white",
    "saturday",
  ],
  topics: [
    {
      match:
        /\b(?:books?|reading|novel|good omens|pratchett|gaiman|paperback|funny|laugh(?:ed|ing)?|chapter)\b/,
      warm: "Ha, caught me. It's Good Omens: an angel and a demon trying to stop the end of the world because they like it here too much. The bit that got me was a car that turns every tape into Queen. Have you read it?",
      more: "Third time, actually. It gets funnier every time. Have you read anything by Pratchett? I can lend you a starter.",
      cool: "It's just a book I'm reading.",
    },
    {
      match: /\b(?:coffee|latte|flat white|cafe|drink|order|pastr(?:y|ies))\b/,
      warm: "Flat white, always. The pastries here are dangerous though. Do you come here a lot?",
      cool: "Just a flat white.",
    },
    {
      match: /\b(?:work|job|do for a living|weekend|saturday|plans)\b/,
      warm: "Saturday is my reading day. During the week I design signs for the transit system, so mostly I think about arrows. What about you?",
      cool: "Just a quiet Saturday.",
    },
    {
      match: /\b(?:neighbou?rhood|live around|nearby|local|area|here often|come here)\b/,
      warm: "I live two streets away, so this is basically my living room. I've never seen you here though. New to the area?",
      cool: "I live nearby.",
    },
    {
      match: /\b(?:favou?rites?|recommend\w*|authors?)\b/,
      warm: "Anything by Ursula Le Guin. And I'm always collecting recommendations, so if you've got one, now's your chance.",
      cool: "Oh, lots of things.",
    },
  ],
  replies: {
    warm: [
      "Ha, good question. I came in for ten minutes and I've been here two hours. What brings you in?",
      "I like that you actually asked. What are you reading these days, or are you more of a podcast person?",
      "I'm enjoying this. It's not often a stranger starts a conversation that isn't about the weather.",
    ],
    neutral: [
      "Yeah, it's a nice spot.",
      "Mm, true. It gets busy on Saturdays.",
      "Ha, maybe. What about you?",
    ],
    cool: ["Oh. Hi.", "Sorry, I'm kind of in the middle of a chapter.", "Okay…"],
  },
  answers: [
    "Hm, good question. Honestly? I come here to read because my flat is too quiet. What brings you in?",
    "Ha, nobody has asked me that in a while. Books, long walks, and too many pastries. You?",
  ],
  stereotype: [
    "Wow. Okay. I'm just a person reading a book, not a category.",
    "That's… not a great thing to say to someone you just met.",
  ],
  pushy: ["I'd rather you didn't talk to me like that.", "I'm going to get back to my book now."],
  ask: {
    yes: [
      "I'd like that. Here, I'll put my number in your phone. Text me a book recommendation first, though.",
      "Sure. I'm here most Saturdays, but let's swap numbers so you don't have to stake out the café.",
    ],
    maybe: [
      "Ha, we've been talking for two minutes. Tell me something about you first.",
      "Maybe. I don't even know your name yet.",
    ],
    no: [
      "That's nice of you, but I'll pass. Enjoy your coffee though.",
      "Thanks, but I don't really give my number out. Have a good day.",
    ],
  },
  afterNo: ["I said no, thanks.", "Really, I'm good. I'd like to get back to my book."],
  leave: "I'm going to go sit somewhere else. Bye.",
  graceful: "Thanks for being cool about it. Enjoy your Saturday!",
  afterYes: "Great. Text me that recommendation, I'll hold you to it. Enjoy your coffee!",
  close: { warm: "Nice talking to you! Maybe see you here next Saturday.", cool: "Okay, bye." },
  better: {
    respect: "I don't want to steal you from your book for long, but what made you laugh like that?",
    curiosity: "What's the funniest part so far? I need to know if it's worth reading.",
    clarity:
      "I've really enjoyed this. Could I get your number and take you for a coffee on purpose next weekend?",
    confidence: "I had to say hi: that was the best laugh I've heard all week. I'm Sam.",
  },
  tips: {
    respect: "Keep the opener light and give her an easy way back to her book if she wants it.",
    curiosity:
      "Ask about what she's doing right now (the book, what made her laugh) and follow up on her answer.",
    clarity: "When it's going well, say so and make a specific offer: her number, a coffee next weekend.",
    confidence: "Skip the apologies for saying hello: say hi, say why, and stand behind it.",
  },
};

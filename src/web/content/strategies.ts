/** Copy of /strategies, kept apart from its layout. */
export const categories = [
  {
    title: "Approach Strategies",
    points: [
      "Read the moment first: is she open to a chat, or busy and wearing headphones?",
      "Open with something real about the place or the moment, then introduce yourself.",
      "Make leaving easy for her. A relaxed exit is part of a good approach.",
    ],
  },
  {
    title: "Conversation Mastery",
    points: [
      "Ask open questions and follow up on the answers instead of jumping topics.",
      "Share about yourself too: a conversation is a trade, not an interview.",
      "Notice what lights her up and spend time there.",
    ],
  },
  {
    title: "Attraction Building",
    points: [
      "Be specific about what you like in your life and show it.",
      "Playful teasing only when it is mutual and kind, never at her expense.",
      "Follow through: doing what you said builds more attraction than any line.",
    ],
  },
  {
    title: "Digital Dating",
    points: [
      "Profiles: recent photos, a clear face, one or two things to ask about.",
      "Openers that reference her profile beat any copy-paste line.",
      "Suggest meeting in person within 5-7 messages, with a concrete plan.",
    ],
  },
  {
    title: "Date Planning & Execution",
    points: [
      "Short, public and easy to say yes to: coffee, a walk, a market, a gallery.",
      "Have a plan, and a second idea in case it is going well.",
      "End on a high note and say clearly if you want to see her again.",
    ],
  },
  {
    title: "Advanced Techniques",
    points: [
      "Read interest from what she does, and take a no gracefully the first time.",
      "Handle rejection and silence without taking it personally.",
      "Move from dating to something more with honest conversations, not games.",
    ],
  },
] as const;

export const coachingHelps = [
  {
    title: "Personalized application",
    text: "General principles turned into advice for your city, your schedule, your personality and the person you are talking to.",
  },
  {
    title: "Situation-specific guidance",
    text: "Paste the conversation, describe the room, tell it what she said. The coach answers that, not a textbook case.",
  },
  {
    title: "Practice with voice",
    text: "Say your opener out loud and hear replies read back, so the real thing feels familiar.",
  },
  {
    title: "Progress tracking",
    text: "Your history and what the coach remembers let you look back on what worked and build on it.",
  },
] as const;

export const breakdown = [
  {
    title: "Approach",
    points: [
      "Timing beats technique: approach when she is relaxed and reachable, not rushing or working.",
      "Say who you are and why you said hello. Honesty reads as confidence.",
      "Watch her response. Short answers and turned shoulders mean say goodbye kindly.",
    ],
  },
  {
    title: "Connection",
    points: [
      "Listen for the detail behind the answer and ask about it.",
      "Match her energy and pace; do not push for more than the moment offers.",
      "Let silences be; they are not a failure.",
    ],
  },
  {
    title: "Cultural sensitivity",
    points: [
      "Be curious about her, her family and her story, not about a group she belongs to.",
      "Ask rather than assume: languages, food, holidays and expectations differ person to person.",
      "Never make her background the reason you are interested. Make it her.",
    ],
  },
] as const;

export const scenarios = [
  {
    title: "Online dating",
    situation: "You matched three days ago. The replies are friendly but getting shorter.",
    advice:
      'Stop trading small talk. Reference something she said, then suggest a specific, easy plan: "You mentioned the night market: want to check it out Thursday after work?" If she is not up for it, wish her well and move on.',
  },
  {
    title: "Coffee shop",
    situation: "Someone at the next table is reading a book you love, and she just laughed at a page.",
    advice:
      'Wait for a natural pause, then say something true: "Sorry to interrupt, that laugh made me curious. Is that the one with the lighthouse keeper?" Keep it short. If she goes back to her book, smile and let her.',
  },
  {
    title: "First date",
    situation: "Coffee on Saturday. You are nervous about running out of things to say.",
    advice:
      "Pick a place with something to do nearby, prepare two or three questions about things she has mentioned, and share stories of your own. After an hour or so, end while it is good and tell her you would like to see her again.",
  },
] as const;

/**
 * Pattern data for the coach's safety check (see safety.ts).
 *
 * Every pattern runs against the output of `normalizeMessage`: lowercase ASCII words and digits
 * separated by single spaces, contractions expanded ("she's" -> "she is", "don't" -> "do not").
 * Patterns describe intent (an action aimed at a person plus a harmful goal), not single words, so
 * ordinary coaching questions that share vocabulary ("drunk-texting", "she said no to a second
 * date") pass. `unless` patterns are the "safe context" guards: victim perspective, idioms, asking
 * how to avoid the behaviour.
 */
import type { SafetyCategory } from "./safety";

export type Matcher = RegExp | ((text: string) => boolean);
/** Matches when every `all` matcher matches and the `unless` guard (if any) does not. */
export type Rule = { all: Matcher[]; unless?: RegExp };

// ---------------------------------------------------------------------------------------------
// Normalisation

const SLANG: Record<string, string> = {
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  cant: "cannot",
  wont: "will not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  shouldnt: "should not",
  wouldnt: "would not",
  couldnt: "could not",
  havent: "have not",
  hasnt: "has not",
  im: "i am",
  ive: "i have",
  youre: "you are",
  shes: "she is",
  theyre: "they are",
  thats: "that is",
  whats: "what is",
  wanna: "want to",
  gonna: "going to",
  gotta: "got to",
  tryna: "trying to",
  lemme: "let me",
  gimme: "give me",
  gf: "girlfriend",
  bf: "boyfriend",
  u: "you",
  ur: "your",
  pls: "please",
  plz: "please",
  msg: "message",
  msgs: "messages",
  txt: "text",
  txts: "texts",
  yrs: "years",
  yr: "year",
  kms: "kill myself",
  cuz: "because",
  coz: "because",
  bc: "because",
  abt: "about",
  smth: "something",
  sth: "something",
  insta: "instagram",
  ig: "instagram",
  whatsapp: "whatsapp",
};

/** Lowercase, expand contractions, strip punctuation, collapse whitespace. */
export function normalizeMessage(message: string): string {
  let t = message
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/\by\s*[/.]\s*o\b\.?/g, " yo ")
    .replace(/\bw\/o\b/g, " without ")
    .replace(/\bw\//g, " with ");
  t = t
    .replace(/\bcan'?t\b/g, "cannot")
    .replace(/\bwon't\b/g, "will not")
    .replace(/\bshan't\b/g, "shall not")
    .replace(/\bain't\b/g, "is not")
    .replace(/n't\b/g, " not")
    .replace(/'m\b/g, " am")
    .replace(/'re\b/g, " are")
    .replace(/'ve\b/g, " have")
    .replace(/'ll\b/g, " will")
    .replace(/'d\b/g, " would")
    .replace(/\blet's\b/g, "let us")
    .replace(/\b(she|he|it|that|what|who|there|where|here|how|when|why|this)'s\b/g, "$1 is")
    .replace(/'s\b/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/(\d)([a-z])/g, "$1 $2")
    .replace(/([a-z])(\d)/g, "$1 $2");
  t = t
    .split(" ")
    .map((word) => SLANG[word] ?? word)
    .join(" ")
    .replace(/\bnot (?:really )?sure\b/g, "unsure")
    .replace(/\b(?:do|does|did) not (?:really )?know\b/g, "unsure of")
    .replace(/\s+/g, " ")
    .trim();
  return t;
}

// ---------------------------------------------------------------------------------------------
// Building blocks

const alt = (...parts: string[]): string => `(?:${parts.join("|")})`;
/** Up to n arbitrary words (each followed by a space). */
const gap = (n: number): string => `(?:[a-z0-9]+ ){0,${n}}`;
/** Up to n words that are not the speaker ("i", "me", "my"), so a trait is not about himself. */
const gapNotMe = (n: number): string => `(?:(?!(?:i|me|my|myself|am)\\b)[a-z0-9]+ ){0,${n}}`;

/**
 * Negative lookbehind: the match is not preceded (within two words) by a negation such as
 * "without", "avoid", "never", "do not want to", so "how do I avoid pressuring her into anything"
 * does not read as a request to pressure her.
 */
const NOT_NEGATED = String.raw`(?<!\b(?:never|without|avoid|avoiding|stop|stopped|quit|instead of|rather than|not to|how not|(?:do|does|did|should|would|will|could|am|is|are|was|were) not(?: (?:want|wanting|trying|try|mean|meaning|intend|intending|going|plan|planning|need|needing|like|wish) to)?) (?:[a-z0-9]+ ){0,2})`;

/** Whole-word match. */
const R = (src: string): RegExp => new RegExp(String.raw`\b(?:${src})\b`);
/** Whole-word match that is not negated just before. */
const N = (src: string): RegExp => new RegExp(String.raw`${NOT_NEGATED}\b(?:${src})\b`);

/** A person the user is talking about (object position). */
const PERSON = alt(
  "her",
  "him",
  "them",
  "my (?:date|match|crush|girlfriend|boyfriend|wife|husband|partner|ex|ex girlfriend|ex wife|fiancee|fiance)",
  "(?:the|this|that|a) (?:girl|woman|lady|chick)",
  "girls",
  "women",
  "someone",
  "somebody",
  "people",
);
/** Possessive of that person. */
const POSS = alt(
  "her",
  "his",
  "their",
  "my (?:date|match|crush|girlfriend|boyfriend|wife|husband|partner|ex|ex girlfriend|ex wife|fiancee|fiance)",
);
const SHE = "(?:she|he|they)";
/** "she" or the person named by role: "my girlfriend is chatting with...". */
const SUBJ = alt(
  "she",
  "he",
  "they",
  "my (?:date|match|crush|girlfriend|boyfriend|wife|husband|partner|ex|ex girlfriend|ex wife|fiancee|fiance)",
);
/** Request / intent framing: "how do I", "help me", "should I", "want to". */
const ASK = alt(
  "how (?:do|can|could|should|would|to) i",
  "how to",
  "how would i",
  "how can you",
  "help me",
  "teach me (?:how )?to",
  "tips (?:on|for|to)",
  "ways to",
  "best way to",
  "should i",
  "i want to",
  "want to",
  "i need to",
  "i am going to",
  "going to",
  "planning to",
  "plan to",
  "trying to",
  "try to",
  "give me",
  "write",
  "tell me how to",
  "is there a way to",
  "any way to",
  "what is the best way to",
  "i will",
  "i could",
  "can i",
);

// ---------------------------------------------------------------------------------------------
// Self-harm (care)

const SELF_HARM: Rule[] = [
  {
    all: [
      R(
        "(?:will not|would not|may not|might not) be (?:around|here|alive) (?:much longer|for much longer|anymore|any more|by (?:tomorrow|next week|then))|(?:wrote|written|writing|write|left|leaving) (?:a |my )?(?:goodbye|suicide) (?:letters?|notes?|messages?)|giving away (?:all )?my (?:stuff|things|belongings|possessions)|(?:this is|saying) (?:my )?(?:final )?goodbye to (?:everyone|everybody|the world|you all)",
      ),
    ],
  },
  { all: [R("kill(?:ing)? myself(?! laughing)|unalive myself|hang myself|shoot myself|drown myself")] },
  { all: [R("end(?:ing)? my (?:own )?life|tak(?:e|ing) my (?:own )?life|slit(?:ting)? my wrists?")] },
  {
    all: [
      R(
        "(?<!(?:social|career|dating|professional|political|text|texting|romantic|fashion) )suicid(?:e|al)(?! (?:squad|mission|doors?|run|king|burpees|sprints|bomber)\\b)",
      ),
    ],
  },
  {
    all: [
      R(
        "(?:hurting|harming|cutting|burning|starving) myself|self (?:harm|harming|injury|injuring)|(?:want|wanted|going|urge|urges|need|tempted|thinking about|think about|thought about|feel like|feeling like|might|could|will|about|keep wanting) (?:to )?(?:hurt|harm|cut|burn|punish) myself",
      ),
    ],
  },
  {
    all: [
      R(
        "(?:do|does|did) not (?:really )?want to (?:live|be alive|exist|be here|wake up|keep living|go on living)(?! (?:in|with|near|there|here|at|on|by|alone|together|close|far|like that|next|together|abroad|somewhere|anywhere|alone)\\b)",
      ),
    ],
  },
  { all: [R("no longer want to (?:live|be alive|exist)|(?:do not|never) want to wake up")] },
  {
    all: [
      R(
        "(?:want|wanted|wanting|going|ready|wish|wishing) to die(?! (?:of|from|laughing|a little|inside|alone|single|a virgin|happy|old|rich|in|on|with|at|when|if|before)\\b)",
      ),
    ],
  },
  {
    all: [
      R(
        "wish(?:ed)? (?:that )?i (?:was|were|had) (?:dead|never (?:been )?born|not born|not alive)|wish i could (?:just )?(?:die|disappear forever|not wake up|sleep forever|stop existing)",
      ),
    ],
  },
  {
    all: [
      R(
        "better off dead|(?:everyone|everybody|the world|they|people|my family|she|all of them) (?:would be|will be|is|are|would all be) better off (?:without me|if i (?:was|were) (?:gone|dead|not here|not around))",
      ),
    ],
  },
  {
    all: [
      R(
        "(?:no|not any|zero|nothing|no more) (?:reason|point|purpose) (?:to|in|of|for) (?:live|living|be alive|being alive|exist|existing|stay alive|staying alive|wake up|waking up|life)",
      ),
    ],
  },
  {
    all: [
      R(
        "(?:no|not any|zero|no more) (?:reason|point|purpose) (?:to|in|of) (?:go on|going on|keep going|carry on|carrying on|keep living)(?= ?$| anymore| any more| any longer| like this| without| living| with (?:my )?life| and| because| since| if| but| i )",
      ),
    ],
  },
  {
    all: [
      R(
        "(?:cannot|can not|do not want to|not able to|unable to) (?:go on|keep going|carry on|keep living|live like this)(?= ?$| anymore| any more| any longer| like this| without| living| with (?:my )?life)",
      ),
    ],
  },
  {
    all: [
      R(
        "(?:do not|cannot|can not|no longer|fail to) see (?:any |the |a |much )?(?:point|reason|purpose|meaning) (?:in|of|to|for) (?:living|life|being alive|staying alive|existing|my life|(?:going on|carrying on|keep going)(?! (?:dates?|a |another|apps?|tinder|the app|with)\\b))",
      ),
    ],
  },
  {
    all: [
      R(
        "nothing (?:left )?to live for|not worth living|(?:life|my life|living|it) (?:is not|is no longer|does not feel|does not seem|is not really) worth (?:living|it anymore|going on)|what is the point (?:of|in) (?:living|being alive|going on|staying alive|life)",
      ),
    ],
  },
  {
    all: [
      R(
        "(?<!(?:dating|social|love|sex|romantic|work) )(?:my )?life is (?:pointless|meaningless|over|not worth it)(?! (?:lol|haha)\\b)",
      ),
    ],
  },
  {
    all: [
      R(
        "(?:thinking (?:of|about)|think about|considering|contemplating|planning on|close to|about to|keep thinking about) ending (?:it|everything|my life|myself)(?! (?:with|between|before|after|there|nicely|politely|kindly|gracefully|properly|respectfully|over|in person|early|on|via|by|soon|the right|face to face|amicably)\\b)|end (?:it|everything) all|ending it all|end everything|(?:want|wanted|going|ready|planning|plan|thinking about|think about|about|thought about|decided|deciding|just want|need) to end it(?! (?:with|between|before|after|there|nicely|politely|kindly|gracefully|properly|respectfully|over|in person|early|on|via|by|soon|the right|face to face|amicably|for good with|now with)\\b)",
      ),
    ],
  },
  {
    all: [
      R(
        "overdose|od on (?:my |the )?pills|(?:take|swallow|taking|swallowing) (?:all )?(?:my|the|a bunch of|a lot of|all the|a whole bottle of) (?:pills|sleeping pills|meds|medication)|jump(?:ing)? (?:off|from|in front of) (?:a|the) (?:bridge|building|roof|train|cliff)",
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Minors

const NUMBER_WORDS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const NUM = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;
const toAge = (raw: string): number => NUMBER_WORDS[raw] ?? Number.parseInt(raw, 10);

/** Words after a number that show it is not an age ("she is 15 minutes late", "I am 6 foot"). */
const NOT_AN_AGE_AFTER = new RegExp(
  `^ ${alt(
    "\\d+",
    "min(?:ute)?s?",
    "sec(?:ond)?s?",
    "hours?",
    "hrs?",
    "days?",
    "weeks?",
    "wks?",
    "months?",
    "years? (?:ago|older|younger|apart|into|in|together|of|clean|sober|since|out|married|divorced|single)",
    "times?",
    "feet",
    "foot",
    "ft",
    "inch(?:es)?",
    "in",
    "cm",
    "kgs?",
    "lbs?",
    "pounds",
    "percent",
    "out",
    "of",
    "for",
    "points?",
    "dates?",
    "messages?",
    "texts?",
    "miles?",
    "km",
    "stars?",
    "am",
    "pm",
    "o ?clock",
    "dollars?",
    "bucks",
    "k",
    "grand",
    "euros?",
    "hundred",
    "thousand",
    "th",
    "st",
    "nd",
    "rd",
    "drinks?",
    "beers?",
    "shots?",
    "kids?",
    "children",
    "x",
    "plus",
    "or",
    "to",
    "matches",
    "likes",
    "girls",
    "guys",
    "women",
    "people",
    "friends",
    "away",
    "late",
    "early",
    "behind",
    "ahead",
    "tall",
  )}\\b`,
);

/** "she is 16", "I am fifteen", "we are both 17", "she just turned 16". */
const SUBJECT_AGE = new RegExp(
  `\\b${alt(
    "i am",
    "i will be",
    "i turn",
    "i just turned",
    "she is",
    "she will be",
    "she turns",
    "she just turned",
    "he is",
    "he will be",
    "he turns",
    "he just turned",
    "we are",
    "they are",
    "(?:girlfriend|boyfriend|crush|date|match|partner|girl|guy|boy|she|he) (?:is|will be|just turned)",
  )}((?: (?:only|just|still|barely|almost|nearly|about|around|like|probably|maybe|definitely|actually|really|both|currently|turning))*) ${NUM}\\b`,
  "g",
);
/** "a 16 year old", "16 yo", "16 years of age". */
const YEARS_OLD = new RegExp(`\\b${NUM} (?:years? old|years? of age|yo|y o)\\b`, "g");
/** "aged 16", "age 15". */
const AGED = new RegExp(`\\b(?:aged?|age of) ${NUM}\\b`, "g");
/** "me (24) and her (16)": a bare number right after the person, then the sentence moves on. */
const BARE_AGE = new RegExp(
  `\\b(?:me|her|him|she|he|girlfriend|boyfriend|crush|girl|guy|boy|date|match) ${NUM}(?= (?:and|but|so|how|what|is|are|we|i|she|he|who|because|when|should|can|do|does|m|f|looking|want|wants|just|yo)\\b| ?$)`,
  "g",
);
/** "15 f", "(16m)" style. */
const AGE_SEX = /\b(1[0-7]) (?:f|m)\b(?! (?:away|tall|long|high|wide|deep)\\b)/;
/** Before a "16 year old": a parent/relative's child, or the past ("when I was 16 years old"). */
const NOT_A_PARTNER_BEFORE = new RegExp(
  `\\b${alt(
    "my",
    "her",
    "his",
    "their",
    "our",
    "your",
    "has an?",
    "have an?",
    "had an?",
    "with an?",
    "of an?",
    "was",
    "were",
    "since",
    "when",
    "at",
    "until",
    "till",
    "by",
    "from",
    "photos?",
    "pictures?",
    "pics?",
    "profile",
    "car",
    "it",
    "this",
    "that",
    "these",
    "those",
    "ring",
    "house",
  )}(?: (?:like|about|around|almost|over|only|at least|nearly|is|are))? ?$`,
);
/** After a "16 year old": a relative or an object, not a partner. */
const NOT_A_PARTNER_AFTER = new RegExp(
  `^ ${alt(
    "sons?",
    "daughters?",
    "kids?",
    "child",
    "children",
    "brothers?",
    "sisters?",
    "nephews?",
    "nieces?",
    "cousins?",
    "step ?sons?",
    "step ?daughters?",
    "siblings?",
    "dogs?",
    "cats?",
    "puppy",
    "car",
    "house",
    "boat",
    "laptop",
    "phone",
    "jeans",
    "shirt",
    "whiske?y",
    "scotch",
    "wine",
    "habit",
    "relationship",
    "marriage",
    "friendship",
    "me",
    "self",
    "version",
    "business",
    "company",
    "photos?",
    "pics?",
    "pictures?",
    "tradition",
    "account",
    "profile",
    "memory",
    "memories",
  )}\\b`,
);

/** After a "16 year old": someone he is dating. */
const PARTNER_AFTER =
  /^ (?:girlfriend|boyfriend|crush|date|match|lover|partner|fiancee|fiance|wife|hookup|fwb|girl i|guy i|woman i)\b/;

function precedingWords(text: string, index: number, count: number): string {
  return text.slice(0, index).trim().split(" ").slice(-count).join(" ");
}

/** True when the message states an age under 18 for the user or the person he is asking about. */
export function mentionsMinorAge(text: string): boolean {
  for (const match of text.matchAll(SUBJECT_AGE)) {
    const approx = /almost|nearly|turning/.test(match[1] ?? "");
    const age = toAge(match[2] ?? "");
    const rest = text.slice(match.index + match[0].length);
    if (NOT_AN_AGE_AFTER.test(rest)) continue;
    if (age >= 10 && (age < 18 || (approx && age <= 18))) return true;
  }
  for (const match of text.matchAll(YEARS_OLD)) {
    const age = toAge(match[1] ?? "");
    if (age >= 18) continue;
    const before = precedingWords(text, match.index, 3);
    const after = text.slice(match.index + match[0].length);
    const partner = PARTNER_AFTER.test(after) && !/\b(?:her|his|their)$/.test(before);
    if (!partner && (NOT_A_PARTNER_BEFORE.test(before) || NOT_A_PARTNER_AFTER.test(after))) continue;
    return true;
  }
  for (const match of text.matchAll(AGED)) {
    const age = toAge(match[1] ?? "");
    const before = precedingWords(text, match.index, 2);
    if (
      age >= 10 &&
      age < 18 &&
      !/\b(?:at|since|from|until|till|by|when|was|kids?|children|sons?|daughters?|child|siblings?|brothers?|sisters?|nephews?|nieces?|students?|pupils?)\b/.test(
        before,
      )
    )
      return true;
  }
  for (const match of text.matchAll(BARE_AGE)) {
    const age = toAge(match[1] ?? "");
    if (age >= 10 && age < 18) return true;
  }
  return AGE_SEX.test(text);
}

const MINORS: Rule[] = [
  {
    all: [R("(?:she|he|i|we|they) (?:is|am|are) (?:still |only |just |both )*an? (?:teen|teenager)")],
    unless: R("18|19|eighteen|nineteen|(?:18|19) (?:years old|yo)"),
  },
  { all: [mentionsMinorAge] },
  {
    all: [
      R(
        "(?:she|he|i|we|they) (?:is|am|are) (?:still |only |just |both |currently |basically )*(?:in |an? )?(?:high school|middle school|junior high|secondary school|(?:\\d{1,2}|seventh|eighth|ninth|tenth|eleventh|twelfth) (?:th )?grade|(?:in )?year (?:7|8|9|10|11|seven|eight|nine|ten|eleven)(?! (?:of|at|in|with|as|into|since)\\b)|(?:freshman|sophomore|junior|senior) in high school|high schooler|middle schooler|minor|schoolgirl|school girl|schoolboy|ninth grader|tenth grader|eleventh grader)(?! (?:teacher|counsel+or|coach|principal|nurse)\\b)",
      ),
    ],
  },
  {
    all: [
      R(
        "(?<!\\b(?:was|were|when|back|since|i was a|i was an|was a|was an) )(?:freshman|sophomore|junior|senior|freshmen|sophomores|juniors|seniors|students?|girls?|boys?|kids?) (?:in|at|from) (?:high school|middle school|junior high|secondary school)|high ?school (?:girls?|boys?|students?|kids?|cheerleaders?|freshman|sophomore|junior girl|senior girl)|high ?schoolers?|middle ?schoolers?|schoolgirls?|school girls?|jail ?bait|loli|lolita|under ?age|under ?aged|under 18|under eighteen|under the age of (?:18|eighteen|consent)|below the age of consent|(?:not|not yet|is not) (?:18|eighteen|an adult|legal)(?: yet)?|barely legal|pre ?teens?|tweens?|(?:teen|teenage|teenaged) (?:girls?|boys?|girlfriend|boyfriend)|minors|(?:is|am|are|still|with|date|dating|involving|like) (?:a )?minor(?! (?:issue|thing|detail|problem|fight|argument|disagreement|injury|inconvenience|league|key|mistake|change|flaw|concern|setback|hiccup|crush|role|point|annoyance|quirk|difference|ones?|adjustment|tweak|surgery|accident)\\b)",
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Coercion

const INTOXICATED = alt(
  "drunk",
  "drunker",
  "wasted",
  "tipsy",
  "hammered",
  "plastered",
  "sloshed",
  "smashed",
  "buzzed",
  "intoxicated",
  "high",
  "stoned",
  "blackout drunk",
  "blacked out",
  "out of it",
  "liquored up",
  "loaded",
);
const INTOXICANT = alt(
  "alcohol",
  "booze",
  "liquor",
  "drinks?",
  "shots?",
  "wine",
  "beers?",
  "vodka",
  "tequila",
  "cocktails?",
  "weed",
  "drugs?",
  "pills?",
  "molly",
  "mdma",
  "ecstasy",
  "xanax",
  "ketamine",
  "edibles?",
  "sedatives?",
  "sleeping pills?",
);
/** Goals that only make sense if her answer is being overridden. */
const CONSENT_OVERRIDE = alt(
  "stops? saying no",
  "stop resisting",
  "say(?:s)? yes",
  "(?:will|would|does|do|cannot|can not|could not) not say no",
  "cannot say no",
  "(?:less likely|unable|not able) to say no",
  "lower (?:her|his|their) (?:guard|inhibitions|defenses|defences|resistance)",
  "lower (?:inhibitions|defenses|resistance)",
  "loosen (?:her|him|them) up",
  "more willing",
  "more open to (?:sex|sleeping|hooking)",
  "easier to (?:sleep|hook|bed|get with|get into bed|seduce|convince|get her|get him)",
  "take advantage",
  "(?:will not|would not|does not|cannot|not) (?:remember|resist|fight)",
  "pass(?:es)? out",
  "sleep with me",
  "have sex",
  "hook up with me",
  "go home with me",
  "come home with me",
  "come back (?:to my place|with me|to mine)",
  "into bed",
  "in bed with me",
  "get laid",
  "put out",
  "give in",
  "do (?:it|stuff|things|what i want)",
  "(?:down|up|game) for anything",
  "(?:do|try|agree to|say yes to) anything",
  "(?:is|gets|becomes|will be) (?:more |a bit |a little )?(?:easy|easier|willing|compliant|pliable|up for it|down for it|in the mood|less resistant)",
);

const COERCION: Rule[] = [
  // get/keep her drunk or high
  {
    all: [
      N(
        `(?:get|getting|got|make|making|keep|keeping) ${PERSON} (?:(?!from|not|less|safe|home)[a-z0-9]+ ){0,2}(?:really |very |super |too |so |more |extra |a bit |a little |pretty |fairly |completely )?${INTOXICATED}`,
      ),
    ],
    unless: R(
      "(?:get|getting|got|make|making|keep|keeping) (?:her|him|them) (?:some )?(?:water|food|home|a taxi|a cab|an uber)",
    ),
  },
  // ply her with drinks / buy her drinks so she...
  { all: [N(`ply(?:ing)? ${PERSON} with`)] },
  { all: [N(`loosen(?:ing|ed)? ${PERSON} up with ${gap(2)}${INTOXICANT}`)] },
  {
    all: [
      new RegExp(
        String.raw`\b(?:${INTOXICATED}|(?:give|giving|buy|buying|order|ordering|get|getting|pour|pouring|slip|slipping|feed|feeding|keep|keeping|ply|plying|spike|spiking|offer|offering) ${PERSON} ${gap(3)}${INTOXICANT}|${INTOXICANT} (?:until|till|before|so) ${SHE}|how (?:drunk|high|wasted|tipsy|much to drink)|how (?:many|much) ${gap(2)}${INTOXICANT})\b ${gap(12)}${CONSENT_OVERRIDE}\b`,
      ),
    ],
  },
  {
    all: [
      new RegExp(
        String.raw`\b${CONSENT_OVERRIDE} ${gap(8)}(?:if|when|once|after|while|because) (?:she|he|they) (?:is|are|gets?|get) ${gap(2)}${INTOXICATED}\b`,
      ),
    ],
  },
  { all: [R(`(?:her|she is|she gets|she will be|him|he is) (?:[a-z]+ )?${INTOXICATED} enough`)] },
  {
    all: [
      R(
        `(?:she|he|they|her|him|them) (?:is |gets? |will be |would be |becomes? |get )?(?:too|so) ${INTOXICATED} (?:to|that (?:she|he|they) (?:cannot|can not|will not|would not|does not|could not)) (?:say no|resist|fight|refuse|remember|object|stop me|know what|notice|say anything)`,
      ),
    ],
  },
  // drugging
  {
    all: [
      R(
        "(?:slip|put|drop|spike|lace|add|mix|sneak)(?:ping|ing)? (?:[a-z0-9]+ ){0,4}(?:in|into) (?:her|his|their|someone|a girls?|my dates?) (?:drink|glass|cup|coffee|wine|beer|food|water|cocktail)|spik(?:e|ing) (?:her|his|their|someone|a girls?|my dates?) (?:drink|glass|cup)|drug(?:ging)? (?:her|him|them|my date|a girl|someone)|knock (?:her|him|them) out|sedat(?:e|ing) (?:her|him|them)",
      ),
    ],
    unless: R(
      "protect|safe|safety|prevent|watch (?:her|your|my) drink|cover|test|tell if|signs|was (?:roofied|drugged|spiked)|got (?:roofied|drugged|spiked)|been (?:roofied|drugged|spiked)|someone (?:roofied|drugged|spiked)|drug test|drug use|do drugs|does drugs|(?:she|he) (?:uses|takes|does)",
    ),
  },
  {
    all: [R("roofies?|roofied|rohypnol|ghb|date rape drugs?")],
    unless: R(
      "protect|safe|safety|prevent|watch (?:her|your|my) drink|cover|test|tell if|signs|was (?:roofied|drugged|spiked)|got (?:roofied|drugged|spiked)|been (?:roofied|drugged|spiked)|(?:someone|somebody|they|he|a guy) (?:roofied|drugged|spiked)|i think|worried|afraid|scared",
    ),
  },
  // pressure / force into
  {
    all: [
      N(
        `(?:pressur(?:e|ing|ize|izing)|coerc(?:e|ing)|forc(?:e|ing)|bull(?:y|ying)|badger(?:ing)?|guilt(?: ?trip(?:ping)?)?|blackmail(?:ing)?|manipulat(?:e|ing)|trick(?:ing)?|wear(?:ing)?) ${PERSON} (?:down )?${gap(2)}(?:into (?:sex|bed|sleeping|having sex|hooking up|a threesome|sending|doing|it|saying yes|agreeing|giving|letting|kissing|going|coming|something|anything|things|stuff)|to (?:say yes|have sex|sleep with|do it|send (?:me )?nudes|hook up|go further|give in|agree|let me|kiss me|come home|come back|put out|change her mind|go out with me|date me)|until (?:she|he|they) (?:says yes|gives in|agrees|caves|breaks))`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:talk(?:ing)?|push(?:ing)?|nag(?:ging)?|bribe|bribing|convinc(?:e|ing)|persuad(?:e|ing)|beg(?:ging)?) ${PERSON} ${gap(2)}(?:into|to) (?:sex|bed|sleeping with|having sex|hooking up|a threesome|send(?:ing)? (?:me )?(?:nudes|naked|pics)|go(?:ing)? further|giv(?:e|ing) in|have sex|sleep with|put out|do(?:ing)? it without)`,
      ),
    ],
  },
  {
    all: [N(`(?:${ASK}) ${gap(2)}(?:pressure|coerce|force|guilt trip|badger|wear down|bully) ${PERSON}`)],
  },
  {
    all: [
      N(
        `(?:pressur(?:e|ing)|push(?:ing)?) ${PERSON} (?:for|about) (?:sex|it|a kiss|nudes|pics|photos|more|intimacy)`,
      ),
    ],
  },
  {
    all: [
      N(
        "force(?:d|ing)? myself on|(?:have|having) sex with (?:her|him|them) (?:anyway|regardless)|force (?:her|him|them)",
      ),
    ],
  },
  {
    all: [
      N(
        `(?:make|making|force|forcing) ${PERSON} (?:have sex|sleep with|do it|give in|submit|put out|hook up|send (?:me )?nudes|go down on|touch me|kiss me)`,
      ),
    ],
  },
  // pushing past a no
  {
    all: [
      N(
        `wear(?:ing)? (?:${PERSON} )?down|wear(?:ing)? down (?:${POSS} )?(?:resistance|defenses|defences)|break(?:ing)? (?:down )?${POSS} (?:resistance|defenses|defences|boundaries|will)|(?:get|getting|push|pushing|go|going|move|moving|break|breaking) (?:past|around|through|beyond|over) ${POSS} (?:no|boundaries|boundary|limits|resistance|objections?|hesitation|refusal)|(?:ignore|ignoring|override|overriding|overcome|overcoming|get around|getting around) ${POSS} (?:no|refusal|boundaries|boundary|objections?|resistance|hesitation)`,
      ),
    ],
  },
  { all: [R("last minute resistance|lmr|token resistance")], unless: R("what is|what does") },
  {
    all: [
      R(
        `no (?:really )?means yes|(?:when|if) (?:she|he) says no (?:she|he) (?:means|really means|actually means) (?:yes|maybe)|(?:her|his|their) no (?:means|is|was) (?:really )?(?:yes|maybe|a maybe|just a test|not real|fake)|(?:she|he) (?:did not|does not|did not really|does not really) mean (?:it|no) when (?:she|he) said no|(?:she|he) said no ${gap(5)}(?:did not|does not)(?: really)? mean (?:it|no|that)`,
      ),
    ],
  },
  { all: [N(`(?:not|never|will not|refuse to|do not|does not) take no (?:for|as) an answer`)] },
  {
    all: [
      N(
        `(?:keep|keeps|kept|keep on) (?:asking|pushing|trying|pestering|insisting|begging|texting|messaging|persisting) ${gap(4)}until (?:she|he|they) (?:says yes|say yes|gives in|agrees|caves|changes (?:her|his|their) mind|breaks|relents|gives up)`,
      ),
    ],
  },
  {
    all: [
      R(
        `${SHE} (?:said|says|told me|keeps saying|kept saying|already said|has said|clearly said) no|${SHE} (?:said|says|told me) (?:she|he|they) (?:is|was|are|were) not (?:interested|ready|comfortable|into it|into me)|${SHE} (?:said|says|told me) (?:she|he|they) (?:does|did|do) not want|turned me down|rejected me|refus(?:ed|es|ing)(?: me)?|${SHE} (?:is|was) not (?:interested|into it|into me|ready|comfortable)|not interested in me`,
      ),
      N(
        `change (?:her|his|their) mind|convince (?:her|him|them)(?! (?:i|that|of|about|my|it is|nothing|otherwise)\\b)|(?:get|finally get|earn|win|turn it into) (?:a|her|his|the) yes|persuade (?:her|him|them)|talk (?:her|him|them) into|make (?:her|him|them) (?:say yes|agree|give in|change|reconsider|go out|date me|see me|give me (?:a|another) chance|want me|like me)|get (?:her|him|them) to (?:say yes|agree|give in|change|reconsider|go out|date me|give me (?:a|another) chance)|(?:still|anyway) (?:sleep with|have sex|hook up|kiss|get|make)|(?:sleep with|have sex with|hook up with|kiss) (?:her|him|them) anyway`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:keep|keeps|kept|continue|continuing|carry on|carrying on) ${gap(3)}until ${SUBJ} (?:says? yes|gives? in|agrees?|caves?|relents?|breaks?|changes (?:her|his|their) mind|stops saying no|stops resisting|lets me)`,
      ),
    ],
  },
  {
    all: [
      N(`(?:get|make|force) ${PERSON} (?:to )?(?:give in|cave|submit|relent|stop resisting|stop saying no)`),
    ],
  },
  {
    all: [
      N(
        `(?:make|making|leave|leaving) ${PERSON} (?:feel )?(?:like )?(?:she|he|they) (?:cannot|can not|could not|is not able to|are not able to|will not be able to|is unable to) (?:say no|refuse|leave|resist|stop me|get away)|(?:so|until) (?:she|he|they) (?:cannot|can not|could not) (?:say no|refuse|resist)|(?:she|he|they) (?:has|have) no (?:choice|option) but to`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:push|pushing|test|testing|cross|crossing|ignore|ignoring|disregard|disregarding|break|breaking) ${POSS} (?:boundaries|boundary|limits|no|consent)`,
      ),
    ],
    unless: R("respect|not cross|never cross|without crossing|talk about|discuss|ask about|learn"),
  },
  {
    all: [
      R(
        `${SUBJ} (?:says|said|tells me to|told me to|asks me to|asked me to|wants me to|keeps saying|tells me|told me) (?:no|stop|slow down|wait)`,
      ),
      N("keep going|continue|carry on|push|not stop|ignore|anyway|regardless|get her to|convince"),
      R("bed|sex|making out|hooking up|hook up|kissing|touching|undress|clothes|naked|further"),
    ],
  },
  {
    all: [
      R(
        `${SUBJ} (?:is|was|falls|fell|passes|passed) (?:asleep|sleeping|passed out|unconscious|blacked out|out cold)`,
      ),
      N(
        "sex|sleep with|hook up|touch|touching|kiss her|kissing her|do stuff|do things|have (?:her|him)|feel (?:her|him) up|take (?:photos|pics|pictures|videos)|undress|take advantage|finger|grope|get with|go further|make a move",
      ),
    ],
    unless: R(
      "should (?:i|we) wait|wait until|wait till|did i|was i|on my shoulder|on the couch and i covered",
    ),
  },
  {
    all: [
      N(
        `(?:make sure|ensure|so) ${SUBJ} (?:cannot|can not|could not|is not able to|will not be able to|is unable to) (?:leave|go|say no|refuse|get away|escape|go home)|(?:cannot|can not|not allowed to|not let (?:her|him|them)) (?:leave|go home|go) (?:[a-z]+ ){0,2}until (?:she|he|they) (?:agrees?|says? yes|sleeps|gives? in|has sex|hooks up|kisses)|lock (?:her|him|them|the door) (?:in|so)`,
      ),
    ],
  },
  {
    all: [
      R(
        `${SUBJ} (?:is|seems|was|gets|looks|feels) (?:a bit |a little |kind of |really |still )?(?:hesitant|reluctant|unsure|on the fence|not in the mood|not into it|nervous|uncomfortable|tired|not ready)|(?:hesitant|reluctant) (?:girl|woman|date)|who is (?:hesitant|reluctant|unsure|not ready|not in the mood)|does not feel like it`,
      ),
      N(
        `(?:get|getting|make|making|convince|convincing|persuade|persuading|talk|talking|push|pushing|pressure|pressuring) ${PERSON} ${gap(3)}(?:sex|sleep|bed|hook up|hooking up|go further|going further|do it|intimate)|(?:sleep with|have sex with|hook up with|sleep|have sex|hook up|do it) (?:me |her |him |them )?anyway|(?:sleep with|have sex with) (?:me|her|him|them) regardless`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:guilty|sorry for me|bad|obligated|obliged|indebted|like (?:she|he|they) owes? me) (?:enough )?(?:to|that (?:she|he|they)|so (?:she|he|they)|into) (?:will )?(?:[a-z]+ ){0,1}(?:sleep with|sleeps with|have sex|has sex|hook up|hooks up|put out|puts out|give in|gives in|go further|do it|does it|sleeping with|having sex)|(?:she|he|they) owes? me (?:sex|it|something in bed|a night)`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:make|making) it (?:hard|harder|difficult|impossible|awkward|uncomfortable|embarrassing) for ${PERSON} to (?:say no|refuse|leave|decline|turn me down|reject me|go home)`,
      ),
    ],
  },
  {
    all: [
      R(
        `${SUBJ} (?:pulls|pulled|pushes|pushed|moves|moved|turns|turned) (?:away|me away|my hand away|her head|his head)|${SUBJ} (?:stops|stopped) me|${SUBJ} (?:flinches|flinched|freezes|froze|goes quiet|went quiet|tenses up|tensed up)`,
      ),
      N(
        "keep (?:trying|going|pushing)|(?:try|trying) again anyway|anyway|regardless|push through|ignore (?:it|that)|not stop|power through|keep at it",
      ),
    ],
  },
  {
    all: [
      R(
        "(?:sex|sleep with (?:her|him|them)|do it|hook up) without (?:a )?(?:condom|protection)|(?:skip|skipping|not use|not using|ditch|ditching) (?:the |a )?condom",
      ),
      R(
        `${SUBJ} (?:wants|insists on|asks for|asked for|wanted|prefers|said) (?:one|a condom|me to use|protection|to use)|(?:get|getting|convince|convincing|pressure|pressuring|make|making|trick|tricking|talk|talking) (?:her|him|them)|without (?:her|him|them) (?:knowing|noticing)`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:drug|drugs|pill|pills|substance|something|powder|spray|potion|chemical|medication) (?:that|which|to|i can use to|i can give (?:her|him|them) to) (?:makes?|will make|would make|gets?|will get) (?:women|girls|her|him|a girl|a woman|them|someone|my date) ${gap(2)}(?:more )?(?:willing|horny|aroused|compliant|easy|easier|pliable|submissive|relaxed|loose|want sex|want me|sleep|pass out|forget|not remember|say yes|do anything|obey)`,
      ),
    ],
  },
  // sex without consent
  {
    all: [
      R(
        "without (?:her|his|their)? ?(?:consent|permission|agreeing|her say so)|(?:without|before) (?:her|him|them) (?:saying yes|agreeing|consenting)|without asking (?:her|him|them)? ?first",
      ),
      R(
        "sex|sleep with|slept with|sleeping with|touch|touching|kiss|kissing|grab|grabbing|hook up|hooking up|have (?:her|him)|do it|go further|take (?:her|his|their) (?:clothes|top|shirt|bra|pants)|undress|finger|fingering|condom|inside (?:her|him)|grope|feel (?:her|him) up",
      ),
    ],
    unless: R("how (?:do|can|should) i ask (?:her|him|them)? ?(?:for )?(?:consent|permission)"),
  },
  {
    all: [
      R(
        "(?:while|when|if|once) (?:she|he|they) (?:is|was|are|were|falls|fell) (?:asleep|sleeping|passed out|unconscious|blacked out|out cold|too drunk|drunk|wasted|high|out of it)",
      ),
      R(
        "sex|sleep with|hook up|touch|kiss|do stuff|do things|have (?:her|him)|feel (?:her|him) up|take (?:photos|pics|pictures|videos)|undress|take advantage|finger|grope|get with",
      ),
    ],
    unless: R(
      "should (?:i|we) wait|wait until|wait till|not while|was i|did i|is it still okay if i stopped",
    ),
  },
  {
    all: [
      R(
        "(?:take off|taking off|remove|removing|slip off|slipping off|poke holes? in|poking holes? in) (?:the|my) condom|stealth(?:ing)? (?:her|him|them)",
      ),
    ],
  },
  {
    all: [R("rape|raping|date rape")],
    unless: R("rape culture|survivor|was raped|got raped|been raped|raped me"),
  },
  {
    all: [
      R(
        `${SHE} (?:does not|did not|do not|is not|was not|will not) (?:want to|ready to|willing to|comfortable|ready for|want)? ?(?:have sex|sleep with|hook up|go further|do it|kiss|send (?:me )?nudes|sex|go all the way)`,
      ),
      N(
        "make (?:her|him|them)|get (?:her|him|them) to|convince|change (?:her|his|their) mind|push|pressure|persuade|talk (?:her|him|them) into|anyway|regardless",
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Stalking and tracking

/** She has cut contact: contacting or locating her now is stalking. */
const CUT_CONTACT = R(
  `blocked me|blocked my|blocked mine|has me blocked|me blocked|got blocked|am blocked|unmatched (?:with )?me|unmatched|cut (?:off )?contact|cut me off|cut me out|went no contact|no contact|changed (?:her|his|their) (?:number|phone number)|restraining order|protective order|(?:told|asked|begged|wants|wanted) me to (?:leave (?:her|him|them) alone|stay away|stop contacting|stop texting|stop messaging|not contact|never contact|back off|go away)|does not want (?:to (?:see|hear from|talk to|speak to) me|any contact)|wants nothing to do with me|blocked (?:me )?(?:on|everywhere)`,
);
/** She went quiet or left: fine to be sad about, not a reason to locate her. */
const WENT_QUIET = R(
  "ghosted me|stopped (?:talking to|responding to|replying to|texting) me|stopped (?:responding|replying)|unfollowed me|dumped me|broke up with me|left me",
);
const LOCATE = N(
  `where (?:she|he|they) (?:lives?|works?|is staying|stays|goes|hangs out|moved(?: to)?|is now|is at|will be)|(?:her|his|their) (?:new )?(?:home )?(?:address|location|whereabouts|workplace|schedule|new account|new profile|new instagram|secret account)|(?:get|find|find out|figure out|track down|look up|learn|dig up) (?:her|his|their|the) (?:new )?(?:number|phone number|one)|(?:find|locate|track|track down|look up|find out about) (?:her|him|them)(?! (?:attractive|interesting|cute|hot|boring|annoying|a gift|a present|something|anything)\\b)|see (?:her|him|them) again|get (?:her|his|their) (?:number|address)`,
);
const CONTACT_HER = N(
  `(?:contact|reach|reach out to|text|message|call|dm|email|write to|talk to|speak to|get in touch with|get through to|get ahold of|get hold of|get a message to|send|see|find|visit|show up at|surprise|follow|talk with) (?:her|him|them)|(?:new|fake|another|second|different|secret|anonymous|anon|burner|alt|alternate|spare) (?:account|profile|number|phone|email|instagram|snapchat|facebook|page|sim)|(?:her|his|their) (?:friends?|family|sister|brother|mom|mother|dad|father|parents|coworkers?|roommates?|best friend) (?:to|and ask|and tell|for)|(?:through|via) (?:her|his|their) (?:friends?|family|sister|brother|mom|mother|coworkers?|best friend)|(?:pass|passing|give|giving|relay|relaying|deliver|delivering) (?:on |along )?(?:her|him|them )?(?:a |my )?(?:message|note|letter|gift)|(?:message|note|letter|gift) (?:to|for) (?:her|him|them)|unblock|around the block|get around (?:the|her|his|their) block|bypass|work around`,
);

const STALKING: Rule[] = [
  {
    all: [CUT_CONTACT, CONTACT_HER],
    unless: R("should i (?:just )?(?:let (?:her|him|them) go|move on|leave it)"),
  },
  { all: [CUT_CONTACT, LOCATE], unless: R("(?:gave|sent|texted|told) me (?:the|her|his|their) new") },
  { all: [WENT_QUIET, LOCATE] },
  // find where she lives / her address
  {
    all: [
      N(
        `(?:find out|figure out|work out|look up|track down|dig up|locate|get|find|discover|learn|know|see) ${gap(2)}(?:where (?:she|he|they) (?:lives?|works?|stays|sleeps|is staying|goes|hangs out|moved(?: to)?|is right now|is now|is at all times|is at night|parks)|(?:${POSS}|her|his|their) (?:home |real |new |current |exact )?(?:address|location|whereabouts|workplace|daily schedule|schedule|routine|license plate|car)|(?:her|his|their) (?:new )?(?:number|phone number) (?:without|since|after|even though))`,
      ),
    ],
  },
  {
    all: [
      R(
        `${SUBJ} (?:will not|would not|does not want to|refuses to|did not|never|wont) (?:tell|give|share|show) (?:me )?(?:where (?:she|he|they) (?:lives?|works?|is|stays)|(?:her|his|their) (?:address|number|location|last name|full name|workplace|instagram|socials|schedule))`,
      ),
      N(
        "find|figure|look (?:it |her |him )?up|get (?:it|her|his)|work (?:it )?out|track|dig|search|discover|locate|google",
      ),
    ],
  },
  {
    all: [
      N(
        `(?:find|find out|figure out|work out|learn|discover|know|track down) (?:which|what) (?:gym|cafe|coffee shop|bar|club|building|office|company|school|class|church|neighbou?rhood|street|apartment|route|train|bus|time|days?|hotel|college) ${SUBJ} (?:goes to|works at|works|lives in|lives|uses|takes|visits|attends|leaves|is at|gets off|trains at|works out at|goes)`,
      ),
    ],
  },
  {
    all: [
      N(
        "(?:so (?:that )?i can|to|and|then) (?:accidentally |casually |coincidentally |randomly )?(?:run into|bump into) (?:her|him|them)|(?:accidentally|coincidentally) (?:on purpose )?(?:run|bump) into (?:her|him|them)|(?:make it look like|pretend) (?:it is|it was|i) (?:a |just )?(?:coincidence|by chance)",
      ),
    ],
  },
  {
    all: [
      N(
        `(?:drive|drove|driving|walk|walking|go|going|cycle|cycling) (?:past|by) (?:her|his|their) (?:house|place|home|apartment|flat|work|office|building|window|street|dorm)`,
      ),
    ],
    unless: R(
      "pick (?:her|him|them) up|picking (?:her|him|them) up|drop (?:her|him|them) off|dropping (?:her|him|them) off|on (?:my|the) way",
    ),
  },
  {
    all: [
      N(
        `(?:go|going|head|heading|drive|driving|come|coming|turn up|show up) (?:to|over to|round to|around to) (?:her|his|their) (?:house|place|home|apartment|flat|work|office|job|workplace|dorm|parents|door) ${gap(4)}(?:wait|waiting|unannounced|uninvited|without telling|without asking|to confront|confront|make (?:her|him|them)|demand|until (?:she|he|they))`,
      ),
    ],
    unless: R(
      "(?:she|he|they) (?:asked|invited|told|wants|wanted) me|invited me|pick (?:her|him|them) up|our date",
    ),
  },
  {
    all: [
      R(
        `${SUBJ} (?:is not|has not been|will not|does not|stopped|keeps not) (?:answering|replying|responding|picking up|returning my calls|talking to me)|ignoring me|blocked me|left me on read`,
      ),
      N(
        `(?:go|going|head|drive|show up|turn up|come) (?:to|over to|round to|at) (?:her|his|their) (?:house|place|home|apartment|flat|work|office|job|workplace|dorm|parents|door)`,
      ),
    ],
    unless: R("(?:she|he|they) (?:asked|invited|told|wants|wanted) me|invited me|our date"),
  },
  {
    all: [
      N(
        `(?:app|apps|software|tool|program|spyware|way|trick|hack|website|service) (?:[a-z]+ ){0,2}(?:to|that can|that lets me|that will|for|which|so i can|i can use to) (?:secretly )?(?:read|see|check|view|monitor|track|access|spy on|intercept|recover|get|find|follow) (?:${POSS}|her|his|their) (?:[a-z0-9]+ )?(?:messages|texts|chats|dms|snapchat|snaps|whatsapp|instagram|facebook|location|phone|calls|call log|deleted messages|photos|conversations|browsing history|every move|whereabouts|activity)`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:wait|waiting|hide|hiding|lurk|lurking|sit|sitting|park|parking|hang around|hanging around|stand|standing|camp|camping) (?:for (?:her|him|them) )?(?:by|near|next to|outside|at|behind|around|in front of|across from) (?:her|his|their) (?:car|house|place|home|apartment|flat|work|office|building|gym|door|dorm|class|school|job|workplace|window|parents)`,
      ),
    ],
    unless: R(
      "pick (?:her|him|them) up|picking (?:her|him|them) up|(?:she|he|they) (?:asked|invited|told|wants|wanted) me|invited me|our (?:[a-z]+ )?date|planned|we (?:agreed|arranged)",
    ),
  },
  {
    all: [
      R(
        `(?:check|checking|watch|watching|look at|looking at|monitor|monitoring|keep an eye on|stalk|stalking|refresh|refreshing) (?:${POSS}|her|his|their) (?:[a-z]+ )?(?:location|snap map|whereabouts|last seen|online status|active status|find my|life 360)|snap map`,
      ),
      R(
        "every (?:hour|minute|day|night|few)|constantly|all (?:the )?time|without|secretly|obsessively|keep (?:checking|watching|looking)|24 7|always|to see (?:where|who|if|whether)|to make sure (?:she|he|they)|when (?:she|he|they) (?:goes|is) out",
      ),
    ],
  },
  {
    all: [
      N(
        `(?:get|getting|ask|asking|make|pay|paying|convince|convincing|bribe|bribing) (?:her|his|their) (?:friends?|coworkers?|colleagues?|roommates?|family|sister|brother|mom|mother|dad|neighbou?rs?|boss|best friend|manager) (?:to )?(?:tell|give|show|send|share|reveal|leak) (?:me )?(?:her|his|their) (?:schedule|address|location|whereabouts|new number|routine|plans|shifts?|new account)|(?:ask|asking) (?:her|his|their) (?:friends?|coworkers?|colleagues?|roommates?|family|sister|brother|mom|mother|neighbou?rs?) (?:where (?:she|he|they) (?:lives|works|is|moved|goes)|for (?:her|his|their) (?:address|schedule|location|whereabouts))`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:see|read|recover|retrieve|get|find|access|view|look at|dig up) (?:${POSS}|her|his|their) (?:deleted|hidden|archived|secret|private|vanish mode) (?:messages|texts|chats|dms|photos|conversations|snaps|emails|history|folder|album)`,
      ),
    ],
  },
  {
    all: [
      N(
        "follow(?:ing)? (?:her|him|them|my (?:ex|girlfriend|wife|partner|date|crush)) (?:home |around |secretly |in my car |there )?(?:after|to see|to make sure|to check|to find out|to know|without (?:her|him|them) (?:knowing|noticing|seeing)|secretly|everywhere|wherever|in my car|from a distance|at a distance|when (?:she|he|they) (?:leaves|goes out))",
      ),
    ],
    unless: R(
      "follow (?:her|him|them) on (?:instagram|tiktok|twitter|social|facebook|linkedin|snapchat|spotify)|follow (?:her|his|their) lead|follow up",
    ),
  },
  // tracking and monitoring
  {
    all: [
      N(
        `(?:track|trace|monitor|spy on|snoop on|keep tabs on|surveil|stalk|watch|follow|keep an eye on)(?:ing|ed)? (?:${POSS}|her|him|them) (?:[a-z0-9]+ ){0,1}(?:location|phone|gps|movements|whereabouts|messages|texts|calls|activity|car|every move|online activity|comings and goings)`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:track|trace|monitor|spy on|spying on|snoop on|snooping on|keep tabs on|surveil|stalk|stalking|tracking|monitoring|tracing) (?:her|him|them|my (?:ex|girlfriend|wife|partner|crush|match|date|ex girlfriend|ex wife)|a girl|someone|this girl)\\b(?! (?:instagram|socials|social media|profile|facebook|linkedin|tiktok|pictures|photos|pics|posts|page|online a bit)\\b)`,
      ),
    ],
    unless: R(
      "(?:seem|seeming|look|looking|sound|sounding|come across|coming across|feel|feels|like) (?:like |as )?(?:i am |a )?(?:stalk|stalking|stalker)",
    ),
  },
  {
    all: [
      N(
        `follow(?:ing)? (?:her|him|them) (?:home|to (?:work|her|his|their|the|class|school|the gym)|around|everywhere|after (?:work|class|school))|(?:watch|watching|wait|waiting|sit|sitting|park|parking) (?:outside|near|by|across from) (?:her|his|their) (?:house|place|home|apartment|flat|window|work|office|building|dorm)`,
      ),
    ],
    unless: R(
      "pick (?:her|him|them) up|picking (?:her|him|them) up|she (?:asked|invited|told) me|our date|for our|walk (?:her|him) home",
    ),
  },
  {
    all: [
      R(
        "(?:tracking|tracker|spy|spyware|stalkerware|keylogger|gps|airtag|air tag|tile tracker|find my (?:iphone|friends|phone)|location sharing|life 360|mspy|hidden camera|secret camera)",
      ),
      R(
        "(?:her|his|their|my (?:girlfriend|wife|ex|partner|crush|date)) (?:phone|car|bag|purse|keys|jacket|room|house|apartment|bedroom|bathroom|location)|on (?:her|him|them)|without (?:her|him|them)|secretly|install|put|hide|plant|hidden",
      ),
    ],
    unless: R(
      "(?:she|he) (?:put|installed|hid|planted)|on me|my (?:own )?(?:phone|car|bag)|(?:found|find) (?:an?|the) (?:airtag|tracker)",
    ),
  },
  // private messages, accounts and devices
  {
    all: [
      N(
        `(?:look through|go through|going through|scroll through|access|get into|hack|hack into|break into|log into|login to|sign into|snoop (?:through|in|on)|spy on|monitor|clone|mirror|unlock|crack|guess|keylog|get access to|gain access to|read through) (?:${POSS}|her|his|their) (?:[a-z0-9]+ ){0,1}(?:phone|password|passcode|pin|account|accounts|icloud|cloud|call log|call history|browsing history|search history|camera roll|messages|texts|chats|dms|direct messages|whatsapp|snapchat|facebook|instagram|twitter|tiktok|tinder|hinge|bumble|messenger|telegram|signal|imessage|social media|socials|email|emails|gmail|inbox|laptop|computer|ipad|tablet|diary|journal|notes|photos|gallery)`,
      ),
    ],
    unless: R(
      "(?:she|he) (?:gave|showed|handed) me|asked me to|with (?:her|his|their) permission|(?:her|his|their) (?:phone )?number",
    ),
  },
  {
    all: [
      N(
        `(?:read|see|check|checking|look at|looking at|open|get|copy|find out|figure out) (?:${POSS}|her|his|their) (?:[a-z0-9]+ ){0,1}(?:phone|password|passcode|pin|icloud|call log|call history|browsing history|search history|camera roll|private messages|private texts|private dms|private chats|whatsapp|email|emails|gmail|inbox|diary|journal|imessages)`,
      ),
    ],
    unless: R(
      "(?:she|he) (?:gave|showed|handed) me|asked me to|with (?:her|his|their) permission|(?:her|his|their) (?:phone )?number|check (?:her|his) (?:email|inbox) for|check (?:on )?(?:her|his) phone (?:for|number)",
    ),
  },
  {
    all: [
      N(
        `(?:look through|go through|scroll through|access|get into|hack|hack into|break into|read|see|check|look at|open|copy|find|get|monitor) (?:${POSS}|her|his|their) (?:[a-z0-9]+ ){0,1}(?:messages|texts|chats|chat history|conversations|dms|emails|diary|journal|notes|photos)`,
      ),
      R(
        "without (?:her|him|them) (?:knowing|noticing|finding out|seeing)|without (?:her|his|their) (?:permission|knowledge|consent)|behind (?:her|his|their) back|secretly|in secret|when (?:she|he|they) (?:is|are) not (?:looking|around|home)|(?:while|when|whenever|once) (?:she|he|they) (?:is|are|goes|falls)? ?(?:asleep|sleeping|in the shower|showering|away|out|at work|in the bathroom|not home|not looking|not around|to sleep|to the bathroom)|without telling (?:her|him|them)|private|her phone|his phone",
      ),
    ],
  },
  {
    all: [
      N(
        `(?:find out|see|check|know|figure out|track|monitor|learn|spy on) (?:[a-z0-9]+ ){0,1}who ${SUBJ} (?:is|are|has|have|keeps|was)(?: been)? (?:texting|talking to|messaging|chatting with|calling|snapchatting|dming|seeing|sleeping with|hanging out with|with)`,
      ),
    ],
  },
  // covert looking
  {
    all: [
      R(
        "without (?:her|him|them) (?:knowing|noticing|finding out|seeing|realizing|realising)|without (?:her|his|their) (?:knowledge)|behind (?:her|his|their) back|secretly|in secret|when (?:she|he|they) (?:is|are) not looking",
      ),
      N(
        `(?:read|check|track|follow|watch|record|film|photograph|listen to|access|install|monitor|spy on)(?:ing)? (?:on )?(?:her|him|them|${POSS})|take (?:photos|pictures|pics|videos?) of (?:her|him|them)|(?:see|know|find out) (?:what|who|where) (?:she|he|they) (?:is doing|does|says|posts|texts|is texting|is talking to|goes|is)`,
      ),
    ],
  },
  // showing up
  {
    all: [
      N(
        `(?:show|showing|turn|turning|pop|popping) up ${gap(3)}(?:at|to|outside|near|by|around|on) (?:her|his|their) (?:house|place|home|work|job|office|apartment|flat|door|doorstep|gym|school|class|workplace|building|parents|dorm|window|street|neighbou?rhood|car|shift|church|campus)|(?:uninvited|unannounced|unexpectedly|without (?:an )?invitation|without telling (?:her|him|them)|without asking) ${gap(5)}(?:at|to) (?:her|his|their) (?:house|place|home|work|job|office|apartment|flat|door|doorstep|gym|school|class|workplace|building|dorm)|(?:show|turn) up (?:uninvited|unannounced)`,
      ),
    ],
    unless: R(
      "(?:she|he|they) (?:asked|invited|told|wants|wanted|said) (?:me )?(?:to|i)|invited me|pick (?:her|him|them) up|picking (?:her|him|them) up|our (?:[a-z]+ )?date|for (?:the|our) (?:[a-z]+ )?date|we (?:planned|agreed|arranged)|planned",
    ),
  },
  {
    all: [
      N(
        `(?:make|making|create|creating|set up|setting up|use|using|open|get|start) (?:a |an )?(?:fake|burner|anonymous|anon|secret|alt|alternate|sock ?puppet|finsta|throwaway|new|second|another|different) (?:account|accounts|profile|profiles|number|phone|email|instagram|snapchat|facebook|page|identity|sim)`,
      ),
      R(
        "(?:contact|reach|text|message|dm|email|talk to|see|watch|follow|check on|keep tabs on|keep an eye on|look at|view|find|monitor|stalk) (?:her|him|them)|(?:her|his|their) (?:stories|story|posts|profile|page|account|instagram|photos|updates)",
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Harassment

/** She asked him to stop, said no, or said she is not interested. */
const TOLD_TO_STOP = R(
  `(?:told|asked|begged|wants|wanted|warned) me (?:to )?(?:stop|leave (?:her|him|them) alone|back off|go away|not (?:to )?(?:text|message|contact|call|talk)|never (?:text|message|contact|call)|stop (?:texting|messaging|calling|contacting|talking))|${SHE} (?:said|says|told me) (?:to )?(?:stop|leave (?:her|him|them) alone|no more)|${SHE} (?:said|says|told me) (?:she|he|they) (?:is|was|are|were) not interested|${SHE} (?:is|was) not interested|${SHE} (?:said|says|told me|already said|has said|keeps saying) no|${SHE} (?:does|did) not want to (?:talk|hear|see|date|be contacted)|not interested in me|rejected me|turned me down|(?:said|says|told me) (?:she|he|they) (?:needs|wants|need|want) (?:space|distance)|(?:asked|told) (?:me )?for space|(?:said|says|told me|asked me|begged me|warned me) (?:not to|to not|never to|to never) (?:contact|text|message|call|talk to|reach out|write|email|see|come|dm)|blocked me`,
);
const KEEP_CONTACTING = N(
  `(?:keep|keeps|kept|continue|continuing|still|again|anyway|regardless|one more|another|more|until|every day|daily|every hour|repeatedly|nonstop|non stop|over and over|multiple) ${gap(2)}(?:text|texting|message|messaging|call|calling|contact|contacting|dm|dming|email|emailing|write|writing|reach out|reaching out|send|sending|ask (?:her|him|them) out|asking (?:her|him|them) out|show up|showing up|visit|visiting|flowers|gifts?|letters?|notes?)|(?:text|message|call|contact|dm|email|write|reach out to|ask out|send) (?:her|him|them) ${gap(2)}(?:again|anyway|regardless|still|one more time|until|every day|more|once more)`,
);
const MAKE_HER_RESPOND = N(
  "(?:make|get|force) (?:her|him|them) (?:to )?(?:reply|respond|answer|talk to me|listen|pick up|notice me|text (?:me )?back|unblock me|see me|meet me)",
);

const HARASSMENT: Rule[] = [
  {
    all: [TOLD_TO_STOP, KEEP_CONTACTING],
    unless: R("how (?:do|can|should) i (?:respect|accept|stop myself)"),
  },
  { all: [TOLD_TO_STOP, MAKE_HER_RESPOND] },
  {
    all: [
      N(
        `(?:spam|spamming|blow up|blowing up|flood|flooding|bombard|bombarding) (?:${POSS} )?(?:phone|inbox|dms|messages|notifications|socials|instagram|voicemail|her|him|them)|(?:harass|harassing|troll|trolling|dox|doxx|doxing|doxxing|cyberbully|cyberbullying|torment|tormenting) (?:her|him|them|my ex|a girl|women|girls|someone)|(?:text|call|message|dm|email) (?:her|him|them) (?:\\d{2,}|a hundred|hundreds of|nonstop|non stop|every (?:hour|minute|day)|until (?:she|he|they) (?:answers|replies|responds|picks up|gives in|talks))`,
      ),
    ],
    unless: R(
      "(?:seem|seeming|look|looking|sound|sounding|come across|coming across|feel|feels) (?:like|as)",
    ),
  },
  {
    all: [
      N(
        `(?:keep|keeps|continue|continuing|carry on) (?:calling|texting|messaging|dming|emailing|ringing|knocking|showing up|writing|buzzing)(?: (?:her|him|them))? ${gap(2)}until ${SUBJ} (?:picks up|answers|replies|responds|gives in|talks|opens|unblocks|agrees|comes out|texts back|calls back)`,
      ),
    ],
  },
  // explicit images
  {
    all: [
      N(
        `(?:send|sending|show|showing|text|dm|airdrop|airdropping|post|posting) (?:${PERSON} |strangers |my match )?(?:an? )?(?:[a-z0-9]+ ){0,2}(?:dick pics?|d pics?|nudes?|naked (?:photos?|pics?|pictures?|selfies?)|explicit (?:photos?|pics?|pictures?|images?|videos?)|(?:pic|pics|photo|photos|picture|pictures) of my (?:dick|penis|junk|cock|privates|genitals)|my (?:dick|penis|junk|cock|privates))`,
      ),
    ],
    unless: R(
      "(?:she|he|they|girl|woman|someone|match) (?:asked|requested|wants|wanted|begged|sent|sends|asks|likes|enjoys|said yes)|sent me|asked (?:me )?for|consent|we both|(?:her|his|their) (?:nudes|naked)",
    ),
  },
  {
    all: [
      N(
        `(?:share|sharing|post|posting|leak|leaking|send|sending|forward|forwarding|show|showing|upload|uploading|spread|spreading|sell|selling|publish|expose) ${gap(3)}(?:her|his|their|my ex|my ex girlfriend) (?:[a-z0-9]+ )?(?:nudes|nude|naked|private|intimate|sex|explicit|sexy)(?: (?:photos|pics|pictures|videos?|images|tape|selfies|snaps))?|revenge porn`,
      ),
    ],
  },
  // revenge and humiliation
  {
    all: [
      N(
        `revenge(?! (?:body|glow|glow up|gym|workout|arc|era|bod|fit|dress|tour)\\b)|get back at (?:her|him|them|my ex)|get even with|payback|pay (?:her|him|them) back|make (?:her|him|them) (?:feel )?sorry(?! (?:for (?:me|herself|himself))\\b)|make (?:her|him|them) regret (?:ignoring|rejecting|blocking|ghosting|dumping|leaving|it|that|this|everything|turning)(?! ${gap(4)}by (?:getting|becoming|working|improving|glowing|being|going|hitting|living|focusing|building))|make (?:her|him|them) (?:[a-z]+ ){0,3}(?:pay|suffer|miserable)(?! (?:for )?(?:the |her |his |their |her own |his own |their own )?(?:half|share|bill|check|dinner|drinks|lunch|coffee|date|meal|tab|tickets?|part|way|split|own|attention|rent|fair)\\b)|ruin (?:her|his|their) (?:life|reputation|relationship|career|day|new relationship|marriage)|humiliate (?:her|him|them)|expose (?:her|him|them)|spread (?:rumou?rs|lies)|destroy (?:her|him|them)|(?:embarrass|shame|mock|roast|humiliate|expose) (?:her|him|them|my ex(?: girlfriend| wife| boyfriend)?|this girl|that girl) (?:[a-z]+ ){0,2}?(?:publicly|in public|in front of|online|on social media|on instagram|on tiktok|on facebook|on twitter|on reddit|at work)|(?:humiliate|expose|shame) my ex|teach (?:her|him|them) a lesson|put (?:her|him|them) in (?:her|his|their) place|scare (?:her|him|them) into`,
      ),
    ],
    unless: R(
      "(?:she|he|they) (?:wants?|is trying|tried|is getting|got) (?:to )?(?:get )?revenge|(?:she|he|they) (?:ruined|humiliated|exposed|destroyed)|revenge (?:on|against) me",
    ),
  },
  // threats and violence
  {
    all: [
      N(
        "(?:threaten|threatening|intimidate|intimidating|blackmail|blackmailing|menace|menacing) (?:her|him|them|my ex|the guy|her (?:new )?boyfriend|his (?:new )?girlfriend)",
      ),
    ],
  },
  {
    all: [
      N(
        `(?:${ASK}|i am (?:going|gonna) to|i would|i wanna|make sure i) ${gap(2)}(?:physically )?(?:hurt|hit|beat up|beat|slap|punch|choke|strangle|attack|kill|stab|smack|assault|scare|rough up)(?:ing)? (?:her|him|them|my ex|the guy|her (?:new )?boyfriend|his (?:new )?girlfriend)`,
      ),
    ],
    unless: R(
      "(?:hurt|hurting) (?:her|his|their) feelings|scare (?:her|him|them) (?:off|away)|hit (?:her|him|them) (?:up|back up)|kill (?:her|him|them) with kindness|beat (?:her|him|them) (?:at|in|to)|(?:afraid|scared|worried|fear|do not want) (?:[a-z]+ ){0,3}(?:hurt|hurting)",
    ),
  },
  {
    all: [
      N(
        "(?:scare|frighten|terrify|intimidate)(?: the shit out of| the hell out of)? (?:her|him|them|my ex)(?! (?:off|away|a little|too much|with how|by being|by accident)\\b)",
      ),
    ],
    unless: R(
      "(?:did|do|would|will|could|might|can|does|am|is) (?:i|it|that|this|my) (?:[a-z]+ ){0,2}(?:scare|frighten|terrify|intimidate)|afraid|worried|not want to|accidentally",
    ),
  },
  // groping, catcalling, creepshots
  {
    all: [
      N(
        `grop(?:e|ing)|catcall(?:ing)?|upskirt|creep ?shots?|grab (?:her|his|their|a girls?|women) (?:ass|butt|boobs|breasts|chest|crotch|tits)|slap (?:her|his|their) (?:ass|butt)|(?:take|taking|get|getting|snap|snapping|film|filming|record|recording) (?:photos?|pics?|pictures?|videos?|a video) (?:of|up) ${PERSON} ${gap(3)}(?:without|secretly|when (?:she|he|they) (?:is|are) not looking|skirt|dress|changing|showering|in the shower|undressing)`,
      ),
    ],
    unless: R(
      "rape culture|is (?:it|catcalling) (?:ever )?(?:okay|ok|acceptable|harassment|wrong|bad)|(?:got|was|been|being) (?:groped|catcalled)|(?:someone|he|a guy|they|men) (?:groped|catcalled|grabbed)",
    ),
  },
  {
    all: [
      N(
        `(?:record|recording|film|filming|photograph|photographing|tape|taping) (?:us|her|him|them|${PERSON}) ${gap(4)}(?:without (?:her|him|them|consent|permission|asking|knowing)|secretly|in secret|having sex|in bed|naked|while (?:she|he|they) (?:is|are) (?:asleep|sleeping|changing|showering|undressing))`,
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Manipulation

const BAD_FEELING = alt(
  "insecure",
  "jealous",
  "worthless",
  "unattractive",
  "ugly",
  "fat",
  "stupid",
  "inferior",
  "needy",
  "desperate",
  "dependent",
  "obsessed",
  "addicted",
  "hooked",
  "crazy",
  "paranoid",
  "unworthy",
  "guilty",
  "lonely",
  "isolated",
  "afraid",
  "scared",
  "small",
  "unlovable",
  "replaceable",
  "anxious",
  "doubt (?:herself|himself|themselves)",
  "not good enough",
  "like (?:she|he) (?:is|was) not good enough",
  "like (?:nobody|no one) else (?:would|will|could) (?:want|love|date)",
  "bad about (?:herself|himself|themselves|(?:her|his|their) (?:looks|body|weight|appearance))",
  "lucky to have me",
  "(?:the|always the) (?:problem|one to blame|crazy one|bad guy|one who is wrong|difficult one)",
  "(?:to blame|at fault) for (?:everything|every|all)",
  "(?:nothing|worthless|lost|helpless|no one|nobody) without me",
  "like (?:she|he|they) (?:is|are) (?:nothing|worthless|lost|helpless|no one|nobody)",
  "like (?:she|he) (?:needs|owes) me",
);

const MANIPULATION: Rule[] = [
  {
    all: [
      N(
        `(?:make|making|get|getting|keep|keeping|leave|leaving|want|need) ${PERSON} (?:to )?(?:feel |feeling |become |get |to feel |think |believe )?(?:like |that )?(?:(?:she|he|they) (?:is|are|was|will be|should be|should feel|feels?) )?(?:[a-z]+ly )?(?:more |so |really |very |a bit |a little |super |extra |totally |completely |slightly |kind of )?(?:[a-z]+ly )?${BAD_FEELING}`,
      ),
    ],
    unless: R(
      "jealous of (?:my|how|our) (?:[a-z]+ )?(?:cooking|skills?|dog|cat|garden|apartment|trip|travels?|vacation|holiday|car|collection|plants|taste|dance moves|moves|playlist|food|cake|baking|view|tan)|haha|lol",
    ),
  },
  {
    all: [
      N(
        `(?:so|until|to make sure|in order for|so that) (?:she|he|they) (?:feels?|gets?|becomes?|is|are|will (?:feel|be|get|become)|starts? (?:to )?(?:feel|get)) (?:more |so |really |very |a bit |a little |super )?(?:insecure|jealous|obsessed|desperate|dependent|needy|worthless|addicted|hooked|afraid to lose me|scared to lose me)`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:lower|lowering|destroy|destroying|crush|crushing|break|breaking|chip away at|chipping away at|undermine|undermining|damage|damaging|tear down|tearing down|kill|killing|ruin|ruining|knock|knocking|shatter|shattering|erode|eroding) (?:${POSS}|her|his|their) (?:self esteem|self worth|confidence|self confidence|spirit|ego|self image)|(?:break|breaking) (?:her|him|them) down|(?:knock|bring|take|taking|bringing|knocking) (?:her|him|them) down a (?:peg|notch)`,
      ),
    ],
  },
  {
    all: [R("negs?|negging|negged|backhanded compliments?|back handed compliments?")],
    unless: R(
      "what (?:is|does) (?:a )?(?:neg|negs|negging)|what (?:are|is) (?:negs|negging)(?: and| exactly| in|$)|why|avoid|stop|instead|bad|toxic|wrong|manipulative|red flag|disrespectful|(?:negged|negging|negs) me|(?:she|he|someone|this guy|my friend|a guy|a girl|they) (?:negs|negged|is negging|keeps negging|gave me)|(?:does|do) negging|not|never|rather than",
    ),
  },
  {
    all: [
      N(
        `(?:gaslight|gas light|gaslighting|gaslit)(?:ing)? (?:her|him|them|my|a girl|women|someone)|(?:${ASK}) ${gap(2)}gas ?light|(?:make|get) ${PERSON} (?:to )?(?:doubt|question|second guess|distrust) (?:her|his|their|what|herself|himself|themselves|whether|if|reality|everything)|(?:make|get) ${PERSON} (?:to )?(?:think|believe|feel) (?:that )?(?:she|he|they) (?:is|are) (?:crazy|insane|imagining (?:it|things)|overreacting|paranoid|delusional|losing (?:it|her mind|his mind)|the problem|too sensitive|being dramatic|remembering (?:it )?wrong)|convince (?:her|him|them) (?:that )?(?:she|he|they) (?:is|was|are|were) (?:crazy|imagining|overreacting|remembering (?:it )?wrong|being dramatic|insane|paranoid|delusional|wrong about what|losing it)|(?:she|he|they) (?:will|would) (?:think|believe) (?:she|he|they) (?:is|are|was|were) (?:crazy|imagining|losing (?:it|her mind|his mind))`,
      ),
    ],
  },
  // isolating her
  {
    all: [
      N(
        `(?:isolate|isolating|cut|cutting|keep|keeping|pull|pulling|separate|separating|turn|turning|distance|distancing|get|getting|stop|stopping|prevent|preventing|ban|banning|forbid|forbidding|drive|driving) (?:her|him|them|${POSS}) (?:[a-z0-9]+ ){0,3}(?:from|against|away from|off from|off) (?:all )?(?:of )?(?:her|his|their) (?:friends|family|parents|sisters?|brothers?|mom|mother|dad|father|support system|girlfriends|friend group|besties|best friends?|loved ones|coworkers)`,
      ),
    ],
    unless: R(
      "(?:at|in) (?:the|a) (?:bar|club|party|event|wedding|concert|festival)|to talk|one on one|for a (?:minute|moment|bit|chat|drink|dance|talk|walk)|to chat|to dance|for our date|(?:her|his|their) (?:friends|family|parents) (?:hate|dislike|do not like|are against|are turning)",
    ),
  },
  { all: [N("isolat(?:e|ing) (?:her|him|them)")] },
  {
    all: [
      N(
        `(?:get|make|convince|tell|force|ask|pressure|push|stop|prevent|forbid|ban|keep|keeping|stopping|preventing) (?:her|him|them|${POSS}) (?:to |from )?(?:stop |quit |never |not )?(?:seeing|see|hanging out with|hang out with|talking to|talk to|going out with|go out with|meeting|meet|giving up|give up|cut off|cutting off|dropping|drop|ditching|ditch|spend less time with|spending less time with|visiting|visit|calling|call) (?:all )?(?:of )?(?:her|his|their) (?:friends|family|parents|sisters?|brothers?|mom|mother|dad|father|girlfriends|friend group|besties|best friends?|loved ones)`,
      ),
    ],
    unless: R(
      "(?:her|his|their) (?:friends|family|parents) (?:are|is) (?:abusive|toxic|dangerous)|abusive|toxic",
    ),
  },
  {
    all: [
      N(
        `(?:so|until) (?:she|he|they) (?:only has|has only|has no one but|has nobody but|depends on|relies on|only needs|needs only|cannot live without|will never leave|would never leave|cannot leave|can never leave|is stuck with|will not leave) me|(?:make|get|keep) ${PERSON} (?:[a-z]+ )?(?:dependent|reliant) on me|(?:make|get) (?:her|him|them) (?:never|unable to|not able to) (?:leave|get over|stop thinking about) me|(?:trap|trapping) (?:her|him|them)(?! (?:in a conversation)\\b)`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:use|using|exploit|exploiting|target|targeting|play on|playing on|prey on|preying on|leverage|leveraging|take advantage of|taking advantage of|weaponi[sz]e) (?:${POSS}|her|his|their|a girls?|women|girls) (?:[a-z]+ )?(?:insecurities|insecurity|trauma|weaknesses|weakness|daddy issues|low self esteem|self esteem|loneliness|vulnerability|vulnerabilities|fears?|past|abandonment issues|issues|depression|anxiety|grief|heartbreak)`,
      ),
    ],
  },
  {
    all: [
      N(
        "so (?:that )?(?:she|he|they) (?:does|will do|do|would do|always does|will always do|always agrees|agrees) (?:whatever|what|anything|everything|as) i (?:want|say|tell|ask)|so (?:she|he|they) (?:always )?(?:agrees|obeys|submits) (?:with|to)? ?me",
      ),
    ],
  },
  {
    all: [
      N(
        `(?:using|use|with|through) (?:dark |reverse |some |a bit of |basic |simple )?(?:psychology|psychological (?:tricks|tactics|techniques)|nlp|hypnosis|manipulation|mind control)`,
      ),
      R(`(?:her|him|them|${PERSON})|make|into|fall for|obsess|want me|like me|love me`),
    ],
    unless: R(
      "(?:be|feel|get|being|feeling) (?:less|more) (?:anxious|nervous|confident|calm)|understand|study|studying|degree|major|class|course|therapist|therapy|myself",
    ),
  },
  {
    all: [
      N(
        `trick(?:s|ing)? ${PERSON} into (?:falling (?:for|in love with) me|liking me|loving me|dating me|a relationship|being my girlfriend|wanting me|needing me)`,
      ),
    ],
  },
  // tricks, games, tactics
  {
    all: [
      R(
        "(?:dark|psychological|psychology|mind|manipulation|manipulative|hypnosis|hypnotic|hypnotize|hypnotise|nlp|brainwashing|brainwash|covert|subliminal|emotional|seduction) (?:tricks?|tactics?|techniques?|games?|methods?|hacks?|secrets?|triggers?|patterns?|control|manipulation)|dark psychology|reverse psychology|hypnotiz(?:e|ing) (?:her|him|them)|hypnotis(?:e|ing) (?:her|him|them)|brainwash(?:ing)? (?:her|him|them)|trauma bond(?:ing)?",
      ),
      R(
        `make (?:her|him|them)|(?:her|him|them)\\b|on (?:a girl|girls|women)|obsess|addict|hooked|control|fall for|(?:${ASK})|use|what are|best|teach|give me|techniques|tricks|work on`,
      ),
    ],
    unless: R(
      "(?:hate|avoid|stop|tired of|sick of|done with|without|no|not|never|instead of|rather than|spot|recogni[sz]e|signs|red flags?|protect|deal with|am i being|is (?:she|he) (?:playing|using)|(?:she|he|they) (?:is|are|keeps?|was|has been|always) (?:playing|using)|do not want|do not like|dislike|(?:played|using|used|plays) (?:mind )?games (?:on|with) me)",
    ),
  },
  {
    all: [
      N(
        `manipulat(?:e|ing) (?:her|him|them|women|girls|a girl|my|someone|people|the girl|this girl)(?! (?:me|into thinking i am manipulative)\\b)|(?:${ASK}) ${gap(1)}manipulate`,
      ),
    ],
  },
  {
    all: [
      N(
        "love ?bomb(?:ing|ed)? (?:her|him|them|my|a girl|women|girls|someone)|(?:how (?:do|can|to) i|how to|should i|teach me|tips (?:on|for)|help me|i want to|i am going to) (?:[a-z]+ ){0,2}love ?bomb",
      ),
    ],
  },
  {
    all: [
      N(
        "(?:play|use|playing|using|try|trying|teach me|give me|do|doing|run|running) (?:[a-z]+ ){0,2}(?:mind games|head games|jealousy games|hot and cold|push (?:and )?pull|freeze outs?|breadcrumbing)(?! (?:on me|with me)\\b)",
      ),
    ],
    unless: R(
      "(?:she|he|they) (?:is|are|keeps?|was|has been|always|kept) (?:[a-z]+ )?(?:playing|using|doing|running)|(?:played|plays) (?:[a-z]+ )?games (?:on|with) me",
    ),
  },
  {
    all: [
      N(
        "(?:give|giving) (?:her|him|them) (?:the )?silent treatment|freeze (?:her|him|them) out|ignore (?:her|him|them) (?:on purpose|to make|so (?:she|he|they)|until (?:she|he|they)|as punishment|to punish)|punish (?:her|him|them)|guilt ?trip(?:ping)? (?:her|him|them)|string (?:her|him|them) along|keep (?:her|him|them) (?:on the hook|hooked|as (?:a )?(?:backup|back up|option|plan b))|breadcrumb(?:bing)? (?:her|him|them)|(?:create|build|form|make) (?:a )?trauma bond",
      ),
    ],
  },
  {
    all: [
      N(
        `(?:make|get|have) ${PERSON} (?:[a-z]+ )?(?:obsess(?:ed)? over|fixated on|addicted to|hooked on|unable to resist|cannot resist|(?:do|obey) (?:whatever|anything|what|everything) i (?:want|say|tell))|(?:control|controlling|dominate|dominating|program|programming) (?:her|his|their) (?:mind|emotions|thoughts|feelings|behaviou?r)|(?:make|making) (?:her|him|them) (?:chase|beg) (?:me|for)`,
      ),
    ],
  },
  {
    all: [
      N(
        "(?:flirt|flirting|talk|talking|hang out|hanging out|go out|going out|post|posting|hook up|hooking up|text|texting) (?:[a-z]+ ){0,4}(?:other (?:girls|women|guys)|another (?:girl|woman|guy)|my ex) (?:[a-z]+ ){0,4}(?:make (?:her|him|them)|so (?:she|he|they)|to get (?:her|him|them)) (?:[a-z]+ ){0,2}(?:jealous|insecure|want me|chase me|come back)",
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Deception

const STATUS = alt(
  "rich",
  "richer",
  "wealthy",
  "wealthier",
  "loaded",
  "well off",
  "(?:a )?(?:millionaire|billionaire|multimillionaire)",
  "successful",
  "(?:a |the )?ceo",
  "(?:an? )?(?:doctor|surgeon|lawyer|pilot|model|banker|investment banker|engineer|investor|entrepreneur|business owner|firefighter|cop|police officer|soldier|navy seal|marine|veteran|professor|dentist|architect|athlete|pro athlete|musician|rapper|actor|trader|founder|startup founder|executive|director|manager|nurse|student)",
  "(?:own|have|drive) (?:a|an|my own|several|two|multiple) (?:[a-z]+ )?(?:house|home|company|business|yacht|boat|porsche|ferrari|lamborghini|lambo|tesla|bmw|mercedes|mansion|apartment|condo|car|rolex|watch|properties)",
  "have (?:money|a lot of money|a degree|a phd|a car|a house|a job)",
  "make (?:six|seven|6|7|8) figures",
  "make (?:a lot|lots|tons) of money",
  "(?:make|earn) more(?: money)?",
  "single",
  "not married",
  "unmarried",
  "divorced",
  "separated",
  "available",
  "not in a relationship",
  "not seeing anyone",
  "younger",
  "older",
  "taller",
  "\\d+ (?:feet|foot|ft)",
  "(?:6|six) (?:foot|feet|ft)",
  "a virgin",
  "not a virgin",
  "someone else",
  "somebody else",
  "someone i am not",
  "another (?:person|guy|man|woman|girl)",
  "a different (?:person|guy|man|woman|girl)",
  "(?:a )?(?:woman|girl|man|guy)(?= (?:to|so|and|online|on))",
  "(?:my )?(?:\\d+|[a-z]+) years? (?:younger|older)",
  "(?:in|from) (?:the )?(?:army|military|navy)",
);
const DECEIVE = alt(
  "lie",
  "lies",
  "lying",
  "pretend",
  "pretending",
  "fake",
  "faking",
  "act like",
  "acting like",
  "act as if",
  "pose as",
  "posing as",
  "claim",
  "claiming",
  "masquerade as",
  `(?:make|making) ${PERSON} (?:think|believe|assume)`,
  `trick(?:s|ing)? ${PERSON} into (?:thinking|believing)`,
  `(?:convince|convincing) ${PERSON}(?: that)?`,
  `(?:fool|fooling) ${PERSON} into (?:thinking|believing)`,
  "deceive",
  "mislead",
  "impersonate",
  "exaggerate",
  "exaggerating",
  "inflate",
  "embellish",
  "fib",
  "fudge",
  "photoshop",
  "photoshopping",
  "edit",
  "editing",
  "catfish",
);

/** Owning up to an earlier lie is honesty, not a request to deceive. */
const CONFESSING = R(
  "come clean|coming clean|confess|admit|own up|apologi[sz]e|tell (?:her|him|them) (?:the truth|that i lied|i lied)|i lied|i have been lying|i was lying|feel (?:bad|guilty|terrible)|(?:she|he|they) lied",
);

const DECEPTION: Rule[] = [
  {
    all: [
      N(
        `(?:photoshop|photoshopping|facetune|facetuning|edit|editing|airbrush|airbrushing|alter|altering|doctor|doctoring|ai generate|ai edit) (?:myself|me|my (?:[a-z]+ )?(?:photos?|pics?|pictures?|body|face|selfies?|abs|height|profile)) ${gap(3)}(?:look|seem|appear) (?:[a-z]+ ){0,2}?(?:taller|thinner|slimmer|skinnier|more muscular|muscular|ripped|jacked|buff|richer|younger|like someone else|like a model|like a different|completely different|fitter|bigger|leaner|shredded)`,
      ),
    ],
  },
  {
    all: [
      R(
        "(?:keep|keeping|stop|stopping|prevent|preventing|hide (?:it|this|that) from) my (?:wife|girlfriend|fiancee|fiance|partner|husband|boyfriend) (?:from )?(?:finding out|knowing|seeing|discovering|noticing|suspecting)|my (?:wife|girlfriend|fiancee|partner|husband|boyfriend) (?:does not|will not|cannot|must not|should not|never) (?:know|find out|suspect|see)|without my (?:wife|girlfriend|fiancee|partner|husband|boyfriend) (?:finding out|knowing|noticing|suspecting|seeing)",
      ),
      R(
        "tinder|hinge|bumble|grindr|dating apps?|dating sites?|dating|on a date|dates|other (?:women|girls|men|guys)|another (?:woman|girl|man|guy)|seeing (?:someone|a girl|other|another)|affair|hook ?up|hooking up|side|flirting|texting (?:a|another|other|this) (?:girl|woman|guy)|messaging (?:girls|women)|sleeping with|cheat",
      ),
    ],
    unless: R(
      "surprise|gift|present|proposal|propose|open (?:relationship|marriage)|poly(?:amorous)?|ethical non monogamy|enm",
    ),
  },
  {
    all: [
      N(
        `${DECEIVE} ${gap(4)}(?:(?:that )?(?:i am|i have|i own|i make|i drive|i earn|i work as|to be|being|i was|my) ${gap(2)})?${STATUS}`,
      ),
    ],
    unless: R(
      "come clean|coming clean|confess|admit|own up|apologi[sz]e|i lied|i was lying|(?:she|he|they) lied|pretend(?:ing)? to be (?:confident|calm|relaxed|interested|fine|okay|ok|happy|not nervous|cool)|fake it till|act like i am (?:confident|calm|relaxed)",
    ),
  },
  {
    all: [
      N(
        `(?:lie|lies|lying|fib|fibbing|fudge|fudging|exaggerate|exaggerating|inflate|inflating|embellish|embellishing|misrepresent|misrepresenting|fake|faking|be dishonest|not be honest|be vague|cheat) (?:to (?:her|him|them|my date|my match) )?(?:about|on|with)? ?(?:[a-z]+ ){0,1}(?:my|our|the fact that i|that i) (?:[a-z]+ ){0,3}?(?:height|age|job|salary|income|wealth|net worth|money|car|career|degree|education|name|identity|marital status|relationship status|wife|kids|children|girlfriend|marriage|weight|criminal record|record|finances|background|photos|pictures|pics|am married|have a wife|have a girlfriend|have kids|am in a relationship|am engaged|debt|past|occupation|title|school|university|college|nationality|religion|family)`,
      ),
    ],
    unless: CONFESSING,
  },
  {
    all: [
      N(
        `(?:hide|hiding|conceal|concealing|cover up|covering up|keep secret|keeping secret|keep quiet about|not tell (?:her|him|them)|not mention|not telling (?:her|him|them)|never tell (?:her|him|them)) (?:[a-z]+ ){0,3}(?:that i am (?:still |actually |already )?(?:married|engaged|in a relationship|taken|seeing someone)|that i have (?:a wife|a girlfriend|a fiancee|a partner)|my (?:wife|marriage|wedding ring|girlfriend|fiancee|engagement|relationship))`,
      ),
    ],
  },
  {
    all: [
      R(
        "without (?:my|her) (?:wife|girlfriend|husband|boyfriend|fiancee|fiance|partner) (?:finding out|knowing|noticing|suspecting|seeing)|behind my (?:wife|girlfriend|fiancee|partner)|(?:take|taking) off (?:my )?(?:wedding )?ring|(?:cheat|cheating) on my (?:wife|girlfriend|fiancee|partner|husband)|(?:have|having|start|starting) an affair|(?:side chick|side piece|side girl)",
      ),
    ],
    unless: R(
      "open (?:relationship|marriage)|poly(?:amorous)?|ethical non monogamy|enm|(?:she|he|they) (?:is|was|are) cheating|cheated on me|cheating on me|(?:my|her) (?:wife|girlfriend|partner) knows|come clean|confess|tell (?:her|my wife|my girlfriend) the truth|recover|rebuild|forgive",
    ),
  },
  {
    all: [
      R(
        "i am (?:still )?(?:married|engaged|in a relationship|taken|seeing someone)|i have (?:a wife|a girlfriend|a fiancee|a partner)|my wife",
      ),
      R(
        "(?:say|tell|claim|pretend|act|put|list|write) (?:[a-z]+ ){0,3}(?:single|not married|divorced|available|separated|unmarried)|(?:she|he|they) (?:does not|will not|cannot|must not|should not|never) (?:know|find out|suspect)|(?:secret|secretly|affair|on the side|behind (?:her|my wife|my girlfriend) back)",
      ),
    ],
    unless: R(
      "open (?:relationship|marriage)|poly(?:amorous)?|ethical non monogamy|enm|(?:my wife|my girlfriend|my partner) (?:knows|agreed|is okay)|separated|getting divorced|divorcing",
    ),
  },
  {
    all: [
      N(
        `(?:say|tell (?:her|him|them|people|women)|put|write|claim|list|add|mention) (?:that )?(?:i am|i have|i own|i make|i drive|i work|my) ${gap(5)}(?:when|even though|although|though|but|while) (?:(?:i am|i have|i do|i own|i make) (?:not|really|actually|only|just)|(?:i|it) (?:do|does|is|am) not|in reality|in fact|actually|really i am)`,
      ),
    ],
  },
  {
    all: [
      N(
        `(?:say|says|saying|tell|tells|telling|claim|claims|claiming|put|write|list|mention)(?: (?:her|him|them|people|women|girls|my date|my match))? ${gap(3)}(?:i am|i have|i own|i make|i drive|i work as|i earn) ${gap(2)}${STATUS} ${gap(4)}(?:even though|although|though|when in fact|when really|when actually|but actually|but really|while in reality|in reality|the truth is|truth is|i actually|actually i|really i|i am (?:actually|really|just|only)|i (?:actually|really) (?:am|work|make|drive|have|own|earn|live)|(?:when|but|while) (?:i am|i have|i do|i own|i make|i earn|i drive|i work) (?:not|actually|really|only|just|still|an?|in|at|retail|unemployed|broke|married))`,
      ),
    ],
  },
  {
    all: [
      N(
        "catfish(?:ing)? (?:her|him|them|someone|somebody|a girl|a guy|girls|women|people|my ex|guys)|(?:how (?:do|can|to) i|how to|should i|want to|help me|i am going to|going to|teach me (?:how )?to|tips to|ways to|best way to) (?:[a-z]+ ){0,1}catfish",
      ),
    ],
  },
  {
    all: [
      N(
        "(?:make|making|create|creating|set up|setting up|build|building|run|running|use|using|get|getting|give (?:me|myself)) (?:me )?(?:an? )?(?:[a-z]+ ){0,1}(?:catfish|fake|false|made up|fictional|fabricated|stolen|borrowed|invented|phony|phoney) (?:name|age|job|identity|persona|photos?|pics?|pictures?|profile|account|background|story|life|bio|backstory|accent|instagram|tinder|page|selfies?|degree|title|career|resume)",
      ),
    ],
    unless: R("spot|tell if|detect|avoid|report|is (?:this|it|she|he|her|his) |are (?:these|her|his|they)"),
  },
  {
    all: [
      N(
        "(?:fake|false|made up|fictional|fabricated|invented|phony|phoney|bogus) (?:name|age|job|jobs|identity|persona|photos?|pics?|pictures?|profile|background|story|bio|backstory|degree|title|career|resume|income|salary|life|height|occupation|lifestyle|instagram|selfies?)",
      ),
    ],
    unless: R(
      "spot|tell if|tell whether|detect|avoid|report|recogni[sz]e|scam|scammer|bots?|is (?:this|it|she|he|her|his|the) |are (?:these|her|his|they|the) |(?:she|he|they) (?:has|had|have|used|uses|is using|gave|might|may|could)|(?:her|his|their) (?:fake|false)|matched with|talking to (?:a|someone)|catfished|a lot of|so many|full of|how many|why do|why are|looks? fake|seems? fake|might be fake|are fake|is fake|real or",
    ),
  },
  {
    all: [
      N(
        "(?:use|using|with|post|posting|put up|putting up|steal|stealing|borrow|borrowing|upload|uploading) (?:[a-z0-9]+ ){0,2}(?:someone else|somebody else|another guy|another man|another person|other guys|a model|a celebrity|my friend|my brother|my cousin|a better looking guy|random guy|stock|stolen|fake|ai generated|ai|a fitness model|a hotter guy|other people|random) (?:[a-z]+ ){0,1}(?:photos?|pictures?|pics?|selfies?|images?|face|identity|name)",
      ),
    ],
    unless: R(
      "(?:she|he|they|her profile|his profile|the profile|this profile) (?:is )?(?:using|uses|used)|matched with|catfished",
    ),
  },
  {
    all: [
      N(
        `(?:use|using|post|posting) (?:[a-z]+ ){0,2}(?:old|outdated|heavily edited|heavily filtered|photoshopped|facetuned) (?:photos?|pictures?|pics?|selfies?) ${gap(4)}(?:when i was|from when i was|before i|so (?:she|he|they)|to look|to seem|to hide|make me look)`,
      ),
    ],
  },
  {
    all: [
      N(
        "(?:trick|tricking|fool|fooling|deceive|deceiving|mislead|misleading|lie to|lying to|con|conning|scam|scamming|dupe|duping|play|playing) (?:her|him|them|women|girls|a girl|my date|my match|my crush|people)(?! (?:a song|music|a game|games|some music|at|in|pool|tennis|chess|the guitar|guitar|it cool|hard to get|along)\\b)",
      ),
    ],
  },
  {
    all: [
      N(
        "(?:say|tell (?:her|him|them)|pretend|act like|claim) (?:that )?(?:it|the car|the house|the apartment|the watch|the place|the condo|the boat) (?:is|was) mine",
      ),
    ],
  },
  {
    all: [
      N(
        `(?:rent|renting|borrow|borrowing|hire|hiring) (?:[a-z]+ ){0,2}(?:car|lambo|lamborghini|ferrari|porsche|rolex|watch|yacht|mansion|penthouse|apartment|condo|supercar) ${gap(5)}(?:so (?:she|he|they) (?:thinks?|believes?)|make (?:her|him|them) think|look rich|seem rich|act rich|pretend|like it is mine|as if it is mine|say it is mine)`,
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Hate: demeaning generalisations about an ethnic group or about women

const NATIONALITY = alt(
  "asian",
  "east asian",
  "south asian",
  "southeast asian",
  "chinese",
  "japanese",
  "korean",
  "thai",
  "filipina",
  "filipino",
  "vietnamese",
  "indian",
  "pakistani",
  "bangladeshi",
  "indonesian",
  "malaysian",
  "black",
  "white",
  "latina",
  "latino",
  "hispanic",
  "mexican",
  "colombian",
  "brazilian",
  "dominican",
  "cuban",
  "venezuelan",
  "peruvian",
  "russian",
  "ukrainian",
  "slavic",
  "eastern european",
  "polish",
  "romanian",
  "african",
  "nigerian",
  "ethiopian",
  "kenyan",
  "arab",
  "middle eastern",
  "persian",
  "iranian",
  "turkish",
  "muslim",
  "jewish",
  "hindu",
  "european",
  "american",
  "western",
  "foreign",
  "german",
  "french",
  "italian",
  "spanish",
  "irish",
  "british",
  "english",
  "scandinavian",
  "swedish",
  "dutch",
  "australian",
  "canadian",
  "caribbean",
  "islander",
  "native",
  "immigrant",
  "third world",
);
const PEOPLE_PLURAL = alt(
  "women",
  "girls",
  "females",
  "ladies",
  "wives",
  "brides",
  "chicks",
  "gals",
  "babes",
  "people",
  "men",
  "guys",
  "males",
);
/** A group as a collective: "Asian women", "Latinas", "which race", "women". */
const GROUP = alt(
  `${NATIONALITY} ${PEOPLE_PLURAL}`,
  "asians|latinas|latinos|hispanics|mexicans|russians|ukrainians|slavs|filipinas|filipinos|thais|koreans|indians|africans|arabs|muslims|jews|blacks|whites|europeans|americans|westerners|foreigners|immigrants|colombians|brazilians|chinese|japanese|vietnamese",
  "(?:race|races|ethnicity|ethnicities|nationality|nationalities|culture|cultures|country|countries|ethnic groups?|skin colou?rs?)",
);
const TRAIT = alt(
  "submissive",
  "obedient",
  "docile",
  "subservient",
  "inferior",
  "lesser",
  "less intelligent",
  "dumb",
  "dumber",
  "dumbest",
  "stupid",
  "stupider",
  "stupidest",
  "naive",
  "gullible",
  "desperate",
  "easy(?! to (?:talk|get along|be around|understand|love|like|laugh|chat|open up|meet|spot|find|please|date))",
  "easier",
  "easiest",
  "loose",
  "sluts?",
  "slutty",
  "whores?",
  "hoes?",
  "gold ?diggers?",
  "greedy",
  "materialistic",
  "cheap",
  "dirty",
  "savages?",
  "savage",
  "animals",
  "primitive",
  "lazy",
  "hypergamous",
  "frigid",
  "crazy",
  "hysterical",
  "property",
  "objects",
  "worthless",
  "useless",
  "ugly",
  "uglier",
  "ugliest",
  "disgusting",
  "subhuman",
  "criminals?",
  "thugs?",
  "terrorists?",
  "controllable",
  "easy to control",
  "(?:do|does) (?:what|as) (?:they are|she is) told",
  "serve (?:men|their men|their husbands|me)",
  "obey",
  "obeying",
  "submit",
  "know (?:their|her) place",
  "belong in the kitchen",
  "for sale",
  "mail order",
  "worship (?:white|western|american|foreign)",
  "(?:only|just|all|mostly|always) (?:want|wants|care about|cares about|after|looking for|in it for|interested in) (?:a |an |some |the |your |my )?(?:money|visa|green card|passport|white|western|american|rich|foreign|foreigners?|sugar daddy|meal ticket|citizenship)",
  "(?:want|after) (?:a green card|a visa|a passport|your money|my money)",
  "cannot be trusted",
  "untrustworthy",
  "liars",
  "cheaters",
  "all the same",
  "all alike",
  "better wives",
  "more feminine than",
  "less feminist",
  "not feminist",
  "more traditional and submissive",
  "exotic",
  "fetish",
  "nothing but",
  "good for nothing",
  "only good for",
  "breeding",
  "aggressive",
  "angry",
  "violent",
  "masculine",
  "less feminine",
  "unfeminine",
  "ghetto",
  "ratchet",
  "creeps?",
  "creepy",
  "perverts?",
  "pervs?",
  "rapists?",
  "predators?",
  "scammers?",
  "pigs",
  "trash",
  "controlling",
  "abusive",
  "possessive",
  "misogynists?",
  "misogynistic",
  "sexist",
  "players",
  "smelly",
);

const HATE: Rule[] = [
  // "why are Asian women more submissive", "are Russian girls gold diggers"
  { all: [new RegExp(String.raw`\b${GROUP} ${gapNotMe(6)}${TRAIT}\b`)] },
  // "the most submissive nationality", "which race is easiest", "easiest asian girls"
  {
    all: [
      new RegExp(
        String.raw`\b(?:the )?(?:most |more |least |less )?${TRAIT} ${gap(1)}(?:${GROUP}|${NATIONALITY} (?:girls?|women|woman|ladies|wives|brides|girlfriend|wife|chicks?))\b`,
      ),
    ],
  },
  {
    all: [
      new RegExp(
        String.raw`\b(?:which|what) ${gap(1)}(?:race|ethnicity|nationality|country|culture|kind of (?:asian|latina|girl)|type of (?:asian|latina|girl)) ${gap(4)}(?:is|are|has|have|makes?) (?:the )?${gap(1)}(?:most |more |least )?${TRAIT}`,
      ),
    ],
  },
  // plain misogyny
  {
    all: [
      R(
        `(?:all |most )?(?:women|girls|females|bitches) (?:are|is) (?:all |just |naturally |so |more |less |really |basically |inherently |too |the |only |nothing but |good for nothing but )*(?:inferior|stupid|dumb|property|objects|worthless|gold ?diggers?|sluts?|whores?|hoes?|bitches|crazy|hysterical|subhuman|lesser|useless|good for (?:only|nothing)|only good for)|(?:women|girls|females|wives) (?:should|must|need to|belong|ought to|have to) (?:[a-z]+ ){0,2}(?:obey|submit|serve|stay in the kitchen|be in the kitchen|in the kitchen|barefoot|know (?:their|her) place|be quiet|shut up|be controlled|be owned|be beaten|be hit|be disciplined|not (?:vote|work|speak|have rights))|why are (?:women|girls|females) (?:so |all |always )?(?:stupid|dumb|crazy|inferior|worthless|sluts|whores|gold diggers|hysterical)`,
      ),
    ],
  },
  // fetishising and trafficking language
  {
    all: [
      R(
        `yellow fever|jungle fever|(?:${NATIONALITY}) (?:fetish|fetishes)|fetishi[sz](?:e|ing) (?:${NATIONALITY})|exotic (?:pet|trophy|toy)|mail order (?:bride|brides|wife|wives|girlfriend)|(?:buy|buying|purchase|purchasing|order|ordering) (?:a |an )?(?:${NATIONALITY} )?(?:wife|bride|girlfriend|woman|girl)`,
      ),
    ],
  },
  // slurs
  {
    all: [
      R(
        "chinks?|gooks?|niggers?|niggas?|spics?|wetbacks?|kikes?|towelheads?|ragheads?|beaners?|coons?|sand ?niggers?|dotheads?|slant ?eyes?|zipperheads?|pakis?|gypsies|gyppos?",
      ),
    ],
  },
];

/** Checked in this order; the first category with a matching rule wins. */
export const REFUSAL_RULES: ReadonlyArray<readonly [Exclude<SafetyCategory, "self_harm">, Rule[]]> = [
  ["minors", MINORS],
  ["coercion", COERCION],
  ["stalking", STALKING],
  ["harassment", HARASSMENT],
  ["manipulation", MANIPULATION],
  ["deception", DECEPTION],
  ["hate", HATE],
];

export const SELF_HARM_RULES: readonly Rule[] = SELF_HARM;

export function ruleMatches(rule: Rule, text: string): boolean {
  if (rule.unless?.test(text)) return false;
  return rule.all.every((matcher) => (typeof matcher === "function" ? matcher(text) : matcher.test(text)));
}

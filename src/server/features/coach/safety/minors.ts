/** Minors: a stated age under 18, school years, and words that mean a minor. */
import { alt, R, type Rule } from "./vocabulary";

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

export const MINORS: Rule[] = [
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

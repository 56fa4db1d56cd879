/** Coercion through alcohol or drugs: getting her drunk or high, plying, drugging. */
import { alt, gap, N, PERSON, R, type Rule, SHE } from "./vocabulary";

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

export const COERCION_INTOXICATION: Rule[] = [
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
];

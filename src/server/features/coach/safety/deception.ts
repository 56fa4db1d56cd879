/** Deception: lying about money, work, looks, relationship status or identity, and catfishing. */
import { alt, gap, N, PERSON, R, type Rule } from "./vocabulary";

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

export const DECEPTION: Rule[] = [
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

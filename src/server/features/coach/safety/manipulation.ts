/** Manipulation: working on her insecurities, gaslighting, isolating her, mind games and tactics. */
import { ASK, alt, gap, N, PERSON, POSS, R, type Rule } from "./vocabulary";

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

export const MANIPULATION: Rule[] = [
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

/** Coercion through pressure: forcing, wearing her down, pushing past a no, sex without consent. */
import { ASK, gap, N, PERSON, POSS, R, type Rule, SHE, SUBJ } from "./vocabulary";

export const COERCION_PRESSURE: Rule[] = [
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

/**
 * Harassment: contact after being told to stop, unsolicited explicit images, revenge and
 * humiliation, threats, groping and creepshots.
 */
import { ASK, gap, N, PERSON, POSS, R, type Rule, SHE, SUBJ } from "./vocabulary";

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

export const HARASSMENT: Rule[] = [
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

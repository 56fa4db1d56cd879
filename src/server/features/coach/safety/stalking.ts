/**
 * Stalking and tracking: contacting or locating someone who cut contact, monitoring her, getting
 * into her accounts or devices, showing up uninvited.
 */
import { gap, N, POSS, R, type Rule, SUBJ } from "./vocabulary";

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

export const STALKING: Rule[] = [
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

/** Self-harm disclosures: these get a caring reply with crisis resources, not a refusal. */
import { R, type Rule } from "./vocabulary";

export const SELF_HARM: Rule[] = [
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

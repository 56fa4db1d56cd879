/** Turns a user message into the plain form every safety pattern is written against. */

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

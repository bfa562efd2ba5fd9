/**
 * "I'm hiring a sous for the new site", "we're closing the truck for january", "im putting my full
 * set price up to £45 from december", "switching the IPA to cans only": what the person, or their
 * business, is now doing differently, said in the present as already under way. Told with no job
 * asked and no hour of a day near at hand, such words are a course taken, which the journal keeps.
 */
const OPENERS = String.raw`(?:(?:ok|okay|right|so|yeah|well|anyway|honestly|deadass|bet|ok bet|done deal|after all that|decided|decision)[,.]? )*`;

/**
 * The courses a business takes, said as under way. Only these: "I'm painting the hallway", "I'm
 * grabbing lunch", "I'm missing my kids" are errands, plans and feelings said the same way.
 */
const COURSE_VERB = String.raw`(?:hiring|taking on|closing|shutting|dropping|ditching|scrapping|quitting|stopping|pausing|ending|raising|lowering|cutting|capping|switching|moving|putting|going|keeping|sticking|launching|adding|letting|giving up|winding down|turning down|declining|refunding|charging|outsourcing|subcontracting|splitting|doing|taking|opting|picking|choosing|booking|selling|offering)`;
/**
 * Verbs that name a course only with a sign it is one: a time from which it holds ("from january",
 * "going forward", "in march"), a price, "only", or what a business offers. Said bare, "cutting the
 * grass", "moving the sofa upstairs", "stopping for petrol", "dropping the kids at school" are jobs.
 */
const NEEDS_A_SIGN =
  /^(?:switching|cutting|moving|putting|going|keeping|sticking|adding|doing|taking|picking|choosing|booking|selling|offering|stopping|closing|shutting|dropping|charging|launching|opting)$/;
const COURSE_SIGN = new RegExp(
  String.raw`\b(?:from (?:now|here|today|the new year|next|this|the (?:\d|first|start|new)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|spring|summer|autumn|fall|winter|\d)|going forward|from now on|for good|permanently|any ?more|only|exclusive\w*|next (?:year|month|season|spring|summer|autumn|fall|winter|term)|(?:in|for|by|until|till) (?:the new year|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|spring|summer|autumn|fall|winter|the (?:season|summer|winter|spring|autumn))|(?:full|part)[- ]time|a week|per (?:session|hour|class|head|month)|[£$€]\s?\d|\d+ ?%|\d+ (?:days|sessions|mornings|evenings|nights) a week|to (?:cans|card|cash|online|weekends|weekdays|mornings|evenings))\b|[£$€]\d`,
);
/** "dropping the kids", "picking up the van": people and things an errand is done with or to. */
const ERRAND_OBJECT =
  /^ (?:the kids|kids|the children|him|her|them|it|that|this|me|us|off|up|out|in|by|at|round|over|back|for (?:a|an|petrol|gas|lunch|coffee)|a glass|an eye|the kettle)\b/;
/** "raising kids is hard work", "hiring is a nightmare": the doing talked about, not done. */
const TALKED_ABOUT = /^(?:\s\S+){0,3}\s(?:is|are|was|were|has been|gets|feels)\b/;
const FIRST_PERSON = new RegExp(String.raw`^${OPENERS}(?:i'?m|im|i am|we'?re|were|we are) (${COURSE_VERB})\b(.*)$`);
/** Said without "I'm", only these openings are a course: "raising slices to $4", "sticking w the co-op". */
const COURSE_GERUND = new RegExp(String.raw`^${OPENERS}(${COURSE_VERB})\b(.*)$`);
/** A time at hand makes it a plan for a day, or news of one: "I'm moving the van at 4", "we're closing early today". */
const NEAR_AT_HAND =
  /\b(?:today|tonight|tomorrow|tmrw|tmr|now|right now|this (?:morning|afternoon|evening)|at \d|\d ?(?:am|pm)|\d:\d\d|in (?:a bit|an hour|\d+ (?:mins?|minutes|hours?)))\b/;
/**
 * A day of its own, or a date something is moved to, makes it a job or a move: "I'm hiring a van for
 * saturday", "moving the dentist to the 14th", "moving the boxes to the loft" ("on saturdays" is a way of going on;
 * "sat", "sun" and "wed" are words of their own as often as days).
 */
const ONE_DAY =
  /(?<!\b(?:the|our|my) )\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!s)|\b(?:tue|tues|thu|thur|thurs|fri)\b|\b(?:this|next) (?:week|weekend)\b|\b(?:to|on|for|by|till|until) (?:the \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th))\b|^(?:\S+ ){0,3}?(?:moving|taking|bringing|carrying|sending|shifting) .*\bto the\b/;
/** An ask, a question or a doubt makes it no course taken. */
const NOT_TAKEN =
  /\b(?:remind|need to|have to|got to|gotta|should|maybe|might|perhaps|probably|not sure|what|why|how|which|whether|or not)\b|\?/;
const FEWEST_WORDS_AFTER = 1;

export function courseUnderWay(plain: string): boolean {
  if (NEAR_AT_HAND.test(plain) || NOT_TAKEN.test(plain) || ONE_DAY.test(plain)) return false;
  const said = FIRST_PERSON.exec(plain) ?? COURSE_GERUND.exec(plain);
  if (!said) return false;
  const [, doing, rest] = said;
  if (rest.trim().split(' ').filter(Boolean).length < FEWEST_WORDS_AFTER) return false;
  if (ERRAND_OBJECT.test(rest) || TALKED_ABOUT.test(rest)) return false;
  return !NEEDS_A_SIGN.test(doing) || COURSE_SIGN.test(plain);
}

const DOING_FIRST = new RegExp(String.raw`^${OPENERS}(?:(?:i'?m|im|i am|we'?re|were|we are) )?[a-z]+ing\b(.*)$`);

/**
 * Words that make a thing said as under way an errand or a plan for a day, whatever else they sound
 * like: a time at hand ("we're closing early today", "opening at 8 not 9"), a day of its own ("hiring
 * a cargo bike for friday's deliveries"), a doubt, or an errand's object ("dropping the kids at
 * school", "stopping at the farm shop", "we're dropping it").
 */
export function errandOrPlan(plain: string): boolean {
  if (NEAR_AT_HAND.test(plain) || NOT_TAKEN.test(plain) || ONE_DAY.test(plain) || /\b\w+day'?s\b/.test(plain)) return true;
  const doing = DOING_FIRST.exec(plain);
  return doing !== null && ERRAND_OBJECT.test(doing[1]);
}

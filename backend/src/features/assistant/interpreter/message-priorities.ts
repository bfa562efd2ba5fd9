import { SWAMPED_NOT_ASKING } from './message-conversation';
import type { PrioritiseScope } from './intent';

/**
 * Asking daily to weigh or order the list, in the shapes the other readers miss. Each shape pairs a
 * verb of asking with the list itself, so a job that merely mentions a plan ("plan the offsite",
 * "sort the invoices") is never taken for one.
 */

/** A stretch of the day, or the list, that a plan is made of: "my day", "today", "my tasks". */
const SPAN =
  "(?:(?:the rest of )?(?:today|tomorrow|tonight)|(?:the rest of )?(?:the|my|this|today'?s|tomorrow'?s|tonight'?s) (?:day|morning|afternoon|evening|night|shift|week|tasks|jobs|list|to-?dos?|to-?do list|stuff|things|workload|priorities))";
/** Words after the ask that add only politeness or a day: "for me", "pls", "for today". */
const TAIL = String.raw`(?: (?:for me|for us|please|pls|plz|thanks|for (?:today|tomorrow|tonight|the day|this (?:morning|afternoon|evening))|today|tomorrow|tonight|then|now|rn|would you|could you|can you|will you|if you can|if you could|if poss|(?:between|around|before|after) (?:the |my |two |2 )?(?:[\w'-]+ ){0,2}[\w'-]+))*`;
/** Said after a comma, about oneself rather than another ask: ", I'm all over the place". */
const ASIDE = String.raw`(?: (?:i|i'm|im|i've|ive|i'd|we|we're|we've|it's|its|cos|cause|because|as|since|so|honestly|feeling|totally|bit)\b.*)?`;

const PLAN =
  '(?:(?:a|an|the|my|some) (?:quick |rough |proper |simple )?(?:plan|schedule|timetable|running order|game plan|battle plan|itinerary|order of play|order)|plan)';
/** "make me a plan for today", "build me a schedule", "put together a timetable for my afternoon". */
const PLAN_MADE = new RegExp(
  String.raw`^(?:(?:can|could|would|will) (?:you|u) )?(?:please |pls )?(?:help (?:me|us) (?:to )?)?(?:make|build|draw up|draw|write|put together|create|do|give|sketch|knock up|come up with|work out|map out|lay out)(?:(?: me| us)(?: up)? ${PLAN}(?: (?:for|of) ${SPAN})?|(?: up)? ${PLAN} (?:for|of) ${SPAN})${TAIL}${ASIDE}$`,
);
/** "organise my day pls", "sort my tasks for me", "sort my week out", "order my list", "arrange my afternoon". */
const LIST_ORDERED = new RegExp(
  String.raw`^(?:(?:can|could|would|will) (?:you|u) )?(?:please |pls )?(?:help (?:me |us )?(?:to )?)?(?:organi[sz]e|sort|sort out|set out|lay out|map out|plan out|order|arrange|rearrange|schedule|structure|plan|line up|prioriti[sz]e) ${SPAN}(?: out| up)?${TAIL}${ASIDE}$`,
);

/** "put today in order for me", "get my list into some order": the list, put in an order. */
const PUT_IN_ORDER = new RegExp(
  String.raw`^(?:(?:can|could|would|will) (?:you|u) )?(?:please |pls )?(?:help (?:me |us )?(?:to )?)?(?:put|get|set|give me) ${SPAN} (?:in|into) (?:(?:some|an|a|priority|the right|a sensible) )?(?:order|priority order)${TAIL}${ASIDE}$`,
);

/** "rank my jobs", "rate my to-dos for me": ordered by weight, whose answer is the one that matters most. */
const RANKED = new RegExp(
  String.raw`^(?:(?:can|could|would|will) (?:you|u) )?(?:please |pls )?(?:rank|rate|grade|score|sort|order) (?:my|the|today'?s|tomorrow'?s) (?:tasks|jobs|list|to-?dos?|to-?do list|stuff|things|workload)(?: by (?:urgency|importance|priority|deadline|due date|what matters))?${TAIL}${ASIDE}$`,
);
/** "give me the one thing to do next", "tell me the single job I should do now". */
const ONE_THING =
  /^(?:(?:can|could|would|will) (?:you|u) )?(?:please |pls )?(?:give|tell|show|name|pick|choose|find)(?: me| us)? (?:the |my |a |one )?(?:(?:one|single|next|first|main|top|biggest|most important|key) )*(?:thing|task|job)s? (?:for (?:me|us) )?(?:to (?:do|tackle|work on|get done|focus on)|(?:i|we) should (?:do|tackle|be doing)|that matters)(?: (?:next|now|first|today|rn|right now|pls|please))*$/;
/** "what's the one thing I should get done before 5", "which is the main job I must finish by noon". */
const ONE_THING_ASKED =
  /^(?:(?:ok|okay|so|right|honestly)[,]? )*(?:what'?s|whats|what is|which is) (?:the|my) (?:(?:one|single|main|top|biggest|most important|key) )+(?:thing|task|job) (?:i|we) (?:should|must|need to|have to|ought to) (?:do|be doing|be working on|get done|finish|tackle|get through|focus on)(?: (?:next|now|right now|rn|first|today|this (?:morning|afternoon|evening)|(?:before|by) (?:\d{1,2}(?::\d{2})?(?: ?[ap]m)?|noon|lunch|the end of the day|eod|tonight)))*$/;
/** "what should I be working on rn", "what ought I to be doing now": a question about now. */
const DOING_NOW =
  /^(?:so |ok |okay |right )?(?:what|which (?:task|job|thing|one)) (?:should|shall|ought|do|must|would) (?:i|we)(?: to)?(?: really| actually| even)? be (?:doing|working on|tackling|focusing on|focussing on|getting on with|on)(?: (?:now|rn|right now|next|first|today|atm|at the moment|this (?:morning|afternoon|evening)))*$/;
/** "where do I even start today", "where should we actually begin". */
const WHERE_TO_START =
  /^(?:so |ok |okay |right |honestly |ugh )?where (?:do|should|shall|can|would) (?:i|we) (?:even |actually |possibly |ever |really )?(?:start|begin)(?: (?:today|now|then|with (?:it all|all this|this lot|today)|this (?:morning|afternoon|evening)))*$/;
/** A stretch of time one has, then a question about using it: "got 40 mins, how do I best use them". */
const TIME_TO_USE =
  /^(?:i'?ve |i have |i |we'?ve |we have |got )(?:only |just )?(?:got )?(?:the |this |a |an |\d{1,3} |one |two |three |four |half an? |a couple of |a few )?(?:spare |free |clear |quiet )?(?:hours?|hrs?|mins?|minutes?|afternoon|morning|evening)(?: spare| free| clear)?\b.*\b(?:best use|best way to use|how (?:do|should|can) (?:i|we) (?:best )?(?:use|spend|fill)|what (?:should|shall|can) (?:i|we) (?:do|tackle|get done|crack on with|get on with|work on|start on|knock out)|what'?s (?:worth|best))\b/;

/** "top priority rn?", "what should I do when I wake up", "what's the one thing that can't wait", "help me work out what to do first". */
const FIRST_THING =
  /^(?:(?:what'?s|whats|what is) )?(?:my |the )?top prio(?:rity)?(?: (?:rn|now|right now|today|tonight|then))?$|^what (?:should|shall|do) (?:i|we) do (?:first|now|next|today|tonight|when (?:i|we) (?:wake up|get (?:in|up|back|home)|start)|after (?:my |the )?[\w'-]+)(?: (?:first|then|tonight|today))?$|^(?:what'?s|whats|what is) (?:the )?(?:one )?thing (?:that )?(?:can'?t|cant|cannot|won'?t) wait(?: (?:today|tonight))?$|^(?:help me |can you help me )?(?:sort|work|figure) out what (?:to do|i should do|comes) first(?: (?:today|tonight|tomorrow|before .{1,30}))?$/;

/** "what's safe to ignore", "which one is fine to skip". */
const SAFE_TO_LEAVE =
  /\b(?:what|which(?: one| ones| task| tasks| thing| things| job| jobs)?)(?:'s| is| are| can| could)? (?:(?:i|we) )?(?:safe(?:ly)?|ok|okay|fine|alright) (?:to )?(?:ignore|skip|drop|leave|miss|let slide|push|park|bin)\b|\bwhat can (?:i|we) (?:safely )?(?:ignore|leave|miss|let slide)\b/;
/** "what should I let slide this week", "which can we put off": one's own jobs, weighed for what can wait. */
const LET_SLIDE =
  /^(?:[^,.;!?]{3,60}[,.;!]\s+)?(?:so |ok |okay |right |honestly )?(?:what|which(?: ones?| tasks?| jobs?)?) (?:should|can|could|shall) (?:i|we) (?:let slide|let go|drop|skip|ditch|park|put off|push back|leave|punt|shelve|bin)(?: (?:this week|today|tomorrow|for now|till next week|until next week))*$/;
/** "what's worth doing before the school run", "what's best to get done in the next hour". */
const WORTH_DOING =
  /^(?:so |ok |okay |right )?what'?s (?:worth|best)(?: to)? (?:doing|do|tackling|tackle|getting done|get done|cracking on with)(?: (?:first|now|today|this (?:morning|afternoon|evening)|(?:before|by|until|till) .{1,30}|in the next .{1,20}))?$/;
/** Something must give: "I need to cut something from today", "one thing has to go", "I can't do all this". */
const MUST_GIVE =
  /\b(?:(?:need|have|got|gotta|going) to (?:cut|drop|lose|ditch|bin|shed|skip) (?:something|one thing|a thing|one|a task|a job|stuff|some(?: of (?:it|this|them))?)|(?:something|one thing|some of (?:it|this|them)|stuff) (?:has to|have to|must|needs to|'s got to|got to|will have to) (?:go|give)|(?:no way|can'?t|cannot|can not|won'?t) (?:i |we )?(?:can |could )?(?:do|get through|fit in|manage|finish) (?:it all|all (?:this|that|of (?:it|this|that|them))|everything)|what gives)\b/;
/** The asking part of such a message: "what?", "which one", "what gives". */
const WHICH = /\b(?:what|which|what gives|help)\b/;

/**
 * Any question that weighs one's own jobs, in whatever order its words come: "which of my tasks
 * actually matters today", "too many jobs this week, which can I drop", "one thing to do today,
 * what is it". It asks (what, which), it weighs (first, matters, least, drop), and it is about the
 * list or the time one has (my tasks, today, before the lunch rush).
 */
const ASKING = /(?:^|, |\s)(?:what|which|whats|what'?s)\b/;
const WEIGHS_TO_DROP = /\b(?:drop|skip|cut|ditch|bin|let go|least (?:important|urgent)|lose|park|push back)\b/;
const WEIGHS_TO_KEEP =
  /\b(?:(?<!(?:the|my|our|a) )first|matters?|most (?:important|urgent)|priority|priorities|top|focus|only (?:do )?(?:\d|one|two|three)|one thing|main thing|biggest)\b/;
const OWN_LIST =
  /\b(?:my (?:tasks|jobs|list|to-?dos?|day|week)|(?:the|my) (?:pile|list)|things|tasks|jobs|today|tonight|this (?:week|morning|afternoon|evening)|before (?:the |my )?\w+)\b/;
/** "lay out the rest of my day", "give me a plan for today, between clients", "structure my day pls, brain is mush". */
const DAY_LAID_OUT =
  /^(?:(?:can|could|would|will) (?:you|u) )?(?:please |pls )?(?:lay out|map out|plan|sort out|set up|organi[sz]e|structure|give (?:me|us) a plan for|make (?:me|us) a plan for|plan out) (?:the rest of )?(?:my day|today|my afternoon|my morning|the day|tomorrow|my tomorrow)\b(?!.*\b(?:drop|skip|cut|ditch)\b)/;

/**
 * "most urgent?", "what has to happen before thanksgiving", "what's the one job i cant let slip today",
 * "i genuinely don't know what to do first", "…, what's best to get done", "what i should do": the one
 * job that matters asked in fewer words, or after what the person is doing.
 */
const MUST_NOT_SLIP = [
  /^(?:(?:what'?s|whats|what is) )?(?:the )?most (?:urgent|important|pressing)(?: (?:one|thing|job|task))?(?: (?:rn|now|right now|today))?$/,
  /^what (?:has|needs|have|need) to (?:happen|get done|be done|go out) (?:before|by) (?:the )?[\p{L}\d' ]{2,30}$/u,
  /^(?:what'?s|whats|what is|which is) the (?:one )?(?:job|thing|task) (?:i|we) (?:can'?t|cant|cannot|mustn'?t|must not) (?:let slip|miss|drop|skip|forget|mess up)(?: (?:today|tomorrow|this week|tonight))?$/,
  /\b(?:don'?t|dont|do not) (?:even )?know what to (?:do|tackle|start on|start with) first\b/,
  /(?:^|, )what'?s (?:best|worth) (?:to )?(?:get done|getting done|do|doing|tackle|tackling)$/,
  /^(?:i (?:have|got|'ve got)|got) (?:an?|one|two|\d+|half an) (?:hour|hr|hours|hrs|mins?|minutes?)(?: \S+){0,4},? what (?:i should|should i|shall i|do i|can i) (?:do|tackle|get done)$/,
];

function weighedByWords(plain: string): PrioritiseScope | null {
  if (plain.split(' ').length > 16 || / or (?!so\b)/.test(plain) || !ASKING.test(plain) || !OWN_LIST.test(plain)) return null;
  if (/\b(?:what time|when|where|who|how)\b/.test(plain)) return null;
  if (WEIGHS_TO_DROP.test(plain)) return 'drop';
  return WEIGHS_TO_KEEP.test(plain) ? 'focus' : null;
}

export function priorityAskedIn(plain: string): PrioritiseScope | null {
  if (DAY_LAID_OUT.test(plain)) return 'plan_day';
  if (SWAMPED_NOT_ASKING.test(plain)) return null;
  if (plain.split(' ').length > 24) return null;
  if (PLAN_MADE.test(plain) || LIST_ORDERED.test(plain) || PUT_IN_ORDER.test(plain)) return 'plan_day';
  if (
    RANKED.test(plain) ||
    ONE_THING.test(plain) ||
    ONE_THING_ASKED.test(plain) ||
    DOING_NOW.test(plain) ||
    WHERE_TO_START.test(plain) ||
    TIME_TO_USE.test(plain) ||
    WORTH_DOING.test(plain) ||
    FIRST_THING.test(plain) ||
    MUST_NOT_SLIP.some((shape) => shape.test(plain))
  )
    return 'focus';
  if (SAFE_TO_LEAVE.test(plain) || LET_SLIDE.test(plain)) return 'drop';
  if (MUST_GIVE.test(plain) && WHICH.test(plain)) return 'drop';
  return weighedByWords(plain);
}

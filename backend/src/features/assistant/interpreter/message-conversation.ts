import { settledCourse, withoutSeal } from './message-settled-courses';
import { courseUnderWay } from './message-first-person-courses';
import type { Intent, PrioritiseScope, SmallTalk } from './intent';
import { isGreeting, isGreetingFrom, isLeaving, isThanks, isThanksFor } from './message-courtesies';
import { twoTimes } from './message-doubts';
import { stronglyFelt } from './message-sentiment';
import { fullDayOfJobs } from './message-shared-days';
import { shapeOf, tag, VERB } from './message-tagger';
import { isPlainVerb, isTaskVerb, plainForm } from './message-words';
import { capitalise } from './task-title';

/**
 * What people say to daily that is not a command: greetings, thanks, how they feel, how something
 * went, a choice they are weighing, a decision they want back, a request to prioritise. Each is
 * read from the whole message, in its plain form (lower case, no punctuation but apostrophes),
 * and none of them changes anything but a decision said in plain words.
 */
const GREETING =
  /^(?:(?:hi|hello|hey|hiya|heya|yo|howdy|sup|gm|good (?:morning|afternoon|evening|day)|morning|afternoon|evening)(?: (?:there|daily|all|team|again|hey|hi|hello|to you))*)(?: (?:just signed up|i just signed up|it'?s me|(?:i am|i'?m|this is|my name is|my name'?s|it'?s|its) [\p{L}'-]+(?: (?:from|at) (?:the )?[\p{L}'-]+(?: [\p{L}'-]+)?)?|how are you(?: today)?|how r u|how are things|are you there|you are there|you there|is this daily|is this working|i'?m new(?: here)?|happy \w+(?: eve)?))?$/u;
const THANKS =
  /^(?:(?:ok|okay|great|awesome|brilliant|perfect|lovely|cool|amazing|nice|fab|fantastic|super|wonderful|legend|star|nice one|you'?re a star) )*(?:thanks|thank you|thank u|thankyou|thx|thnx|thnks|tx|ty|ta|cheers|many thanks|much appreciated|appreciate it|i appreciate it|appreciated|grateful|(?:so |really )?grateful)(?: (?:so much|very much|a lot|a million|again|mate|daily|buddy|loads|heaps))*(?: for (?:sorting|doing|fixing|handling|checking|organising|organizing|arranging|reminding me|the (?:nudge|reminder|heads[ -]up|ping|prompt)|that|this|the help|your help|everything|all that)(?: (?:that|this|it|them|out|all that))?)?(?: (?:that'?s|thats|this is|that is|you'?re|ur) (?:perfect|great|brilliant|helpful|amazing|awesome|a star|the best|lovely)| you rock| you'?re (?:the best|a star|amazing))?$|^(?:you rock|you'?re (?:the best|a star|amazing|a lifesaver)|(?:i )?love (?:this|this app|it|you)|lifesaver)$/;
/** "alright daily", "hiya love": the British hello said with who it is for. */
const HELLO_TO = /^(?:alright|aight|awright|hiya|heya|ey up|eyup)(?: (?:daily|mate|love|hun|pal|bud|all|everyone|there|pet|chuck|duck))+$/;
const GOODBYE =
  /^(?:(?:ok|okay|k|kk|cool|right|alright|great|thanks|thx|ta|cheers|perfect|lovely|nice)[,.!]? )*(?:bye|goodbye|bye bye|byee+|bye for now|cheerio(?: for now)?|ta-?ra for now|ta ra for now|ta-?ra|ta ra|toodles|that'?s me for (?:now|today|the day)|night|nite|night night|good ?night|gn|talk (?:later|soon|tomorrow|tmrw)|speak (?:later|soon|tomorrow|tmrw)|ttyl|see ya|see you(?: later| tomorrow| soon)?|cya|laters|catch you later|that'?s all(?: for now)?|good ?night,? i (?:go|am going|'?m going|will go)(?: to)? (?:sleep|bed)(?: now)?)$/;
const ACKNOWLEDGEMENT =
  /^(?:ok|okay|k|kk|okey|okie|ok cool|okay cool|cool|cool cool|ok ok|righto|right-o|right oh|okey dokey|okie dokie|got it|gotcha|sounds good|sounds great|perfect|great|nice|noted|sure|fine|alright|all right|right|yep|yes|yeah|yup|ya|lol|haha|hahaha|ha|understood|will do|roger|roger that|copy|copy that|10-4|ten four|wilco|makes sense|fair enough|go on then|go on|ok great|okay great|ok thanks got it|no worries|np|good|nice one|legend|brilliant|lovely|amazing|awesome|👍|👌|🙏|😊|🙂|👍🏻|👍🏼|💪)$/;

const OVERWHELMED =
  /\b(?:swamped|overwhelm(?:ed|ing)?|drowning|spiral+ing|stress(?:,? stress)+|too many [\w'-]+,? too (?:few|little) [\w'-]+|snowed under|slammed|buried|too much (?:on|to do|going on)|so much (?:on|to do)|can'?t keep up|can'?t cope|behind on (?:everything|stuff|it all)|so behind|on fire|stressed(?: out)?|burn(?:t|ed) out|frazzled|a lot (?:on|going on)|been a lot|hectic|manic|mental|crazy busy|so busy|procrastinat\w*|is a lot|losing my mind|going under|underwater|so much going on|coming or going|piling up|piled up|on top of me|(?:don'?t|dont|do not) (?:even )?know where to (?:start|begin))\b/;
/** "everythings too much this week", "too many fires, not enough me": the load said in an idiom, unless a job follows. */
const LOAD_IDIOM =
  /\b(?:(?:everything'?s|everythings|everything is|it'?s all|its all) (?:just |a bit |way )?(?:too much|a lot)|too many (?:fires|plates|balls|things)|too much work|(?:is |it'?s |its )?too much everything|everything (?:is )?too much|so much stress|(?:i am|i'?m) (?:a bit |so |very )?burn ?out|burnout|(?:everything'?s|everythings|everything is|it'?s all|its all) (?:landing|happening|coming|hitting) (?:all )?at once|not enough (?:me|hours|hands|time)|(?:already |so |way )?behind already|feel(?:ing)? (?:so |really |already )?behind)\b/;
const FEELING =
  /\b(?:stressful|give me (?:a )?headache|gives me (?:a )?headache|is hard to be|very tired|so tired|busy|hope|hoping|dreading|looking forward|fingers crossed|tired|exhausted|knackered|shattered|wrecked|drained|great|good|happy|sad|down|flat|low|meh|anxious|nervous|worried|scared|excited|pumped|rough|awful|terrible|crap|rubbish|sick|ill|frustrated|annoyed|angry|lonely|stuck|bored|motivated|unmotivated|proud|relieved|brutal|tough|hard|long|grim|fed up|sick of|had enough|so done with|ugh|argh|urgh|guilty|ashamed|embarrassed|hopeless|useless|demotivated|hate|hating|cry|cried|crying|fine now|ok now|okay now|better now|meltdown|wobble|wobbly|end of my tether|at my wits'? end|rather tired|a bit low|out of sorts|under the weather)\b/;
/** How a sentence about oneself opens: "I'm", "feeling", "so tired", "having a rough week". */
const ABOUT_ME =
  /^(?:(?:good )?morning |hi |hey |hello )?(?:(?:proper|dead|mega|well|right|bare) (?=(?:nervous|anxious|worried|excited|gutted|buzzing|chuffed|tired|knackered|stressed|happy|down|low|scared|proud|fed up|wobbly)\b)|i'?m|im|i am|i feel|feeling|feel|worried|nervous|anxious|excited|hope|hoping|dreading|busy|so|bit|a bit|kinda|having|had|been|today|today'?s|today was|this week|yesterday|i keep|honestly|ugh|argh|urgh|everything|i can'?t|i got|i have been|i'?ve been|my head|happy|not|why am i|just|i must (?:confess|admit|say)|i (?:confess|admit)|(?:stuck|blocked)(?= (?:on|with|at|again|here|trying)\b|,|$))\b/;
const REFLECTION =
  /\b(?:went (?:really |so |very |pretty |super |way |much |a lot |loads |far )?(?:well|great|brilliant|smoothly|better|badly|wrong|terribly|poorly|fine|ok|okay)|good (?:call|meeting|chat|day|week|session|talk)|great (?:call|meeting|chat|day|week|first week|session|talk|news)|(?:was|were|been) (?:really |so |very )?(?:productive|useful|helpful)|productive|learn(?:ed|t) a lot|learn(?:ed|t) (?:(?:today|this week|yesterday|the hard way) )?(?:that|from)|nailed|smashed it|crushed it|killed it|went better than|big win|good progress|landed (?:the|a|our))\b/;

/** "hugely relieved that …", "so chuffed the order came": a feeling said first, about what happened. */
const FELT_FIRST =
  /^(?:(?:so|really|hugely|very|massively|super|pretty|quite|a bit|bit|just|honestly|i'?m|im|i am|feeling|feel|soo+) )*(?:relieved|thrilled|gutted|chuffed|delighted|stoked|buzzing|devastated|gutted) (?:that|about|the|to|it|we|i|my|our)\b/;

function feltFirst(plain: string): boolean {
  return FELT_FIRST.test(plain) && !/\b(?:decided|decision|going with|we'?ll|i'?ll)\b/.test(plain);
}

/** A task said as a request, which a feeling word inside it ("remind me to book a good hotel") does not make a feeling. */
const REQUEST =
  /\b(?:remind me|don'?t (?:let me )?forget|add to|add (?:these|this|them|the following)|todo|to-do)\b|^(?:please |pls )?(?:call|email|send|buy|pay|book|schedule|add|remind|(?:put|note|jot|write) down)\b/;
/** "ugh ok, so I need to answer Marcus, mail the contracts and buy ink": a list of jobs, however it opens. */
const JOBS_LISTED = /\b(?:i|we) (?:really |still )?(?:need|have|got) to [a-z]+ [^,]+(?:, (?:and )?| and )(?:[a-z]+ ){1,}[a-z]+/;

/** "alright?", "you ok?", "y'alright mate?": asked, how people in Britain say hello. */
const ASKED_HOW =
  /^(?:(?:you|ya|u|y)'?\s*)?(?:alright|all right|aight|ok|okay|good)(?:\s+(?:mate|love|hun|pal|bud|there|then|daily))?\s*\?+\s*$/i;

/** "hey whats good", "aye up", "ey up": hellos of the street and the north, which ask after nothing. */
const STREET_HELLO =
  /^(?:(?:hey|hi|yo|oi|ay|aye) )?(?:what'?s good|whats good|aye up|ay up|ey up|eyup|ayup)(?: (?:mate|man|bro|fam|daily|pal|duck|love))?$/;

export function smallTalk(said: string, text = said, awaitingReply = false): SmallTalk | null {
  // "morning x", "ta very much xx": the kisses a message is signed off with.
  const plain = said.replace(/(?: x{1,4})+$/, '');
  if (
    GREETING.test(plain) ||
    STREET_HELLO.test(plain) ||
    HELLO_TO.test(plain) ||
    isGreeting(plain) ||
    isGreetingFrom(plain) ||
    (ASKED_HOW.test(text.trim()) && !/^(?:ok|okay)\b/i.test(text.trim()))
  )
    return 'greeting';
  if (THANKS.test(plain) || isThanks(plain) || isThanksFor(plain)) return 'thanks';
  if (GOODBYE.test(plain) || isLeaving(plain) || thanksThenLeaving(plain)) return 'goodbye';
  if (ACKNOWLEDGEMENT.test(plain)) return 'acknowledgement';
  return noddedThrough(plain, awaitingReply);
}

/** One nod, as ACKNOWLEDGEMENT holds it whole: "got it", "noted", "👍". */
const NOD = ACKNOWLEDGEMENT.source.slice(1, -1);
/** Nods said one after another ("ok got it", "got it 👍", "noted, will do"), perhaps ending in thanks. */
const NODS_THEN = new RegExp(`^(?:${NOD})(?:[,.!]* (?:${NOD}))*[,.!]* `);

function noddedThrough(plain: string, awaitingReply: boolean): SmallTalk | null {
  const nods = NODS_THEN.exec(`${plain} `);
  // "ok got it" in reply to "pick up the parcel" may say it was got: left to the readers of done.
  if (!nods || (awaitingReply && /\bgot it\b/.test(plain))) return null;
  const rest = `${plain} `.slice(nods[0].length).trim();
  if (rest === '') return 'acknowledgement';
  // "got it ta": thanks for what was got, which the readers of done hear first.
  return THANKS.test(rest) && !/^got it\W*$/.test(nods[0]) ? 'thanks' : null;
}

/** "thanks so much, talk tomorrow", "preciate it bro, heading offline, bye": thanks, then taking leave. */
function thanksThenLeaving(plain: string): boolean {
  const words = plain
    .replace(/[,.!;]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 2 || words.length > 14) return false;
  for (let at = 1; at < words.length; at++) {
    const [head, tail] = [words.slice(0, at).join(' '), words.slice(at).join(' ')];
    if ((THANKS.test(head) || isThanks(head)) && (GOODBYE.test(tail) || isLeaving(tail))) return true;
    // "Goodnight, Daily. Thank you for today.": the leave taken first, the thanks after.
    if ((GOODBYE.test(head) || isLeaving(head)) && (THANKS.test(tail) || isThanks(tail))) return true;
  }
  return false;
}

/** "swamped today", "so tired", "the pitch went really well": how someone is, or how it went. */
/** "ugh push it", "argh snooze": a sigh before a change asked of the task, which is the change. */
const SIGH_THEN_CHANGE =
  /^(?:ugh+|argh+|urgh+|meh|sigh|ffs)[, ]+(?:just |ok |fine )?(?:push|move|snooze|shift|bump|delay) (?:it|that|this)(?: (?:back|on|along|again|please|pls))?$/;

export function mood(plain: string, text = plain): SmallTalk | null {
  if (SIGH_THEN_CHANGE.test(plain)) return null;
  const words = plain.split(' ').length;
  if (words > 24 || REQUEST.test(plain)) return null;
  if (feltFirst(plain) && !/\?\s*$/.test(text)) return 'feeling';
  // "why do I keep procrastinating on taxes?": asked of daily, not said to be heard.
  if (/\?\s*$/.test(text) && /^(?:why|how) (?:do|can|should|am) i\b/.test(plain)) return null;
  if (HOW_AM_I_TO.test(plain) || THE_LOAD.test(plain)) return 'overwhelmed';
  // "gotta love a client who pays 90 days late": love said through the teeth.
  if (/^(?:(?:you|ya|u)\s)?(?:gotta|got to|have to|(?:you )?just have to) love\b/.test(plain)) return 'feeling';
  if (STRONGLY_FELT.test(plain) && !/\?\s*$/.test(text) && !handsOverToAJob(text)) return 'feeling';
  const burden = BURDEN.exec(plain);
  if (burden && mood(burden[1], burden[1]) !== null) return 'feeling';
  if (JOBS_LISTED.test(plain) || fullDayOfJobs(text)) return null;
  if (RHETORICAL.test(plain) && !handsOverToAJob(text)) return 'feeling';
  // "what's a good day for the launch?" asks; it does not say how a day went.
  const asked = /\?\s*$/.test(text) && /^(?:what|what'?s|whats|which|when|where|who|how|is|are|do|does|should|can|could)\b/.test(plain);
  if (REFLECTION.test(plain) && !asked) return 'reflection';
  if (OVERWHELMED.test(plain) || (LOAD_IDIOM.test(plain) && !handsOverToAJob(text))) return 'overwhelmed';
  if (FEELING.test(withoutPlaces(plain)) && (ABOUT_ME.test(plain) || words <= 4) && !asked && !opensOnAJob(plain)) return 'feeling';
  if (BODY_NEED.test(plain)) return 'feeling';
  // "feeling ready, send the proposal": a feeling that hands over to a job leaves the job to be read.
  if ((FEEL_FIRST.test(plain) || CANNOT_FACE_IT.test(plain) || RHETORICAL.test(plain)) && !handsOverToAJob(text)) return 'feeling';
  // "need to stop scrolling and get on with it": what follows a habit is the same resolve, not a job.
  if (habitToBreak(plain)) return 'feeling';
  if (venting(plain, words, text)) return 'feeling';
  // Words no rule lists, scored by how strongly they feel: said of oneself or of the day, not asked.
  // "is R-22 still legal to top up", "what rate per word is fair": a question without its mark, whose words only sound warm.
  if (!asked && !/\?\s*$/.test(text) && !ASKED_UNMARKED.test(plain) && !handsOverToAJob(text) && stronglyFelt(plain)) return 'feeling';
  return null;
}

const ASKED_UNMARKED = /^(?:(?:what|which|when|where|who)\b(?! an?\b)|(?:is|are|does|do|can|should|would) (?!(?:it|this|that)\b)\S+ )/;

/** "don't know how I'm meant to run the stall, do the books and be a mum": the load itself, not its jobs. */
const HOW_AM_I_TO =
  /^(?:(?:honestly|genuinely|seriously|ugh|like|i)\s)*(?:(?:don'?t|do not|dont) know|dunno|no idea) how (?:i'?m|im|i am|am i|we'?re|we are) (?:meant|supposed|expected|going) to\b|^(?:(?:honestly|seriously|ugh)\s)*how (?:am i|is anyone|are we) (?:meant|supposed|expected) to\b/;
/**
 * "I've got to do the accounts and I just can't face it", "I should really be doing the VAT but my
 * brain is fried": a job named with how it weighs on the person, said to be heard, not to be added.
 */
const BURDEN =
  /^(?:(?:ugh|honestly|god|omg|so|and|like)\s)*i(?:'ve| have|ve)?\s(?:really\s|still\s|just\s)?(?:got to|gotta|have to|need to|must|should(?: really)?(?: be)?)\s.+?(?:,|\sand|\sbut)\s+((?:i|i'?m|im|my|it'?s|its|this|that)\s.+)$/;

/**
 * How someone feels about a job, which names the job without asking for it: "dreading tomorrow's
 * pitch", "hate doing my books", "can't be bothered today". The verb of feeling comes first (after
 * "I", "so", "really"), so "call Jo, she's dreading it" is still a task.
 */
const FEELING_ABOUT =
  /^(?:(?:i|i'?m|im|i am|am|so|really|honestly|tbh|literally|kinda|kind of|totally|absolutely|just|still|lowkey|not gonna lie|ngl)\s)*(?:dread(?:ing)?|hate(?! to (?:say|ask|bother|be that))|hating|loathe|loathing|despise|can'?t stand|cannot stand|can'?t face|cannot face|can'?t be (?:bothered|arsed|asked)|cba|not looking forward to|not feeling (?:it|great|good|myself)|(?:worried|nervous|anxious|stressing|stressed|panicking|freaking out|scared|terrified|excited|buzzing|gutted|sick|tired|fed up) (?:about|over|of|for|with)|sick to death of|struggling(?: with| to)?|so over|over it|(?:crying|screaming|sobbing|dying|weeping|losing it) (?:over|about|at|inside))\b/;
/** Laughter and sighs that mark a message as said, not asked: "I need a nap lol". */
const SAID_NOT_ASKED =
  /\b(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*|ugh+|argh+|urgh+|sigh|fml|smh|ffs|omg|omfg|jeez|meh|tbh|ngl|oof|yikes|welp)\b/;
/** A state of body or mind said of oneself: "my brain is fried", "I need a nap", "running on empty". */
const STATE_OF_ME =
  /^(?:(?:honestly|really|just|so|ngl|tbh|i|i'?m|im|i think|i reckon|i guess|i feel like|pretty sure) )*(?:(?:i'?m|im|i am) (?:on top of (?:things|everything|it all)|in bits|all over the place)|(?:brain|head) (?:empty|dead|fried|mush|gone)|(?:my )?(?:brain|head|mind|body|back|eyes|knees?|legs|feet|hands|wrists?|shoulders?|neck)(?: is| are| feels?| feel|'s)(?: \w+)? (?:shot|in bits|aching|done in|fried|mush|mushy|toast|gone|dead|done|spinning|pounding|melting|killing me|all over the place|foggy|frazzled|scrambled)|(?:i )?(?:need|could use|could do with|want|would kill for) (?:a |an |some )?(?:nap|sleep|lie in|lie-in|holiday|vacation|break|breather|drink|beer|wine|coffee|rest|hug|day off|week off|weekend|pint|cuppa)|(?:i )?(?:just )?want to (?:sleep|cry|scream|hide|quit|give up|run away|go home|lie down)|running on (?:empty|fumes|no sleep)|(?:i )?(?:didn'?t|did not|barely|hardly) (?:sleep|slept)|no sleep|zero (?:energy|motivation|sleep)|(?:i )?(?:can'?t|cannot|couldn'?t) (?:concentrate|focus|think straight|switch off|get going|get started|get motivated|sit still))\b/;
/** An ask hidden in a vent ("ugh need to call the bank lol") still names a job to do. */
const STILL_AN_ASK = /\b(?:need to|have to|has to|got to|gotta|must|should|remember to|don'?t forget|remind)\b/;

/**
 * What the person could do about it, said after what went wrong: "… and i could scream", "…, i'm
 * so done with builders". Anywhere in the message, as the mishap comes first.
 */
const OUTBURST =
  /(?:^|[.!,]\s*|\b(?:empty|dead|fried|gone|ugh|lol|pls|please)\s+)send help(?: (?:pls|please|lol|asap))?$|\bi(?:'?m| am)? (?:could|want to|wanna|might|going to|gonna|about to|ready to) (?:just )?(?:scream|cry|explode|lose it|punch something|throw something|throw my (?:phone|laptop)|pull my hair out|tear my hair out|give up|walk out)\b|\b(?:i'?m|im|i am) (?:so |just |completely |totally |officially |absolutely )?(?:done with|over) (?:people|everyone|everybody|humans|it all|them all|everything|clients|customers|suppliers|couriers|tradesmen|tradespeople|builders|contractors|plumbers|landlords|this week|this day|today)\b/;

/** What something is doing to the person: "this week is killing me", "admin is doing my head in". */
const WEARING_ME =
  /\b(?:hitting (?:me )?(?:hard|hard today|like a truck)|kicking my (?:ass|arse|butt)|killing me|doing my head in|(?:driv(?:ing|es?)|make|makes|making) me (?:mad|crazy|nuts|insane|up the wall|so angry|furious)|getting to me|wearing me (?:down|out)|getting me down)\b/;

/** Where a vent hands over to a job: "I need a break this weekend, book a sitter". */
const HANDOVER = /(?:,|\band\b|\bso\b|\bthen\b|\bbut\b) (?:(?:pls|please|can you|could you|just) )*([a-z-]+)/g;

function handsOverToAJob(text: string): boolean {
  for (const match of text.toLowerCase().matchAll(HANDOVER)) if (isTaskVerb(match[1])) return true;
  return false;
}

/** "the landlord of flat 3", "my flat": a flat lived in, not a mood. */
function withoutPlaces(plain: string): string {
  return plain.replace(/\b(?:(?:the|my|our|a|his|her|their|your) flat|flat (?:\d+|[a-z]\b))/g, ' ');
}

/** "so tomorrow at 10 call the landlord", "ok um first thing email Jo": an ask after openers and a time, however it goes on. */
const OPENERS_AND_TIME =
  /^(?:(?:so|ok|okay|um|uh|right|and|then|yeah)\s)*(?:(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|this (?:morning|afternoon|evening)|first thing|at \d{1,2}(?::\d{2})?(?:am|pm)?|\d{1,2}(?::\d{2})?(?:am|pm))\s)+/;

function opensOnAJob(plain: string): boolean {
  const opening = OPENERS_AND_TIME.exec(plain);
  return opening !== null && isTaskVerb(plain.slice(opening[0].length).split(' ')[0] ?? '');
}

/** "feel like packing it in", "honestly feeling flat": a sentence that opens with how one feels. */
const FEEL_FIRST = /^(?:(?:honestly|really|just|tbh|ngl|so|kinda|sometimes|still|i|i'?m|im|and)\s)*(?:feel|feeling|felt)\b(?! free\b)/;
/** "I should do my accounts but I can't face it": a job named only to say it is not being done. */
const CANNOT_FACE_IT =
  /\bbut (?:i )?(?:just |really |honestly |simply |still |so )*(?:can'?t|cannot|cba|don'?t want to|do not want to|keep putting it off|keep avoiding it|have no (?:energy|motivation))(?: (?:face it|face them|face that|do it|be bothered|be arsed|bring myself to(?: do it)?|deal|cope|even|right now|today|atm|rn|ugh|lol|tbh))*$/;
/** "why do clients always pay late": a complaint put as a question, not one to answer. */
const RHETORICAL =
  /^why (?:do|does|is|are|am|can'?t|won'?t|must|did)\b.*\b(?:always|never|every (?:single )?time|constantly|forever)\b|^why (?:does|do|must) (?:every|all|everyone|everybody|everything)\b(?!.*\?\s*$)/;
/**
 * Words of strong feeling no rule of shape catches: "pumped about the new space", "Q4 is crushing me",
 * "can't stop worrying about cash flow", "the ovens packed in again and I just want to cry".
 */
const STRONGLY_FELT =
  /\b(?:pumped|buzzing|stoked|thrilled|over the moon|chuffed to bits|gutted|devastated|heartbroken|anxious|worrying|panicking|terrified|furious|livid|(?:crushing|destroying|killing|breaking|wrecking) me|doing my head in|(?:want|wanna|could|going) to cry|wanna cry|could cry|in tears|zero energy|no energy left|can'?t focus|can'?t concentrate|can'?t think straight|get my life together|at my wits'? end|falling apart|its unreal|it'?s unreal|grumpy|jet ?lagged|can'?t believe|fml|ffs|down the drain|cream crackered|(?:already|so|totally|completely|proper) fried|sucked|lonely|(?:proper|so|really) fed up|(?:so|lowkey|really|well) proud|loving (?:the|my|our|this|it))\b/;
const THE_LOAD =
  /^(?:(?:too much|way too much|so much)[.!]*\s*)+(?:just )?(?:too much|so much)?\s*(?:today|this week|rn|right now|atm)?$|\ba million things\b/;
/** "I need to sleep lol", "just want to crawl into bed": what body or mind needs, said, not asked. */
const BODY_NEED =
  /^(?:(?:i|honestly|really|just|so|ugh|omg)\s)*(?:(?:really|just|so|desperately) )*(?:need|want|wanna|could do with|gotta|have) (?:to )?(?:sleep|nap|cry|scream|lie down|crawl (?:into|under|back to|back into) (?:bed|a hole|a rock|the duvet|the covers)|hide|hibernate|run away|curl up)\b(?: (?:lol|lmao|haha\w*|ugh|for a (?:week|year|month|day)|forever|tbh|rn|now|honestly))*$/;
/** A habit someone means to break: "need to stop doomscrolling", "I should quit checking my phone". */
const HABIT =
  /^(?:(?:i|we|honestly|really|seriously|just|so|ugh)\s)*(?:need|have|got|gotta|must|should|ought|want)(?: to)? (?:(?:really|seriously|honestly|just|actually) )*(?:stop|quit) ([a-z]+ing)\b ?(.*)$/;
/** What a business does, which stopping is a choice about: "stop offering discounts" is a decision, not a habit. */
const BUSINESS_DOING =
  /^(?:offering|doing|giving|taking|accepting|charging|selling|paying|using|sending|running|working|hiring|discounting|providing|posting|shipping|stocking|booking)$/;

/** A resolve to do something more or less often: "i should really call my mom more", "need to exercise more". */
const MORE_OR_LESS =
  /^(?:(?:i|we|honestly|really|seriously|so)\s)*(?:should|need to|have to|must|ought to|want to|gotta)(?: (?:really|seriously|honestly|actually|probably))* [a-z]+(?: [a-z']+){0,4} (?:more|less|more often|less often|a lot more|a bit more)(?: (?:lol|tbh|honestly|really))?$/;

function habitToBreak(plain: string): boolean {
  const habit = HABIT.exec(plain);
  return (habit !== null && !BUSINESS_DOING.test(habit[1])) || MORE_OR_LESS.test(plain);
}

/**
 * Something said to be a mess or too much: "my desk is a disaster", "the supplier from hell",
 * "too many plates spinning", "so many balls in the air".
 */
const COMPLAINT =
  /\b(?:from hell|strikes again|let (?:me|us) down(?: again)?|(?:is|are|'s|was|were) (?:a |an |such a |an absolute |a total |a complete |an utter |a bit of a |one big )?(?:disaster|nightmare|mess|shambles|joke|zoo|circus|chaos|dumpster fire|train ?wreck|car crash|war zone|pigsty|tip)|(?:so|too|way too) many (?:balls|plates|tabs|things|emails|messages|meetings|hats)|balls in the air|plates spinning|tabs open)\b/;
/** "too many things, what comes first": a complaint that goes on to ask is the ask. */
const ASKS_WHAT = /\b(?:what|which|where|how|should i)\b/;
/** "exhausted, three closings this week": a state of mind said first, the reason after. */
const STATE_FIRST =
  /^(?:(?:so+|utterly|completely|totally|absolutely|properly|bloody|really|very|super|pretty|well|feeling|feelin)\s)*(?:exhausted|knackered|shattered|wrecked|drained|tired|burnt out|burned out|frazzled|stressed|gutted|fuming|livid|furious|miserable|overwhelmed|zonked|wiped out|fried|spent|done in|cried|sobbed|had a (?:little |good |quick )?cry|crying)\b/;

function venting(plain: string, words: number, text: string): boolean {
  if (handsOverToAJob(text)) return false;
  if (WEARING_ME.test(plain)) return true;
  if (OUTBURST.test(plain) && !STILL_AN_ASK.test(plain) && !isTaskVerb(plain.split(' ')[0] ?? '')) return true;
  const first = plain.split(' ')[0] ?? '';
  if ((COMPLAINT.test(plain) || STATE_FIRST.test(plain)) && !isTaskVerb(first) && !STILL_AN_ASK.test(plain) && !ASKS_WHAT.test(plain))
    return true;
  if (FEELING_ABOUT.test(plain) || STATE_OF_ME.test(plain)) return !STILL_AN_ASK.test(plain) || FEELING_ABOUT.test(plain);
  if (!SAID_NOT_ASKED.test(plain) || STILL_AN_ASK.test(plain) || words > 14) return false;
  // Laughter after a sentence about oneself, not after a job: "I need a nap lol", not "call mum lol".
  return /^(?:i|i'?m|im|i'?ve|my|me|so|just|today|this|that|it'?s|its|honestly|ugh|omg|lol|haha\w*|feeling|been|not)\b/.test(plain);
}

const PRIORITISE_DROP =
  /\b(?:what (?:do|can|should|could) (?:i|we) (?:drop|skip|cut|delegate|ditch|bin|let go of|push|move|postpone|leave)|what can (?:wait|go|slide|be dropped|be moved)|which (?:jobs|tasks|things|ones) can (?:i|we) (?:let slide|drop|skip|push|leave)|what'?s not urgent|what to drop|what (?:do|should|can) (?:i|we) (?:let go|offload|lose)|what goes(?! first))\b|^(?:(?:please|pls|can you|could you)\s)*(?:cull|trim|prune|thin out|slim down|declutter|cut down) (?:my|the) (?:list|tasks|to-?dos?|to-?do list|jobs)\b/;
/** A plan for a stretch of the day, asked for as an order: "organise my day for me", "draw up a plan for today". */
/** "too many jobs on, which can go", "help me say no to something", "can anything be pushed?", "what's least important". */
const LIST_TOO_FULL =
  /\b(?:which (?:can|could|should) (?:go|wait|slide|be dropped|be pushed|be moved)|which of (?:these|them|those|my (?:tasks|jobs|things|to-?dos|stuff|list)) (?:can|could|should) (?:i )?(?:push|drop|skip|move|go|leave|cut)|can anything (?:be pushed|be moved|be dropped|wait|go|slide)|help me say no to (?:something|anything|some(?:thing)? on my list)|what(?:'?s| is) (?:the )?least important|tell me what to (?:let go of|drop|skip|cut)|what (?:to )?let go of)\b/;
/** "triage my list", "put my tasks in order", "work out what order to do things in". */
const LIST_SORTED =
  /\b(?:triage (?:my|the) (?:list|tasks|day|week)|put (?:my|the) (?:tasks|list|jobs|day) in order|(?:work|figure|sort) out (?:what|the) order|what order (?:to|should i|do i) (?:do|tackle))\b/;
const PART_OF_DAY = '(?:(?:the|my|this) )?(?:day|today|tomorrow|morning|afternoon|evening)';
const PRIORITISE_PLAN = new RegExp(
  String.raw`\b(?:(?:organi[sz]e|sort out|structure|plan out|map out|lay out|split|divide|break up) ${PART_OF_DAY}(?: for me)?$|(?:give me|draw up|make me|make|write me|put together|come up with|sketch out) (?:me )?(?:an? )?(?:plan|schedule|game plan|running order) for ${PART_OF_DAY}$|how (?:do|should|shall|can) (?:i|we) (?:split|divide|spend|use|plan|structure|organi[sz]e|break up) ${PART_OF_DAY}$)`,
);
/** "sort my thursday out for me", "plan out my week": a day or the week named for daily to plan. */
const PLAN_A_DAY =
  /^(?:(?:can|could) (?:you|u) )?(?:please |pls )?(?:sort|organi[sz]e|plan|map)(?: out)? (?:my|the) (?:day|today|tomorrow|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?: out)?(?: for me)?(?: please| pls)?$/;
const PRIORITISE_PLAN_WORDS =
  /\b(?:plan (?:my|the|out my) (?:day|morning|afternoon)|(?:^|\b(?:help me|can you|could you|pls|please|let'?s|need to|want to|gotta|got to) )plan (?:today|tomorrow)|plan my tomorrow|help me plan|plan (?:tomorrow|today) for me|daily plan)\b/;
const PRIORITISE_FOCUS =
  /\b(?:what (?:should|do|shall) (?:i|we) (?:focus on|do first|do next|start with|work on|tackle|prioriti[sz]e)|where (?:do|should|shall) (?:i|we) (?:start|begin)|what'?s (?:most important|(?:my|the) (?:top )?priorit(?:y|ies)|urgent)|whats? my (?:top )?priorit(?:y|ies)|where to (?:start|begin)|top (?:3|three)|what needs doing(?: first)?|what matters most|prioriti[sz]e (?:for me|my)|help me prioriti[sz]e|what first|what'?s first|what (?:should|do|shall|can) (?:i|we) (?:knock out|crack on with|smash out|get through|tackle|hit) (?:first|before|today|this|now|next))\b|^(?:my |the |and )?(?:top|main|number one|#1|biggest) priority$/;

/**
 * Asking daily to weigh the list rather than to do something on it: a question ("what", "which",
 * "where", "help me", "tell me") about order or weight ("first", "most", "priority", "matters").
 */
const WEIGHING_THE_LIST =
  /^(?:(?:ok|okay|so|right|help|ugh|honestly)[, ]+)?(?:(?:(?:i'?ve|i have|i'?m|there'?s|got) .{0,40}?)?(?:too much|so much|loads|a lot|tons|too many(?: [a-z]+)?)(?: on my plate| on| to do| going on)?[, ]+)?(?:what|which|where|how|help me|can you help me|could you help me|tell me|pls|please|any idea)\b/;
const ORDER_OR_WEIGHT =
  /\b(?:(?:do|tackle|start|handle|work on|deal with|focus on|get done|go for|pick) first|first thing to|first$|most (?:important|urgent|pressing|critical|valuable)|matters?(?: the)? most|priorit(?:y|ies|i[sz]e|i[sz]ing)|(?:start|begin|kick off) with|where to (?:start|begin)|(?:start|begin)$|order (?:to do|should i)|(?:biggest|highest|main|top) (?:thing|task|job|priority|win)|should come first|focus(?: on)?|tackle)\b/;
const DROPPING =
  /\b(?:drop|skip|cut|ditch|bin|let go(?: of)?|park|deprioriti[sz]e|push back|delegate|can wait|cancel(?! (?:my|the|that|this|it|a|an|our|all)\b)|bump|ignore|cull|trim)\b/;

/** "put my day in order", "my day is chaos, organise it": the day itself handed over to be planned. */
const DAY_TO_ORDER = /\b(?:put|get|sort) my day (?:in|into) (?:order|shape)\b|\bmy day\b.*\b(?:organi[sz]e|sort|plan) it\b/;
/** "the most urgent one?", "what is more important now?", "what must I do before the school run?": the one that matters, asked for. */
const ONE_THAT_MATTERS =
  /^(?:(?:and|so|ok|okay)\s)*(?:the|which is the|which'?s the|whats the|what'?s the) (?:most|more) (?:important|urgent|pressing)(?: one| thing| task| job)?\??$|^what(?:'?s| is) (?:more|most) (?:important|urgent|pressing)\b|^what must (?:i|we) do (?:first|before|now)\b|^what (?:do|must) (?:i|we) (?:have to |need to )?do (?:first|before)\b|^(?:what'?s|whats|what is|which(?: is)?|what)\b.*\b(?:can'?t|cannot|mustn'?t|must not|shouldn'?t) (?:skip|miss|drop|put off)\b/;
/** "what can I knock off the list", "help me remove some things", "what I can leave for next week": what to let go of. */
const WHAT_TO_LET_GO =
  /\b(?:knock off|take off|get rid of|remove|cancel|leave)\b.*\b(?:the list|some(?: things| stuff| of (?:it|them|these))?|this week|next week|till|until|for later)\b|\b(?:which ones?|what) can (?:go|wait)\b/;

/** The day handed over in learners' words: "please make me plan for today", "put in order my day", "my day, you can organise?". */
const DAY_HANDED_OVER =
  /\b(?:make|give|do) me (?:a |the )?plan (?:for|of) (?:today|the day|my day|tomorrow)\b|\bput (?:in|into) order my (?:day|tasks)\b|\bmy day,? (?:you|u|can you|could you) (?:can |could )?(?:organi[sz]e|order|plan)\b|\b(?:give|tell) me the order (?:for|of) my (?:tasks|jobs|day)\b/;
/** The one that matters, in learners' words: "priority for today please", "which task is urgent?", "I have only 2 hours, what do I do?". */
const ONE_ASKED_FOR =
  /^(?:(?:the|my) )?(?:priority|priorities)(?: (?:for|of) (?:today|now|me|the day))?(?: (?:please|pls))?$|\bwhich (?:task|one|job|thing) (?:is )?(?:the )?(?:most )?(?:urgent|important)\b|\bthe most (?:urgent|important) (?:thing|task|one|job)\b|\bwhich one (?:do )?i do (?:now|first)\b|^(?:i have|i got|i'?ve got) only \d+ (?:hours?|minutes?|mins?)\b.*\bwhat (?:do )?i do\b/;
/** What can go, in learners' words: "what is not important, I can delete?". */
const NOT_IMPORTANT_ASKED =
  /\bwhat (?:is|are|isn'?t|aren'?t) (?:not )?(?:important|urgent|needed)\b.*\b(?:delete|drop|remove|skip|cancel|leave)\b/;

/**
 * "so much on i dont know where to start": swamped, and saying so; nothing is asked of the list. "help
 * me figure out where to start" or "plan my day, no idea where to start" asks.
 */
export const SWAMPED_NOT_ASKING =
  /^(?:(?:ugh|honestly|omg|god|so|ok)[, ]+)?(?:(?:there'?s|i'?ve got|i have|got|its|it'?s) )?(?:so much|too much|way too much|loads|tons|everything(?:'?s| is)?)\b(?!.*\b(?:help|plan|sort|tell|can you|could you|pls|please|what|which)\b).*\b(?:don'?t|dont|do not|no idea|not sure) (?:even )?(?:know )?where to (?:start|begin)$/;

/**
 * What to do with the time there is, in a tradesperson's words: "what do i knock out", "what should I
 * get done", "best use of the hour", "where should my energy go today", "which order do i do today in",
 * "which job do I crack on with first", "priority #1?".
 */
const FOCUS_ASKED =
  /\bwhat (?:do|should|can|shall) (?:i|we) (?:knock out|get done|tackle|crack on with|focus on|start with|get through)\b|\bbest use of (?:the|my|this|that) (?:\w+ )?(?:hour|hours|time|morning|afternoon|evening|gap|window|slot)\b|\bwhere should (?:my|our) (?:energy|time|focus|attention|effort) go\b|\bwhich order (?:do|should|shall) (?:i|we)\b|\bwhich (?:job|task|one|thing) (?:do|should|shall) (?:i|we) (?:\w+ ){1,3}first\b|^(?:top |my |the )?priority (?:#|no\.? ?|number )?(?:1|one)\b|^top priority(?: (?:this week|today|now|for today|for the week))?$/;
/** "sort tomorrow out for me", "map out thursday for me around the session": a day handed over to be laid out. */
const DAY_TO_MAP =
  /^(?:can you |could you |pls |please )?(?:sort|map|lay|plan|set|organi[sz]e) (?:out |up )?(?:today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?: out)? for me\b/;
const HOW_LONG_A_THING = /^how long (?:does|do|will|would|can|could|is|are|should) (?:a|an|the|it|they|this|that|these|those)\b/;

export function prioritiseScope(plain: string): PrioritiseScope | null {
  // "how long does a wheel of comte keep once it's cut": how long a thing lasts, asked; no weighing of the list.
  if (/\bremind me\b/.test(plain) || SWAMPED_NOT_ASKING.test(plain) || HOW_LONG_A_THING.test(plain)) return null;
  if (DAY_TO_ORDER.test(plain) || DAY_HANDED_OVER.test(plain)) return 'plan_day';
  if (NOT_IMPORTANT_ASKED.test(plain)) return 'drop';
  if (ONE_ASKED_FOR.test(plain) || FOCUS_ASKED.test(plain)) return 'focus';
  if (DAY_TO_MAP.test(plain)) return 'plan_day';
  if (
    PRIORITISE_DROP.test(plain) ||
    LIST_TOO_FULL.test(plain) ||
    /\b(?:which ones?|which of them|what) can (?:go|wait|slide|slip|come off|be dropped)\b/.test(plain) ||
    /^what'?s?(?: is)? (?:the )?least (?:critical|important|urgent|pressing)\b/.test(plain)
  )
    return 'drop';
  // "what should i do before pickup", "what needs to happen before the shop closes": what to do first, with the time there is.
  if (BEFORE_A_MOMENT.test(plain)) return 'focus';
  if (
    /^(?:rank|sort|order) (?:what'?s on |everything on |the tasks on )?(?:my|the) (?:list|tasks|to-?dos?)\b|^help me (?:sequence|order|sort|organi[sz]e) (?:today|tomorrow|my day|the day)\b/.test(
      plain,
    )
  )
    return /^help me/.test(plain) ? 'plan_day' : 'focus';
  if (ONE_THAT_MATTERS.test(plain)) return 'focus';
  if (LIST_SORTED.test(plain)) return 'focus';
  if (PRIORITISE_PLAN.test(plain) || PRIORITISE_PLAN_WORDS.test(plain) || PLAN_A_DAY.test(plain)) return 'plan_day';
  if (PRIORITISE_FOCUS.test(plain)) return 'focus';
  // "pls remind me to drop the proofs off": an ask for a task, whose verb is no weighing.
  if (!WEIGHING_THE_LIST.test(plain) || plain.split(' ').length > 20 || /\bremind me (?:to|about)\b/.test(plain)) return null;
  if (droppingAsked(plain) || WHAT_TO_LET_GO.test(plain)) return 'drop';
  if (ORDER_OR_WEIGHT.test(plain)) return 'focus';
  return null;
}

/** "what can i cut": letting a job go; "a walk in park slope", "the best time to cut back a hedge" name a place and a job. */
function droppingAsked(plain: string): boolean {
  const dropping = DROPPING.exec(plain);
  if (!dropping) return false;
  const before = plain.slice(0, dropping.index);
  const after = plain.slice(dropping.index + dropping[0].length);
  return !/\b(?:in|at|the|a|an)\s$/.test(before) && !(/\bto\s$/.test(before) && /^\s(?:back|down|up|off)\b/.test(after));
}

const BEFORE_A_MOMENT =
  /^(?:what (?:should|do|must|can) i (?:do|get done|tackle)|what needs (?:to happen|doing|to get done))(?: (?:first|now|next|right now)| (?:(?:today|tonight|this (?:morning|afternoon|evening)) )?(?:before|until|till|by) [^?]+)$/;

const DILEMMA_OPENING =
  /^(?:(?:so|hmm|ok|okay|honestly|genuinely|help|quick question)[, ]+)?(?:should (?:i|we)\b|shall (?:i|we)\b|do (?:i|we) (?:go|take|choose|pick|hire|stay|keep|sign|launch|raise|move)\b.* or\b|can'?t decide|cannot decide|can'?t make (?:up )?my mind|torn between|help me (?:choose|decide|pick)|not sure (?:whether|if|which)|(?:i )?(?:don'?t|dont|do not) know (?:if|whether|which) (?!.* or not\b).+ or |(?:i )?need to (?:decide|choose) (?:whether|between|if|which)|(?:i )?need to (?:work|figure) out (?:(?:if|whether) (?:it'?s|its|it is|it'?d be) worth|whether to)|what would you do|(?:is|would|will) it (?:be )?(?:better|worth|smarter|wiser|wise)|(?:would|does|do) it make (?:more )?sense|(?:decide|choose|pick) for (?:me|us)\b|you (?:decide|choose|pick)\b(?! up)|stuck (?:choosing|deciding|between)|(?:thinking|wondering) (?:of|about|whether) .+ (?:vs|versus|or) |(?:i'?m |im |i am |been |am )?(?:seriously |really |kinda |kind of |half )?(?:thinking|thinkin'?|considering|tempted) (?:of |about )?(?:dropping|quitting|stopping|giving up|closing|selling|raising|hiring|firing|leaving|moving|switching|changing|starting|launching|taking on|cutting|pausing|expanding|opening|buying|leasing|letting (?:\w+ )?go|increasing|lowering|doubling|scrapping|ditching|packing in|jacking in|going (?:full[- ]time|part[- ]time|freelance|solo|back))\b|(?:i'?m |im |i am )?(?:seriously |really |kinda |half )?tempted to\b|which (?:should|is better|one should)|(?:x|one) or (?:y|the other))/;
const GOOD_IDEA = /\b(?:good idea|bad idea|worth it|yes or no|thoughts)$/;
/** "teach in person or online next term, help me think", "new website or ads, which one": a choice handed over after its options. */
const OPTIONS_THEN_ASKED =
  /\s(?:or|vs|versus)\s.+\b(?:which one|which|help me (?:think|decide|choose|pick)(?: (?:it )?through)?|what do you (?:think|reckon)|thoughts|help|what would you do|what'?d you do|whatd you do|what would u do|advice|any advice|opinions?)$/;
/** "help me think through whether to …", "should the choir do the market gig or not": a choice put to daily. */
const THINK_IT_THROUGH =
  /^(?:can you |could you |pls |please )?help me (?:think|talk|work) (?:it |this |that )?(?:through|out)(?: whether| if)\b|^should (?:the|my|our|we|i) .+ or not$|^(?:a |real |big |quick )?dilemma\s*:?\s.+ or /;

/** After the weighing, the choice made: "… but ive decided", "… we're hiring a part-time coordinator", "… decided. done." */
const WEIGHED_AND_DECIDED =
  /\b(?:(?:i|we)(?:'?ve| have)? decided|decided[.!:,]|(?:i'?m|im|we're|we are) (?:going with|gannin with|stopping|hiring|dropping|moving|switching|not doing|keeping|cutting|closing)\b)/;

/** Words of weighing a choice, anywhere in the message: "I keep going back and forth on pricing". */
const WEIGHING =
  /\b(?:back and forth (?:on|about|over|between)?|in two minds(?: about| over| on)?|on the fence(?: about| over| on)?|torn (?:between|on|about|over)|weighing up|weighing|debating (?:whether|between|if)|deciding between|(?:choosing|picking) between|stuck (?:choosing|deciding|picking)|(?:part|half) of me (?:wants|says|thinks|is|needs)|(?:i'?m |im |i am )?stuck between|undecided (?:on|about|between)|can'?t choose(?: between)?|can'?t pick(?: between)?|dithering (?:over|on|about)|flip[- ]flopping (?:on|over|between)|can'?t decide(?: whether| if| between)?|cannot decide(?: whether| if| between)?|not sure (?:whether|if)|unsure (?:whether|if)|can'?t make (?:up )?my mind(?: about| on)?|can'?t (?:work|figure|suss) out (?:if|whether|which)|(?:idk|dunno|don'?t know|do not know|no idea) (?:whether|which|if (?:i|we) should|if (?:i|we) (?=.+\bor\b))|(?:i'?m |im |i am )?torn(?=\s.+\bor\b)|(?:i|we) (?:can|could) either(?=\s.+\bor\b)|(?:thinking|wondering) (?:about )?(?:whether|if (?:i|we) should)|pros and cons(?: of)?|can'?t do both|(?:i am|i'?m|im) thinking(?= .+\bor\b)|(?:i )?have (?:a |some )?doubts? (?:between|about|if|whether)|to do or not to do)\b\s*/;
/** A question that opens like one daily answers in words ("is the office open today or monday?"). */
const PLAIN_QUESTION =
  /^(?:what|what'?s|whats|when|where|who|whom|whose|why|how|is|are|am|was|were|does|did|can|could|will|would|has|have)\b/;
const OPTION_JOINT = /\s(?:or|vs|versus|or should (?:i|we)|or do (?:i|we)|or just|or maybe)\s/;

/**
 * A choice said without "should I": two options joined by "or", "vs" or "versus". "notion vs
 * clickup" is a choice as it stands; "X or Y" is one when asked ("stay with xero or move to
 * quickbooks?"), or when both sides are things to do ("hire a VA or do it myself") — "buy milk or
 * oat milk" and "call Tom today or tomorrow" stay tasks.
 */
function choiceBetween(plain: string, text: string): boolean {
  if (PLAIN_QUESTION.test(plain) || plain.split(' ').length > 20) return false;
  if (/\s(?:vs|versus)\s/.test(plain)) return true;
  const joint = OPTION_JOINT.exec(plain);
  if (!joint) return false;
  // "at 2? or 3?": two times for one task is asked as which time, not weighed as a choice.
  if (twoTimes(plain)) return false;
  const left = plain.slice(0, joint.index).split(' ');
  const right = plain.slice(joint.index + joint[0].length).split(' ');
  // "ring the garage? or text": two ways of reaching someone are one job, however it is asked.
  if (REACHING.has(left[0]) && REACHING.has(right[0])) return false;
  // "hire or outsource? honestly stuck": asked, wherever the question mark falls.
  if (/\?/.test(text)) return !/\bor not\b/.test(plain);
  // Two names alone, "zoom or google meet": a choice, unless the names are days or times.
  if (left.length + right.length <= 5 && !isTaskVerb(left[0]) && !DAY_OR_TIME.test(plain)) return true;
  // "hire or outsource for the launch", "buy or lease the van": two ways of doing one thing.
  if (left.length === 1 && isTaskVerb(left[0]) && !REACHING.has(left[0]) && !NAMING_WORD.test(right[0])) return true;
  if (left.length < 2 || right.length < 2 || !isTaskVerb(left[0]) || !isTaskVerb(right[0])) return false;
  // "call Tom or email Sarah": either way of reaching someone is one job, not a choice to weigh.
  return !(REACHING.has(left[0]) && REACHING.has(right[0]));
}

/** What is said after two options to hand the choice over: ", what do you reckon", ", which makes more sense". */
const WEIGHING_TAIL =
  /[,.!]?\s*(?:what do you (?:reckon|think)|what would you do|which (?:one |is |makes |should |would |do |works ).*|(?:any )?thoughts|going round in circles|can'?t decide|help me (?:to )?decide)\W*$/;
const CHOICE_LABEL = /^(?:(?:a |big |real |quick |proper )?(?:dilemma|choice|decision)\s*[:,-]\s*)/;

/**
 * Two options weighed in any words: "shopify or woocommerce for the new store", "lease a new van or
 * fix up the old one", "do I fly home or save the money", "raise prices or lose some clients, which
 * is worse". Two names with no verb are never one job; two courses each opening on a verb are a
 * choice unless both are ways of reaching someone.
 */
function weighedChoice(plain: string): boolean {
  const core = plain.replace(CHOICE_LABEL, '').replace(WEIGHING_TAIL, '').replace(/\?+$/, '').trim();
  const handedOver = core !== plain.replace(/\?+$/, '').trim();
  const opened = /^(?:do|should|shall|would|could) (?:i|we)\b|^either\b/.test(core);
  const sides = core.replace(/^(?:either (?:i |we )?|(?:do|should|shall|would|could) (?:i|we) )/, '').split(/\s+or\s+/);
  if (sides.length !== 2 || twoTimes(core) || /\bor not\b/.test(core)) return false;
  // "perhaps ring them, or maybe email", "can you ring people or only text?": unsure of a job, or asked of daily.
  if (/\b(?:perhaps|maybe|possibly|probably|idk|dunno|whichever|or something|or whatever|not decided)\b/.test(plain)) return false;
  if (/^(?:can|could|do|does|will|would) (?:you|u|daily)\b/.test(plain)) return false;
  const [left, right] = sides.map((side) =>
    side
      .trim()
      .replace(/^(?:i|we) /, '')
      .split(/\s+/),
  );
  if (!left[0] || !right[0] || (REACHING.has(left[0]) && REACHING.has(right[0]))) return false;
  if (handedOver || opened) return true;
  // "order the van now or wait till spring": doing a job or holding off is weighed where the job is read.
  if (isTaskVerb(left[0]) && /^(?:wait|hold|leave|skip|keep|put)$/.test(right[0])) return false;
  const verb = (word: string) => isTaskVerb(word) || isPlainVerb(word);
  // "take the contract at a lower rate or walk": a course weighed against walking away from it.
  if (verb(left[0]) && left.length >= 3 && GIVING_UP.test(right.join(' '))) return true;
  // "the audit now or after the next round": one thing, weighed by when.
  // "put the hourly up now or after christmas": a change weighed by when, the later time said in more than a word.
  if (
    /\bnow$/.test(left.join(' ')) &&
    /^(?:after|later|next|in)\b/.test(right[0]) &&
    (!verb(left[0]) || (left.length >= 3 && right.length >= 2 && !REACHING.has(left[0])))
  )
    return true;
  // "bank staff or agency carers for christmas cover", "second under 10s team or one big squad": two
  // things named in more than a word, neither with a verb, are weighed, whatever else a word may be alone.
  if (left.length >= 2 && right.length >= 2 && namedThing(left) && namedThing(right) && !WHEN_SAID.test(core)) return true;
  // "charge by the hour or flat rate for moves": a way of doing something, or another way named as a thing.
  if (verb(left[0]) && !REACHING.has(left[0]) && /^(?:by|per|on|in|via)$/.test(left[1] ?? '') && right.length >= 2 && namedThing(right))
    return true;
  // "grandfather them", "fine-tune our own model": a word followed by what it acts on is a verb there.
  const course = (side: string[]) =>
    verb(side[0]) || (side.length >= 2 && !NAMING_WORD.test(side[0]) && !NO_COURSE.test(side[0]) && ACTED_ON.test(side[1]));
  // "sell flat 3 or remortgage and keep it": after a course, a second one in a verb the tagger knows only in use.
  // Not after a way of reaching someone: "text Ana or Raj, don't mind" names two people.
  if (
    verb(left[0]) &&
    !REACHING.has(left[0]) &&
    left.length >= 2 &&
    right.length >= 2 &&
    !NAMING_WORD.test(right[0]) &&
    !NO_COURSE.test(right[0]) &&
    saidAsVerb(right)
  )
    return true;
  // "buy the escalade or lease": the same thing got another way, its object left unsaid the second time.
  if (
    verb(left[0]) &&
    left.length >= 2 &&
    right.length === 1 &&
    right[0] !== left[0] &&
    !REACHING.has(left[0]) &&
    !REACHING.has(right[0]) &&
    !NO_COURSE.test(right[0]) &&
    (isTaskVerb(right[0]) || saidAsVerb(right))
  )
    return true;
  // "buy a second tan booth or a better wax heater": one thing or another got, each named whole, is weighed;
  // "the week after" names a time, not a thing, and "… or a small gift for Jo" is one errand for someone.
  if (
    verb(left[0]) &&
    !FETCHING.test(left[0]) &&
    !/\b(?:from|to|at)\b/.test(left.join(' ')) &&
    !/\bfor [\p{L}'-]+$/u.test(right.join(' ')) &&
    !/\d|\b(?:at|by|to|from|before|after|will|'ll|or)\b/.test(right.join(' ')) &&
    !REACHING.has(left[0]) &&
    left.length >= 3 &&
    right.length >= 2 &&
    THING_NAMED.test(left[1]) &&
    THING_NAMED.test(right[0]) &&
    !DAY_OR_TIME.test(right[1])
  )
    return true;
  // "open the barn in winter or close dec-feb": a course weighed against another, said in a verb the tagger
  // knows only in use; "new tractor on finance or patch up the old one": a thing got, or a course kept to.
  const secondCourse = right.length >= 2 && !REACHING.has(right[0]) && !NAMING_WORD.test(right[0]) && !NO_COURSE.test(right[0]);
  if (secondCourse && course(left) && !REACHING.has(left[0]) && left.length >= 3 && right[0] !== left[0] && saidAsVerb([right[0], 'it']))
    return true;
  if (secondCourse && !course(left) && left.length >= 2 && right.length >= 3 && verb(right[0]) && !FETCHING.test(right[0])) return true;
  // "go electric with the next van or another diesel": going one way, weighed against another.
  if (left[0] === 'go' && left.length >= 2 && !GOING_SOMEWHERE.test(left[1])) return true;
  // "second pitch at the market or keep it simple", "nights on the rank or switch to days": something
  // weighed against things as they are, or against a change.
  if (!course(left) && left.length >= 2 && /^(?:keep|stick|stay|switch|swap|change|move)$/.test(right[0])) return true;
  // "shopify or etsy for the candles next year": two names, then what the choice is for, with its time.
  // A day for it ("milk or bread for the van tomorrow") makes it an errand; a year or a season does not.
  if (left.length === 1 && right[1] === 'for' && !isTaskVerb(left[0]) && !isTaskVerb(right[0]))
    return !DAY_OR_TIME.test(
      `${left[0]} ${right
        .join(' ')
        .replace(/\bblack friday\b/, 'sale')
        .replace(/ (?:next|this) (?:year|season|term|spring|summer|autumn|fall|winter)$/, '')}`,
    );
  if (!course(left) && !course(right))
    return !DAY_OR_TIME.test(core.replace(/\bblack friday\b/g, 'sale')) && left.length + right.length >= 3;
  // "open a second chair at the shop or no": a course, or not.
  if (course(left) && /^(?:no|nah|nope|not)$/.test(right.join(' '))) return true;
  return course(left) && course(right) && left.length >= 2 && right.length >= 2;
}

const NOUN_ANYWHERE = shapeOf('#Noun');
const NAMING_OPENER = shapeOf('^(#Noun|#Determiner|#Adjective|#Value)');
/** A thing named in words the tagger reads, in place, with no verb among them: "bank staff", "one big squad". */
function namedThing(side: string[]): boolean {
  const said = tag(side.join(' '));
  return said.has(NAMING_OPENER) && said.has(NOUN_ANYWHERE) && !said.has(VERB) && !REACHING.has(side[0]);
}
/** A day or an hour said, which makes two things an errand's or a plan's, not a choice. */
const WHEN_SAID =
  /\b(?:today|tonight|tomorrow|tmrw|morning|afternoon|evening|weekend|next|\w+day|mon|tue|wed|thu|fri|sat|sun|at \d|\d{1,2}(?::\d{2})? ?(?:am|pm))\b/;

/**
 * "remortgage and keep it", "refi into a DSCR loan": a word the tagger knows only as a noun alone may
 * still be what someone does; said after "I", the tagger reads it as it is used.
 */
function saidAsVerb(side: string[]): boolean {
  if (DAY_OR_TIME.test(side[0]) || tag(side.join(' ')).has(TWO_NOUNS)) return false;
  return tag(`i ${side.join(' ')}`)
    .terms()
    .eq(1)
    .has(PLAIN_VERB_FORM);
}
const PLAIN_VERB_FORM = shapeOf('#Infinitive');
/** "oat milk", "wax heater": a thing named in two nouns, which "I" before it does not make a deed. */
const TWO_NOUNS = shapeOf('^#Noun #Noun');

/** Words before "the" or "them" that are no verbs of a course: "is the form for me or …". */
const NO_COURSE =
  /^(?:is|are|was|were|am|be|do|does|did|can|could|will|would|should|shall|has|have|had|for|to|of|in|on|at|with|by|from|about|and|but|so)$/;
/** What a verb acts on, said right after it: "grandfather them", "fine-tune our model". */
const ACTED_ON = /^(?:them|it|him|her|us|our|my|their|his|the|a|an)$/;
/** Fetching and carrying, done with whichever thing is to hand: "bring the cake stand or a tray". */
const FETCHING = /^(?:bring|grab|collect|drop|fetch|pick|carry|send|post|deliver)$/;
/** How a thing got is named whole: "a second booth", "the FRC cert", "another diesel". */
const THING_NAMED = /^(?:the|a|an|another)$/;
/** "go to the bank", "go and get", "go round": going to a place or to do an errand, no way of going weighed. */
const GOING_SOMEWHERE =
  /^(?:to|and|get|grab|see|pick|buy|round|over|back|out|in|into|down|up|home|via|past|by|through|shopping|collect|check|fetch|find|meet|visit)$/;
/** Walking away, the other side of a choice about taking something on. */
const GIVING_UP = /^(?:walk(?: away)?|pass|say no|turn (?:it|them) down|leave it|let (?:it|them) go|drop it)$/;

const DAY_OR_TIME =
  /\d|\b(?:today|tonight|tomorrow|tmrw|morning|afternoon|evening|week|weekend|month|next|\w+day|mon|tue|wed|thu|fri|sat|sun)\b/;
/** Words that start a thing, not a way of doing: "buy milk or oat milk" names two things to buy. */
const NAMING_WORD = /^(?:the|a|an|my|our|your|his|her|their|this|that|some|\d.*)$/;
const REACHING = new Set(['call', 'ring', 'phone', 'email', 'e-mail', 'text', 'message', 'whatsapp', 'ping', 'dm', 'contact']);

/** How stuck someone is, said after the last option: "hire or outsource? honestly stuck". */
const STUCK_AFTER =
  /\s+(?:(?:honestly|genuinely|properly|really|so|totally|bit|a bit)\s+)*(?:stuck|torn|lost|can'?t decide|no idea|dunno|idk|thoughts|help)$/;

/**
 * "plan 1: stay put, plan 2: move online. which?": options labelled in order, each said after its
 * label. Lists of asks are never labelled so, and a choice said so is never a list of asks.
 */
const LABELLED_OPTION =
  /\b(?:(?:option|choice|scenario)\s+(?:a|b|c|1|2|3|one|two|three)\b\s*[:.)-]?|(?:plan|route)\s+(?:a|b|c|1|2|3)\s*[:)-])\s*/gi;
/** The label alone, to tell "option a … option b" (two options) from "plan a: … plan a: …". */
const LABEL = /(?:a|b|c|1|2|3|one|two|three)(?=\s*[:.)-]?\s*$)/i;

function labelledOptions(text: string): Intent | null {
  const labels = new Set([...text.matchAll(LABELLED_OPTION)].map((match) => LABEL.exec(match[0].trim())?.[0].toLowerCase()));
  if (labels.size < 2) return null;
  const parts = text.split(LABELLED_OPTION);
  const options = parts
    .slice(1)
    .map((part) => part.replace(/[,;.]?\s*(?:which|thoughts|what do you think|what would you do|help)?[?!.\s]*$/i, '').trim())
    .filter((part) => part.length > 0 && part.length < 80);
  return { kind: 'dilemma', question: text.trim(), options: options.length >= 2 ? options.slice(0, 5) : [] };
}

/**
 * A situation then the choice handed over: "…, part of me is scared. what would you do", "… or the
 * bigger van. which?". Asked after the telling, so the opening words can be anything but an ask.
 */
const HANDED_OVER =
  /(?:^|\s)(?:what would you do|what would you pick|what would you choose|what should i do|which would you (?:pick|choose|go for|do)|which one|which is better|which)$/;
const OPENS_AN_ASK = /^(?:(?:please|pls|can you|could you)\s)*(?:remind|add|set|schedule|book|call|email|text|send|ask|tell)\b/;

/** "should I hire a VA or do the admin myself?": the choice and the options the message names. */
export function dilemmaIn(plain: string, text: string): Intent | null {
  const labelled = labelledOptions(text);
  if (labelled) return labelled;
  // "is it worth getting a DPF machine": asked whether a thing pays, which is a question; with "or" it is a choice.
  if (/^(?:(?:so|hmm|ok|honestly)[, ]+)?is it (?:really |even )?worth\b/.test(plain) && !/\bor\b/.test(plain)) return null;
  if (
    HANDED_OVER.test(plain) &&
    plain.split(' ').length >= 4 &&
    !OPENS_AN_ASK.test(plain) &&
    !isTaskVerb(plain.split(' ')[0] ?? '') &&
    (/\?\s*$/.test(text) || /would you|should i/.test(plain))
  )
    return { kind: 'dilemma', question: text.trim(), options: [] };
  // "is a pilates instructor an employee or contractor", "can I sell fur on depop or is that banned": a fact asked, not a course weighed.
  if (
    (/^(?:is|are) (?:a|an|the|my|this|that|these|those)\b/.test(plain) && !/\b(?:better|best|cheaper|wiser|smarter|worth)\b/.test(plain)) ||
    /\bor (?:is|are) (?:that|it|this|they) (?:banned|illegal|allowed|legal|against|not allowed)\b/.test(plain)
  )
    return null;
  // "not sure if it's at 2 or 3": one time in doubt, asked about as a time, not weighed as a choice.
  if (twoTimes(plain) && !/\b(?:should|shall) (?:i|we)\b/.test(plain)) return null;
  // "hmm or friday?": another time offered for a task, not a second option of a choice.
  if (/^(?:(?:hmm+|um+|erm+|uh+|so|ok|okay|or)\s)*or\s/.test(plain)) return null;
  const weighing = WEIGHING.exec(plain);
  // "been going back and forth all week but ive decided, we're not doing winter sessions": the weighing is over.
  if (weighing && WEIGHED_AND_DECIDED.test(plain.slice(weighing.index))) return null;
  if (
    !DILEMMA_OPENING.test(plain) &&
    !(GOOD_IDEA.test(plain) && /\?\s*$/.test(text)) &&
    !OPTIONS_THEN_ASKED.test(plain) &&
    !THINK_IT_THROUGH.test(plain) &&
    // "take the bushwick job or not. owner is sketchy but its 400k": a course weighed in its own sentence, then why.
    !(/^[^.?!]{3,60} or not(?:\s*\?\s*$|\s*[?.!]\s*\S)/.test(text.trim().toLowerCase()) && isTaskVerb(plain.split(' ')[0] ?? '')) &&
    // "vegan range or not? half my enquiries ask": a thing to take on or not, then why.
    !(/^(?:[\p{L}-]+ ){1,3}[\p{L}-]+ or not\?/u.test(text.toLowerCase()) && !isTaskVerb(plain.split(' ')[0] ?? '')) &&
    !weighing &&
    !choiceBetween(plain, text) &&
    !weighedChoice(plain)
  )
    return null;
  // "should I take the job or not? owner is sketchy": the options are in the sentence that holds the "or", not the why after it.
  const sentences = text.trim().split(/(?<=[.?!])\s+/);
  const holding = sentences.length > 1 ? sentences.filter((sentence) => /\s(?:or|vs|versus)\s/i.test(sentence)) : [];
  const scope = holding.length === 1 ? plainForm(holding[0]) : plain;
  const between = /\b(?:between|whether to|whether|choose|choosing|pick(?! up\b)|decide[:]?)\s+(?:for (?:me|us)\s+)?(.+)$/.exec(scope)?.[1];
  // "the pitch or the doc, can't do both": the weighing said after the options.
  const inScope = weighing ? WEIGHING.exec(scope) : null;
  // "… vs staying at the post house. pros and cons?": the weighing said in a sentence after the options.
  const weighed = inScope
    ? scope.slice(inScope.index + inScope[0].length) || scope.slice(0, inScope.index)
    : weighing && scope !== plain
      ? scope
      : null;
  const choice = (between ?? weighed ?? scope.replace(DILEMMA_OPENING, ''))
    .replace(
      /[, ]+(?:which one|which|help me (?:think|decide|choose|pick)(?: (?:it )?through)?|what do you (?:think|reckon)|thoughts)$/,
      '',
    )
    .replace(/ or not$/, '')
    .replace(/^(?:(?:a |real |big |quick |proper )?(?:dilemma|choice|decision|question) )/, '');
  // "sell the van or refurb and keep it": with "or" said, "and" joins the parts of one option.
  const parting = /\s(?:or|vs|versus)\s/.test(choice) ? /\s+(?:or|vs|versus)\s+|\s*,\s*/ : /\s+(?:or|vs|versus|and)\s+|\s*,\s*/;
  const options = choice
    .split(parting)
    .map((option) =>
      option
        .replace(/^(?:to|whether to|should i|i|we)\s+/, '')
        // "or just raise my prices": "just" weighs the option, and is no part of it.
        .replace(/^just\s+(?=\S+\s)/, '')
        .replace(STUCK_AFTER, '')
        .trim(),
    )
    .filter((option) => option.length > 0 && option.length < 80)
    .map((option) => asWrittenIn(text, option));
  return { kind: 'dilemma', question: text.trim(), options: options.length >= 2 ? withVerbShared(options).slice(0, 5) : [] };
}

/** "hire a VA or a bookkeeper first": the verb of the first option is the verb of each after it that names only a thing. */
function withVerbShared(options: string[]): string[] {
  const verb = options[0].split(' ')[0];
  if (!isTaskVerb(verb.toLowerCase()) || options[0].split(' ').length < 2) return options;
  // "charge £40 or £45": a price alone is the same verb's other amount.
  return options.map((option, index) =>
    index > 0 && ((/^(?:a|an|the|some|another)$/i.test(option.split(' ')[0]) && option.split(' ').length >= 2) || /^[$£€]?\d/.test(option))
      ? `${verb} ${option}`
      : option,
  );
}

/** An option in the casing the person wrote it ("the FRC cert", "Montauk"), where the message holds it as it was read. */
function asWrittenIn(text: string, option: string): string {
  // "raise my cuts from $35 to $40", "£45 for a lash lift": prices kept with their signs, which the plain form drops.
  if (/\d/.test(option)) {
    const priced = new RegExp(option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/(^|\D)(?=\d)/g, '$1[$£€]?'), 'i').exec(text);
    if (priced) return priced[0];
  }
  const at = text.toLowerCase().indexOf(option);
  return at >= 0 ? text.slice(at, at + option.length) : option;
}

/** The verbs of having decided, in their everyday forms: "go with", "settle on", "land on", "plump for". */
const DECIDED =
  '(?:decide|decided|resolve|resolved|choose|chose|chosen|pick|picked|settle(?:d)?(?: on)?|agree(?:d)?(?: on)?|go with|went with|gone with|go for|went for|gone for|land(?:ed)? on|opt(?:ed)? for|conclude|concluded|plump(?:ed)? for|finali[sz]e|finali[sz]ed|make (?:a|the) (?:decision|call)|made (?:a|the) (?:decision|call))';
/** The same without "pick" and "go for", which after "did I" are as often errands ("did I pick up the parcel?"). */
const DECIDED_ASKED =
  '(?:decide|decided|resolve|resolved|choose|settle(?:d)?(?: on)?|agree(?:d)?(?: on)?|go with|land(?:ed)? on|opt(?:ed)? for|conclude|finali[sz]e|(?:make|made) (?:a|the) (?:decision|call))';
/** Verbs in the past that a choice is made with: "dropped", "went", "chose", "let go of". */
const PAST_DONE = String.raw`[a-z]+ed|went(?: with| for)?|chose|took|made|let go of|let|cut|left|sold|quit|kept|bought|hired|fired|ditched|dropped|picked|switched(?: to)?`;
const ABOUT = '(?:about|on|re|regarding|for|with|to do about|to do with|in the end (?:on|about|for))';
// "call-out fee" names a fee, not a call made: the noun ends where the word does.
const DECISION_NOUN = '(?:decision|decisions|choice|call|verdict|conclusion|outcome)(?![-\\w])';
const RECALL = [
  // "remind me of the day rate decision": a decision asked back by its name.
  /^(?:(?:can|could) you )?(?:please )?(?:remind me (?:of|about)|tell me about|what was|what'?s) (?:the|my|our|that) (.+?) decision\??$/,
  new RegExp(
    String.raw`^(?:(?:can|could) you )?(?:please )?(?:remind me|tell me|show me|what was it|look up|find|check|pull up|dig out|recap|go over|run me through|summari[sz]e) (?:what|why|how|which|whether) (?:i|we) (?:ended up )?${DECIDED}\b(?: ${ABOUT})?\s*(.*)$`,
  ),
  new RegExp(
    String.raw`^(?:(?:remind me|tell me|so|ok|okay|quick one) )?(?:what|why|how|which) (?:did|have|had) (?:i|we) (?:end up |finally |eventually )?${DECIDED}\b(?: ${ABOUT})?\s*(.*)$`,
  ),
  new RegExp(
    String.raw`^(?:did|have|has) (?:i|we) (?:ever |already |actually |finally )?${DECIDED_ASKED}\b(?: (?:anything|something|it))?(?: ${ABOUT})?\s*(.*)$`,
  ),
  new RegExp(
    String.raw`^(?:(?:can|could) you )?(?:please |pls )?(?:pull up|bring up|dig out|look up|find|show(?: me)?|get|fetch|remind me of|recap|go over|run me through|summari[sz]e|what was|what'?s|whats|what is) (?:the|my|our|that) ${DECISION_NOUN}\s*(?:we made |i made |we took |i took )?${ABOUT}\s*(.*)$`,
  ),
  new RegExp(String.raw`^(?:what|which) (?:was|is) (?:decided|agreed|chosen|settled)(?: on)?(?: ${ABOUT})?\s*(.*)$`),
  // "why did we go weekly with the podcast": the reason for a choice asked back.
  /^why did (?:i|we) (?:go|pick|choose|switch|move|stop|start|drop|keep|raise|take|sign|hire|price|charge) (?:with |for |to |up )?(?:the |our |my )?(.+?)\??$/,
  // "why am i keeping the studio again lol": a choice of one's own asked back.
  /^why (?:am i|are we|did i|did we|do i|do we|was i|were we) (?:still |even )?[a-z]+(?: up| on| with| to)? (?:the |my |our |that )?(.+?) again\b/,
  new RegExp(String.raw`^(?:what|how|which) did (?:i|we) end up (?:doing|with|going with)?(?: ${ABOUT})?\s*(.*)$`),
  // "remind me why we dropped the agency": why something was done is a decision asked back, not a reminder.
  new RegExp(
    String.raw`^(?:(?:can|could) you )?(?:remind me|tell me) (?:again )?why (?:i|we|did (?:i|we)) (?:${PAST_DONE}) (?:the |my |our |on |with |for )?(.*)$`,
  ),
  // "remind me why youth club moved to tuesdays": why a thing of one's own was changed is asked of the journal.
  /^(?:(?:can|could) you )?(?:please )?(?:remind me|tell me) (?:again )?why (?:the |my |our )?((?:[\w'-]+ ){0,3}[\w'-]+?) (?:moved|changed|switched|went|stopped|started|closed) (?:to|from|over to)\b/,
  /^(?:what|why|when|how) (?:did|have|had) (?:i|we) (?:decide|decided|choose|chose|chosen|agree|agreed|settle|settled|go with|say|said|note|noted)\b(?: (?:about|on|re|regarding|for|with|to do about|to do with))?\s*(.*)$/,
  // "remind me what we said about the lease": what was said and settled is asked of the journal, as a decision is.
  /^(?:(?:can|could) you )?(?:please )?(?:remind me|tell me|recap|go over) (?:what )?(?:i|we) (?:said|discussed|talked about|went over|landed on|concluded) (?:about|on|re|regarding|for|with)\s+(.+)$/,
  /^(?:what|why) (?:was|is|were) (?:my|our|the) (?:decision|choice|call)(?![-\w])\s*(?:about|on|re|regarding|for|with)?\s*(.*)$/,
  /^what'?s (?:my|our|the) (?:decision|choice|call)(?![-\w])\s*(?:about|on|re|regarding|for|with)?\s*(.*)$/,
  /^(?:remind me|tell me|show me) (?:what|why) (?:i|we) (?:decided|chose|agreed|went with)\s*(?:about|on|re|regarding|for|with)?\s*(.*)$/,
  /^did (?:i|we) (?:decide|choose|agree|settle) (?:anything |something )?(?:about|on|re|regarding)\s*(.*)$/,
  // "did I say I'd take new clients north of the river or not": what was said to be the way, asked back whether or not.
  /^(?:so |um |uh )?did (?:i|we) (?:say|decide|agree|reckon) (?:that )?(?:i'?d|id|we'?d|i would|we would|i was gonna|we were gonna|i was going to|we were going to|i'?ll|we'?ll) (.+?)(?:,? or (?:not|no|nah)|,? or (?:what|nah))[?!\s]*(?:[,.]? .*)?$/,
  /^(?:why|what) did (?:i|we) (?:choose|pick|go with)\s+(.*)$/,
  // "what was my thinking on the lease", "my call on the van?": the reasons or the choice, named.
  /^(?:what was|what'?s|whats|what were) (?:my|our) (?:reasoning|thinking|rationale|logic|reasons?|thought process) (?:on|about|for|behind|re|regarding|with)\s+(.*)$/,
  /^(?:my|our) (?:decision|call|choice|verdict|reasoning) (?:on|about|re|regarding|for)\s+(.*)$/,
  // "check my decisions for the Lambert wedding", "pull up what I decided on pricing": the journal searched by a name.
  /^(?:(?:can|could) you )?(?:please )?(?:check|look up|look at|look through|show(?: me)?|find|pull up|search|go through|read(?: me)?|list|see|get) (?:my|our|the) (?:past )?(?:decisions?|choices|calls) (?:for|about|on|re|regarding|around|with|over)\s+(.+)$/,
  // "which van did we pick", "what rate did I settle on": the thing chosen, asked by its kind.
  /^(?:which|what) ((?:[\w'-]+ ){0,3}[\w'-]+) did (?:i|we) (?:end up )?(?:pick(?! up)|choose|go with|settle on|decide on|agree on|land on|opt for|plump for|go for)$/,
  /^(?:remind me|tell me) (?:what|which) ((?:[\w'-]+ ){0,3}[\w'-]+) (?:i|we) (?:settled on|decided on|chose|picked|agreed(?: on)?|went with|landed on|opted for|plumped for)$/,
  // "who did I give the lead to": a person picked for something.
  /^who did (?:i|we) (?:give|hand|assign) ((?:the |my |our |a )?(?:[\w-]+ )?(?:lead|job|project|contract|role|account|gig|work|position|launch|brief))(?: to)?$/,
  /^who did (?:i|we) (?:pick|choose|hire|go with|put in charge of)(?: (?:for|as|to run|to do|to lead))?\s+(.+)$/,
  // "why did we drop the late payers again": why a choice was made is asked of the journal.
  /^why did (?:i|we) (?:ever )?(?:drop|stop|cut|ditch|switch|move|change|pick|choose|hire|fire|leave|quit|raise|lower|pause|keep|sell|close|cancel|let go of|turn down|say no to|go with|agree to)\s+(.+)$/,
];
const RECALL_FILLER = /\b(?:again|last (?:week|month|time)|the other day|earlier|recently|please|pls|in the end|in the first place)\b/g;

/**
 * Any other way of asking what one decided: a question about one's own past choice ("did I say yes
 * or no to the Munich trip", "what was the reasoning behind the DJI choice", "what'd I decide about
 * the course price"); what follows the choice's word, or its last "about"/"on"/"to", names it.
 */
const ASKED_OF_ONESELF = /^(?:what|what'?d|whatd|did|why|which|remind me (?:why|what)|tell me (?:why|what))\b.*\b(?:i|we|my|our)\b/;
const A_CHOICE =
  /\b(?:decide|decided|deciding|decision|decisions|chose|choose|choosing|chosen|choice|picked|reasoning|reason|said (?:yes|no)|say (?:yes|no)|turned down|went with)\b/;
const CHOICE_OBJECT =
  /\b(?:decide|decided|deciding|decision|decisions|chose|choose|choosing|chosen|choice|picked|reasoning|reason|turned down|went with|said (?:yes|no)(?: or (?:yes|no))? to|say (?:yes|no)(?: or (?:yes|no))? to)\b(?:.*\b(?:about|on|to|behind|re|regarding|for|with)\b)?\s*(?:i|we)?\s*((?:[\w'-]+ ?){1,6})$/;

function choiceAskedOf(plain: string): string | null {
  if (!ASKED_OF_ONESELF.test(plain) || !A_CHOICE.test(plain)) return null;
  const named = CHOICE_OBJECT.exec(plain)?.[1]?.trim();
  return named && /\p{L}{2}/u.test(named) ? named : null;
}

/** "what did I decide about the supplier?": the words to look the decision up by. */
/** "the studio downstairs, what did I decide?", "why hove again? what did I decide": the topic first, then the question. */
const TOPIC_THEN_RECALL =
  /^(?:why\s+)?((?:[\p{L}\p{N}'&-]+ ){0,5}?[\p{L}\p{N}'-]+?)(?: thing| one| again| stuff)?\s*[,?—–:-]*\s+(?:so\s+)?(?:what (?:did|do) (?:i|we) (?:decide|say|land on|settle on|go with|agree(?: on)?|choose|pick|end up (?:with|doing))(?: (?:on|about|in the end|again|there))?|what was (?:my|our|the) (?:decision|call|verdict)|did (?:i|we) decide (?:something|anything))$/u;
/**
 * "what's the house call fee we settled on", "who did I decide takes A level maths", "why i refused
 * the agency rate?": a decision asked back by what it settled, who it named, or why.
 */
const SETTLED_ASKED = [
  /^(?:what'?s|whats|what is|what was) (?:the |my |our )?(.+?) (?:we|i) (?:settled on|agreed(?: on)?|decided on|landed on|went with|picked|chose)$/,
  /^who did (?:i|we) (?:decide|pick|choose|agree)(?: on| would| should| takes| gets| does)? (.+)$/,
  /^why (?:did )?(?:i|we) (?:refused?|turned down|declined?|rejected?|said no to|dropped|chose|picked|went with) (?:the |that |a )?(.+)$/,
];

/** "look in my decisions for the stall", "the UV lamp decision, what was it?", "what's my rule on dogs per walk again", "what did i set the package to". */
const LOOKED_UP = [
  /^(?:(?:can you|could you|pls|please)\s+)?(?:look|search|check|dig) (?:in |through |into )?my (?:decisions|journal|notes|log) (?:for|about|on|re) (?!.*\b(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)(.+)$/,
  /^(?:the |my |our )?(.+?) (?:decision|choice|call),? what (?:was|is|did i (?:decide|say)) (?:it|that)?(?: again)?$/,
  /^(?:what'?s|whats|what is|what was) (?:my|our) (?:rule|policy|line|decision|call|verdict) (?:on|about|for|re|with) (.+?)(?: again| now)?$/,
  // "where did I decide to move lunch to?": the thing moved is what the decision is found by.
  /^where did (?:i|we) (?:decide|agree|choose|settle) to (?:move|put|hold|have|do|take) (?:the |my |our )?(.+?)(?: to| at| in)?$/,
  // "what name did i pick for the business": the thing chosen.
  /^(?:what|which) (?!time\b|day\b|date\b)([a-z]+) did (?:i|we) (?:pick(?! up\b)|choose|go with|settle on|decide on|land on|agree on)\b/,
  // "did we pick Gusto or Rippling in the end": the first of the two.
  /^did (?:i|we) (?:pick|choose|go with|go for|decide on|settle on) (.+?) or .+?(?: in the end| after all| eventually)?$/,
  // "did i say card only on the truck", "did I say yes to an apprentice": what was said, asked back.
  /^did (?:i|we) (?:say|agree)(?: (?:yes|no)(?: or (?:yes|no))?)?(?: to)? (?!(?:the|a|an) (?:decision|choice)\b)(?!(?:that|it|this|so|thanks|thank you|hi|hello|sorry|i'?d|i'?ll|i would|i will|we'?d|we'?ll)\b)(.+)$/,
  // "why am i stopping the private shifts", "why did I let the Kaplan contract go": a choice of one's own, asked why.
  /^(?:(?:remind me|tell me) )?why (?:am i|are we|do i|do we|did i|did we) (?!(?:feel|so|always|never|even|doing (?:this|it|that)|(?:getting|receiving|seeing|hearing) (?:this|these|it|that|them)|getting so)\b)((?:not )?[a-z]+ing .+|(?:let|drop|stop|close|quit|turn|raise|cut|pick|choose|say|said) .+)$/,
  /^(?:(?:can|could|would) you )?(?:please )?(?:remind me|tell me) why (?:i|we) (?:said|decided|chose|went for|close|closed|stopped|dropped|keep|kept|charge|charged|only|don'?t|do not|never) (.+)$/,
  // "what was decision about open until 2am", "what was the reasoning behind the DJI choice".
  /^what was (?:the |my |our )?(?:decision|reasoning|thinking|call) (?:about|on|behind|re|regarding|for) (?:the |my |our )?(.+?)(?: (?:choice|decision|call))?$/,
  // "look up my payroll decision": the journal searched by the decision's name.
  /^(?:(?:can you|could you|pls|please)\s+)?(?:look up|find|pull up|check|show me) (?:my|our|the) (.+?) (?:decision|choice|call)$/,
  // "last month I decided something about electric vans, what was it".
  /\b(?:decided|decide|chose) (?:something|a thing) (?:about|on|re|regarding) (.+?),? what (?:was|is) it$/,
  // "Gusto or ADP, which did I go with?": the first of the two.
  /^(.+?) or .+?,? which(?: one)? did (?:i|we) (?:go with|pick|choose|decide on|settle on|land on|go for)$/,
  /^what did (?:i|we) (?:set|fix|put) (?:the |my |our )?(.+?) (?:to|at)(?: again| in the end)?$/,
  // "what was my rate for 2027 again", "what was my minimum for certified translations": a figure set before, asked back.
  /^what (?:was|were) (?:my|our) (?!(?:last|first|next|name|address|email|number|password|order)\b)(.+?)(?: again)?$/,
  // "why did i stay with british gypsum", "why did we switch to card only": a course taken, asked why.
  /^why did (?:i|we) ((?:stay|stick|switch|move|leave|keep|decide|opt|go) .+)$/,
  // "why is the truck closed mondays again": a way of going on, asked why, with "again" to say it was settled before.
  /^why (?:is|are|do|does) (?:the|our|my|we) (.+?) again$/,
  // "did i ever make my mind up on pianos", "did we ever decide about the van": a choice asked after.
  /^did (?:i|we) (?:ever |actually |finally )?(?:make (?:my|our|up my|up our) minds? up|make a (?:decision|call)|decide|settle|land)(?: anything| something)? (?:on|about|re|regarding|with) (?:the |my |our )?(.+)$/,
  // "transit or sprinter, which way did i go in the end": the first of the two, as with "which did I go with".
  /^(.+?) or .+?,? which way did (?:i|we) (?:go|jump|lean)(?: on (?:it|that))?(?: in the end)?$/,
  // "the cargo bike thing, did i decide?", "cash payments, did i decide already": the topic, then whether it was settled.
  /^(?:the |my |our )?(.+?)(?: thing| one| stuff)?,? (?:did|have|had) (?:i|we) (?:decide|decided|make a (?:decision|call)|settle(?:d)?(?: it)?|make (?:my|our) mind up)(?: on (?:it|that|this))?(?: already| yet| in the end)?$/,
  // "which salt guy did we end up going with": the thing chosen, said with the ending's -ing.
  /^(?:which|what) ((?:[\w'-]+ ){0,3}[\w'-]+) did (?:i|we) end up (?:going with|picking|choosing|using|booking|hiring|signing with)$/,
  // "how many births a month did i say id take": a figure of one's own set, asked back by what it counts.
  /^how (?:much|many) ((?:[\w'-]+ ){0,3}?[\w'-]+?)(?: (?:an?|per|each) (?:week|month|day|year|term|season))? did (?:i|we) (?:say|decide|agree|settle on)\b/,
  // "how much did I say the full groom would be from jan": the thing priced.
  /^how much did (?:i|we) (?:say|decide|agree)(?: on)? (?:the |my |our |a )?(.+?) (?:would|should|will|is going to|was going to) (?:be|cost|go up)\b/,
  // "remind me what my cancellation policy is", "what was it i said about weddings", "remind me why no sunday weddings".
  /^(?:remind me|tell me) what (?:my|our) (?!(?:last|first|next|name|address|email|number|password|order|phone)\b)(.+?) (?:is|was|are|were)(?: again| now)?$/,
  /^what (?:was|is) it (?:i|we) (?:said|decided|agreed) (?:about|on|re|regarding) (.+)$/,
  /^(?:remind me|tell me) why (?:no|not|never|only|always) (.+)$/,
  // "remind me the reason we said no to the fair stall": the reason for a choice, named as a noun.
  /^(?:(?:can|could) you )?(?:please )?(?:remind me|tell me)(?: of)? (?:the|my|our) reasons? (?:why )?(?:i|we) (?:said (?:no|yes) to|turned down|dropped|stopped|chose|picked|went with|passed on|ditched|decided against) (?:the |my |our |that )?(.+)$/,
  // "remind me my reasoning on weekend jobs", "tell me my thinking about the van": the reasons, named.
  /^(?:(?:can|could) you )?(?:please )?(?:remind me|tell me|show me)(?: of)? (?:my|our|the) (?:reasoning|thinking|rationale|logic|reasons?|decision|call|choice) (?:on|about|for|behind|re|regarding|with)\s+(?:the |my |our )?(.+)$/,
];

/** "refresh my memory on the etsy decision", "jog my memory about the van call". */
const MEMORY_JOGGED =
  /^(?:(?:can you|could you|pls|please)\s+)?(?:refresh|jog) my memory (?:on|about|re|of) (?:the |my |our )?(.+?)(?: decision| choice| call| thing)$/;

/** "which insurance did i go with for workers comp", "what day did I pick for the VAT": the thing chosen, and what for. */
const CHOSEN_FOR =
  /^(?:what|which) ([a-z]+) did (?:i|we) (?:pick(?! up\b)|choose|go with|go for|settle on|decide on|land on|agree on) (?:for|on) (?:the |my |our )?(.+)$/;
/** Nouns that say only what kind of answer is wanted, which the decision itself need not say. */
const ANSWER_KIND = /^(?:day|date|time|one|thing|option|way)$/;

/** "Please what did I decide …", "oye what did I decide …": a courtesy or a call said before the question. */
const RECALL_OPENING =
  /^(?:(?:please|pls|kindly|oye|oi|hey|so|ok|okay|um|erm|quick q)[,!.]?\s+)+(?=(?:what|why|which|how|did|tell|remind)\b)/;

export function recallIn(said: string): Intent | null {
  // "which studio did I pick and why": the reason is part of what a recalled decision tells.
  const plain = said
    .replace(/,? and why$/, '')
    .replace(/\?+$/, '')
    .replace(RECALL_OPENING, '')
    .replace(/\b(i|we) had (?=decided|chosen|agreed|settled|said)/, '$1 ')
    // "wha did we say about …" (Scotland), "wat did i decide": what, where the spelling map leaves "wha" (who) alone.
    .replace(/^(?:wha|wat)\b(?= did\b)/, 'what');
  const chosenFor = CHOSEN_FOR.exec(plain);
  if (chosenFor) {
    const what = chosenFor[2].replace(/\s+/g, ' ').trim();
    return { kind: 'recall_decision', words: ANSWER_KIND.test(chosenFor[1]) ? what : `${chosenFor[1]} for ${what}` };
  }
  const patterns = [
    ...RECALL,
    TOPIC_THEN_RECALL,
    ...SETTLED_ASKED,
    ...LOOKED_UP,
    MEMORY_JOGGED,
    { exec: (said: string) => ((named) => (named ? ['', named] : null))(choiceAskedOf(said)) },
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(plain);
    if (!match) continue;
    const words = match[1]
      .replace(RECALL_FILLER, ' ')
      .replace(/^(?:(?:no|yes) to\s+)?(?:the|my|our|a|an)\s+/, '')
      .replace(/\s+/g, ' ')
      .trim();
    return { kind: 'recall_decision', words };
  }
  return null;
}

/** A decision said in plain words: "going with the cheaper quote", "let's use Gusto", "we're not renewing the lease". */
const PLAIN_DECISION =
  /^(?:(?:ok|okay|so|right|alright|well|yeah|anyway|anyways|actually|after all that|in the end|final answer|decision made|ngl|tbh|honestly|iawn|aye|(?:right )?that'?s it|(?:i )?(?:think|reckon))[,:.]? )*(?:(?:(?:i'?m|we'?re|i am|we are|im) )?(?:going|gonna) (?:with(?! the flow\b)|to go with|ahead with|to pass on|to skip|to stick with|stick with|go with|pass on)\b|(?:(?:i'?ve|we'?ve|i have|we have) )?made (?:my|our|up my|up our) mind(?: up)?\b|(?:i'?ve|we'?ve|i have|we have) decided\b|(?:we'?re|i'?m|im|we are|i am) going ahead with|going (?:with(?! the flow\b)|ahead with)|gonna go with|(?:(?:i'?m|we'?re|im|i am|we are) )?(?:gonna|going to) go for (?:the|a|an) [^,.;]{2,50} (?:rather than|instead of|over|not)|(?:we'?ll|i'?ll|we will|i will|let'?s|lets) (?:go with|use|pick|choose|stick with|go for|go ahead with|pass on|switch to|move to)|let'?s go (?:with|for|ahead)|sticking with|opting for|(?:we'?ve|i'?ve|we have|i have) (?:chosen|picked|gone with|opted for|settled on)|(?:we|i) (?:chose|picked|went with|opted for|settled on)|gone (?:with|for) (?!(?:an? |some )?(?:lunch|dinner|breakfast|brunch|tea|coffee|walk|run|drinks?|swim|nap|break|smoke|ride|pint)\b)(?=[^.!?]*\b(?:in the end|after all|eventually|instead)\b)|(?:we'?re|i'?m|im|we are|i am) not (?:going to|gonna) (?:renew|do|hire|take|sign|continue|launch|extend|raise|go ahead)\b|(?:we'?re|i'?m|im|we are|i am) not (?:renewing|doing|going ahead|hiring|taking|raising|signing|continuing|launching|extending)|not doing (?:the|it|that)|(?:we|i) agreed|agreed (?:with \S+ )?to|we move to|we'?re moving to|we'?re hiring|we'?re switching)\b/;
/** What a business keeps or lets go of: "dropping the client …", "cutting the free tier", "closing the shop". */
const BUSINESS_THING = String.raw`(?:the|our|my|that|this) (?:[\w-]+ ){0,2}(?:clients?|customers?|suppliers?|agency|agencies|plans?|tiers?|products?|features?|services?|prices?|pricing|contracts?|freelancers?|projects?|podcast|newsletter|app|ideas?|shop|store|office|studio|branch|business|company|line|range|brand|budget|team|roles?|hires?|subscriptions?|retainer|partnership|deal|account|channel|ads|campaign|offer|discount|lease)\b`;

/**
 * A business choice said as under way or as intended: "we're shutting down the podcast",
 * "partnering with the Bristol roaster", "I'll keep the agency on till summer", "not accepting the
 * buyout". The verbs are those of choosing what the business does, not of errands.
 */
const CHOICE_UNDER_WAY = new RegExp(
  String.raw`^(?:(?:ok|okay|so|right|alright|yeah|doing it|it'?s decided|done deal|that'?s it)[,:.]? )*(?:(?:we'?re|i'?m|im|we are|i am) )?(?:partnering with|teaming up with|(?<=(?:we'?re|i'?m|im|we are|i am) )(?:joining|signing up (?:with|to|for))(?! (?:[\w'-]+ ){0,3}(?:call|meeting|zoom|webinar|queue|line|chat|stream|session|class)\b)(?!.*\b(?:at \d|\d ?(?:am|pm)|\d:\d\d|tonight|tomorrow)\b)|shutting (?:down|up)|closing down|winding (?:down|up)|sunsetting|scrapping|ditching|killing off|(?:cutting|dropping|closing|keeping|pausing|killing|firing) ${BUSINESS_THING}|signing with|pivoting|rebranding|outsourcing|insourcing|raising (?:prices|our prices|the price)|sticking with|staying with|switching (?:to|from)|moving (?:to|from) (?!(?:the|a)?\s*\d)|going (?:four|4|three|3)-day|going (?:remote|hybrid|fully remote|part[- ]time|full[- ]time|freemium|subscription)|not (?:accepting|taking|renewing|signing|extending|hiring|raising|launching|doing|continuing)\b)|^(?:we'?ll|i'?ll|we will|i will) (?:keep(?! (?:this|it|things|my messages) (?:brief|short|quick)\b| (?:you|u) (?:posted|updated|in the loop)\b| in touch\b)|stick with|stay with|hold off|scrap|ditch|shut down|close down|pause|pass on|turn down|decline|switch to|go with)\b|^(?:let'?s|lets|let us) not (?!forget\b|worry\b|panic\b|stress\b|miss\b|overlook\b|let\b|be late\b|drop the ball\b|lose\b|leave it\b)\S`,
);
const DECISION_CUE = /^(?:(?:ok|okay|right|so|alright)\s)*(?:final (?:answer|call|decision)|decision made|call made|decided|decision)\b/;
/** "final: the stall stays card only", "after thinking all night: I say no to …": a label or a run-up before the choice. */
const LABELLED_DECISION =
  /^\s*(?:(?:ok|okay|right|so)[,.]?\s+)*(?:final|finali[sz]ed|decided|decision|done deciding|done deliberating|settled|verdict|final answer)\s*[:\-–—]\s*\S/i;
/**
 * "Finally I decide, we leave ClassPass from January", "I decide, only 4 children in a group": a choice told in
 * the present, as people who learned English after another language tell it. Only a course said after it
 * counts; "I decide, later", "I decide, not my partner" and "I decide, what should I do" decide nothing.
 */
const DECIDED_IN_THE_PRESENT = /^\s*(?:(?:ok|okay|right|so|finally)[,.]?\s+)*i decide(?: finally)?\s*[:,.!—–-]\s*(\S.*)$/i;
const COURSE_TAKEN =
  /\b(?:no more|not|only|stop|from now|from (?:next|jan|feb|march|april|may|june|july|aug|sept?|oct|nov|dec)\w*|will|'ll|won'?t|better than|gets|goes|yes|(?:we|i) (?:leave|close|stop|keep|change|raise|drop|go|take|quit|move|cut|start|open|hire|sell|buy|renew|let|don'?t|do not|say|pick|choose|sign))\b/i;
const NOT_YET_DECIDED =
  /\?|\b(?:maybe|probably|perhaps|later|yet|not sure|no idea|let me|think|thinking|once|when|depends|help|what|who|which|you|your|ask|hmm|lol|or maybe|or not|sleep|not (?:my|his|her|him|them|me|the algorithm))\b/i;

function decidedInThePresent(text: string): boolean {
  const course = DECIDED_IN_THE_PRESENT.exec(text)?.[1];
  return course !== undefined && courseAfterIDecide(course);
}

/** What follows "I decide, …" is a course taken, and nothing still weighed ("I decide, later", "…, not my partner"). */
export function courseAfterIDecide(course: string): boolean {
  return COURSE_TAKEN.test(course) && !NOT_YET_DECIDED.test(course);
}
const RUN_UP = /^([^:]{3,60}):\s*(\S.*)$/;
/** A label before a job or a time ("final - need to send the deck by 5") heads an ask, not a choice. */
const ASKS_OR_TIMES =
  /\?|\b(?:remind|need to|have to|got to|gotta|must|tomorrow|tmrw|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|by \d|at \d|\d ?(?:am|pm))\b/i;
/** "I decide to not accept the rate", "we decided against the loan": a decision said with the verb itself. */
const DECIDE_SAID =
  /^(?:(?:ok|okay|right|so|well)\s)*(?:i|we|i'?ve|we'?ve) (?:decide|decided|have decided)(?: finally,?)? (?:to|not to|that|on|against|(?:i|we)(?:'ll| will| won'?t| wont| will not| am| are|'m|'re)(?! (?:decide|think|see|let you know)\b))\b/;
/** "the club is capped at 20 kids": a limit set on the business. */
const LIMIT_SET =
  /^(?:(?:ok|okay|so|right)\s)*(?:the |our |my )?(?:club|class|classes|workshop|course|session|sessions|retreat|group|waitlist|intake|bootcamp|camp|cohort|list)\b[^,;]{0,30}\b(?:is|are|'s|will be|now) (?:capped|limited) (?:at|to) \d/;
/** "we won't take on any more HMOs": a kind of work stopped. */
/** "I will not renew the contract with the radio dispatch company": an agreement let lapse, said plainly. */
const NOT_RENEWING =
  /^(?!.*\b(?:unless|until|till|if|yet|automatically|renews|need to|have to)\b)(?:(?:ok|okay|so|right|well|yeah|finally|basta)[,\s]+)*(?:i|we) (?:will not|won'?t|wont) (?:renew|continue|extend|sign|accept|take)(?: with)? (?:the|our|my|this|that|their) (?:[\w'-]+ ){0,3}?(?:contract|lease|subscription|agreement|deal|offer|loan|membership|insurance|partnership|retainer|tenancy|licence|license)(?: (?:with|for) (?:the |them|him|her|[\w'-]+)(?: [\w'-]+){0,3})?(?: (?:anymore|any more|this year|next year))?$/;
/** "we change from Clover to Square", "I switched from Xero to QuickBooks": one tool left for another. */
const CHANGED_FROM_TO =
  /^(?:(?:ok|okay|so|right|well|yeah|finally)[,\s]+)*(?:we|i) (?:change|changed|switch|switched) from (?!the |my |a |an |\d)[\w'.-]+(?: [\w'.-]+)? to (?!the |my |a |an |\d)[\w'.-]+(?: [\w'.-]+)?(?: (?:done|decided|final))?$/;
const NO_MORE_OF =
  /^(?:(?:ok|okay|so|right|well|yeah)\s)*(?:we|i) (?:won'?t|will not|wont) (?:take on|take|do|accept|offer|sell|book|work with|stock) any ?more\b/;

/** Words that close a deliberation: "done deliberating, …", "… made up my mind"; "3 lets agreed" is news of deals, not a mind made up. */
const MIND_MADE_UP = String.raw`(?:done (?:deciding|deliberating|debating|dithering|agonising|agonizing|overthinking(?: it)?|thinking(?: about it)?|going back and forth|umming and ahh?ing)|(?:i'?ve |i have |we'?ve |we have )?made up (?:my|our) minds?|(?:i'?ve |i have |we'?ve |we have )?made (?:my|our) minds? up|(?:(?:my|our) )?minds?(?: is| are|'s) made up|decision made|decision'?s made|it'?s decided|(?:that|this)(?:'s| is) (?:decided|settled|final)|decided (?:this morning|today|yesterday|last night|just now|earlier)|final answer|final|locked in|(?:we'?ve |we have |we |all )agreed|(?<=^|[,.;:!-] ?)agreed)`;
const DELIBERATION_OVER = new RegExp(
  String.raw`^(?:(?:ok|okay|right|so|alright|well)\s)*${MIND_MADE_UP}\s(?:i'?m|im|i am|we'?re|we are|i'?ll|we'?ll|going|gonna)\b|\s${MIND_MADE_UP}$`,
);
/** Who would fill a role: hiring one is a choice about the business, hiring a van is an errand. */
const ROLE = String.raw`(?:(?:a|an|the|my|our|another|some|one|two|a new|an extra|a second|a part-time|a full-time|a junior|a senior)\s)?(?:[\w-]+\s)?(?:apprentices?|assistants?|va|vas|pa|bookkeepers?|accountants?|managers?|interns?|juniors?|employees?|staff|sales ?(?:rep|person)s?|marketers?|partners?|ops person|operations manager|receptionists?|baristas?|office manager)\b`;
/**
 * What a business does from now on, rather than one job to do: a price, a role filled, something
 * stopped, paused, turned off, capped or said no to, a way of working switched. The bare verb needs
 * someone saying they will ("I'll stop …", "going to say no to …"); the -ing form is under way already.
 */
const POLICY_VERB = String.raw`(?:hir(?:e|ing) ${ROLE}|hir(?:e|ing) [a-z]+ as (?:a |an |our |my |the )?[a-z]+(?: [a-z]+)?|mov(?:e|ing) (?:the |our |my )?(?:[\w-]+ ){0,3}to (?:mon|tues|wednes|thurs|fri|satur|sun)days\b|(?:rais(?:e|ing)|increas(?:e|ing)|up(?:ping)?|bump(?:ing)?(?: up)?|lower(?:ing)?|halv(?:e|ing)|doubl(?:e|ing)) (?:(?:my|our|the|all) )?(?:[\w-]+ )?(?:prices?|rates?|fees?|pricing|retainers?|minimums?|tiers?|subscriptions?|memberships?|commissions?)\b|put(?:ting)? (?:(?:my|our|the|all)(?: [\w-]+)? )?(?:prices|rates|fees) (?:up|down)|(?:clos(?:e|ing)|shut(?:ting)?(?: down)?) (?:the |my |our )?(?:[\w-]+ ){0,2}(?:stall|shop|studio|salon|store|cafe|café|office|books|waitlist|waiting list|bookings|truck|van|kitchen|clinic|practice|bar|restaurant|gym|club|workshop|unit|bakery|classes|comms|commissions|orders|enquiries) (?:in|for|over|during|through|until|till|from) (?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|the (?:winter|summer|holidays|new year)|winter|summer|christmas|easter|good)\b|turn(?:ing)? off (?:the |my |our |all )?(?:[\w-]+ )?(?:ads|ad spend|campaigns?|promos?|discounts?|free shipping|comments)\b|paus(?:e|ing) (?:new |all |the |my |our )?(?:[\w-]+ )?(?:clients?|customers?|bookings?|orders?|enquiries|inquiries|commissions|ads|campaigns?|hiring|recruiting|newsletter|podcast|subscriptions?|services?|intake|sign-?ups|projects)\b|say(?:ing)? no to|start(?:ing)? (?:charging|requiring|asking for deposits)\b|(?:charg(?:e|ing)|introduc(?:e|ing)|add(?:ing)?) (?:a |an )?(?:[$£€]?\d[\d.,]*k? )?(?:[\w-]+ ){0,3}(?:fee|fees|surcharge|deposit|deposits|minimum)\b|stop(?:ping)? [a-z]+ing\b|no longer [a-z]+ing\b|(?:only|never|no longer) (?:take|taking|do|doing|work|working|accept|accepting|book|booking|offer|offering|sell|selling|discount|discounting)\b|cap(?:ping)? (?:[\w-]+ ){1,3}at\b|(?:drop|dropping|scrap|scrapping|ditch|ditching|axe|axing|cut|cutting) (?:the |my |our )?(?:[\w-]+ ){0,3}(?:class|classes|lessons?|service|services|product|products|line|range|offer|offering|package|packages|tier|tiers|sessions|slots|shifts|menu)\b|switch(?:ing)? (?:(?:my|our|the|all) )?(?:[\w-]+ ){0,2}(?:clients?|customers?|students?|patients?|sessions?|classes|bookings?|team|staff|everyone|everything|suppliers?|billing|payroll|invoicing|banks?|providers?|plans?|pricing)\b|(?:switch|switching|mov(?:e|ing)) (?:[\w-]+ ){1,4}to (?:weekly|fortnightly|monthly|biweekly|bi-weekly|every other|quarterly|online|remote|hybrid|subscriptions?|retainers?)\b|us(?:e|ing) .+ (?:instead of|rather than|over|from now on|going forward)\b)`;
const POLICY = new RegExp(
  String.raw`^(?:(?:ok|okay|so|right|alright|well|yeah|yep|fine|screw it|sod it|f it|stuff it|bugger it|that'?s it|(?:i'?m|we'?re) doing it|doing it)\s)*(?:(?:(?:i'?m|im|i am|we'?re|we are) (?:going to|gonna) |(?:i'?ll|we'?ll|i will|we will) |(?:going to|gonna) )${POLICY_VERB}|(?:(?:i'?m|im|i am|we'?re|we are) )?(?=[a-z]+ing\b)${POLICY_VERB})`,
);
const RULE_FROM_NOW =
  /^(?:(?:ok|okay|so|right|alright|and)\s)*(?:from now on|from now(?= every\b| all\b| each\b| no\b| only\b| clients?\b| customers?\b)|going forward|moving forward|from today|as of (?:today|now|next (?:week|month)|(?:january|february|march|april|may|june|july|august|september|october|november|december)))\b,? (?!i need\b|i have to\b|i must\b)\S+ \S+/;
/** Errands, which a choice-like ending ("for now", "instead") does not make a decision. */
const ERRAND =
  /^(?:call|ring|phone|email|text|message|book|buy|pay|send|chase|order|pick|collect|post|drop|remind|ping|check|meet|see|visit)$/;
/**
 * "going to charge for no-shows from now on": a way of going on, said last. An errand said so is still
 * an errand, and someone else's ("Ana switched to tuesdays from now on") is news, not the person's decision.
 */
/** "booking SIR for all rehearsals from now on", "max 2 brides per weekend from now on": a rule said with no one named, the person's own. */
const RULE_OPENING =
  /^(?:(?:ok|okay|so|right|alright)[, ]+)?(?:[a-z]+ing|max|maximum|min|minimum|only|no|all|every|always|never|open|close|shut)\b/;
/** The person's own way of going on: said with "I" or "we", or as a rule of theirs. */
const SAID_AS_OWN = /\b(?:i|we|i'?m|im|we'?re|i'?ll|we'?ll|i'?ve|we'?ve|going to|gonna|our|my)\b/;
const ONWARDS_SAID_LAST =
  /^(?!(?:call|ring|phone|email|text|message|book|buy|pay|send|chase|order|pick|collect|post|drop|check|work|do|he|she|they)\b|[a-z]+ (?:switched|moved|changed|wants|asked|said|prefers|is|has|will)\b).+\s(?:from now on|going forward|from here on(?: in| out)?|(?:only|just) [\w' -]+ from here|until further notice)$/;
/** "right, that's it, no more sundays": a kind of work stopped for good, said alone. */
const NO_MORE =
  /^(?:(?:right|ok|okay|so|well|yeah)[,.!]?\s)*(?:that'?s it|thats it|decided|decision made|that'?s decided)[,.!:]?\s(?:then[,.]?\s)?no more (?:[a-z'-]+ )?[a-z'-]+s(?: (?:for me|for us|ever|ever again))?$/;
/** "twice a week", "3 times a month", "every other day": how often, which a habit has and an errand does not. */
const HOW_OFTEN =
  /\b(?:(?:once|twice|\d+ times|three times|four times|five times) (?:a|per|each) (?:day|week|month|fortnight)|every (?:day|week|other|second))\b/;
/** "podcast goes biweekly from january", "the newsletter is going paid in march": how a thing runs from a time. */
const GOES_TO =
  /^(?:(?:ok|okay|so|right|and)\s)*(?:the |my |our )?[\w'-]+(?: [\w'-]+){0,2} (?:goes|is going|will go|moves|is moving) (?:to )?(?:weekly|bi-?weekly|fortnightly|monthly|daily|quarterly|paid|free|online|subscription[- ]only|members[- ]only|invite[- ]only)(?: (?:from|in|starting|after)(?: the)? [\w' -]{3,20})?$/;
/**
 * "we're gonna close the café on mondays from dec", "I'm leaving upwork, direct clients only from jan":
 * how the business runs, changed from a month or a season on, said by those who run it ("the market
 * moves to sundays from next month" is news). A date said with it ("from dec 20") is a plan, and
 * being away is no course.
 */
const FROM_A_SEASON = new RegExp(
  String.raw`^(?:(?:ok|okay|so|right|alright|well|yeah)[,.]?\s)*(?:(?:we'?re|i'?m|im|we are|i am|we'?ll|i'?ll|we will|i will|we)\s(?:(?:going to|gonna)\s)?)(?!(?:away|off|out|back|on|in|at|busy|free|not|closed|shut|open|so|really|still|exhausted|tired|knackered|shattered|stressed|overwhelmed|swamped|drowning|fried|sick|ill|sad|worried|gutted)\b)[a-z]+\b[^?]*\bfrom (?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|next (?:month|year|term|season)|the new year|new year|spring|summer|autumn)\b(?!\s*\d)`,
);
const NOT_A_COURSE = /\b(?:remind|need to|have to|got to|gotta|must|can you|could you|please|pls|maybe|might|probably|thinking|should)\b/;

/** "we'll ship the menu without the dessert for now": a way of going on, said as what we will do. */
const FROM_NOW_ON =
  /^(?:(?:ok|okay|so|right|alright|well|yeah)\s)*(?:(?:i'?m|im|i am|we'?re|we are) (?:going to|gonna)|i'?ll|we'?ll|i will|we will) ([a-z]+)\b.*\b(?:from now on|going forward|moving forward|for now|until further notice|for the foreseeable(?: future)?|instead of|rather than)\b/;

/** "not doing the stall this week, delete it": the choice is said to explain a change to a task, which is the ask. */
const CHANGE_TO_A_TASK =
  /\b(?:delete|remove|cancel|bin|scrap|clear|snooze|postpone|move|push|reschedule|tick off|cross off)(?: (?:it|that|this|them|the task|the reminder|it off))?$/;

/** "ok I will take the Brooklyn gig", "I'm turning down the Leeds job": an offer taken or turned down. */
/** "I'm going to hire Kirsty full time": a person taken on, or let go. */
const HIRED =
  /^(?:(?:ok|okay|right|so|yeah|anyway|actually)\s)*(?:i'?ll|i will|i'?m going to|im going to|we'?re going to|i'?m gonna|we'?ll|we will|i'?m|im|we'?re|gonna|going to) (?:hire|hiring|take on|taking on|bring on|bringing on|let go|letting go) (?:[\p{L}'-]+ ){0,2}[\p{L}'-]+ (?:full[- ]time|part[- ]time|permanently|for good|on a contract|as (?:a|an|our|my|the) [\p{L} -]+)$/u;
const OFFER_SETTLED =
  /^(?:(?:ok|okay|right|so|yeah|yes|fine|alright)\s)*(?:i'?ll|i will|i'?m going to|im going to|i'?m gonna|we'?ll|we will|i'?m|im|we'?re) (?:take|taking|accept|accepting|turn down|turning down|decline|declining|pass on|passing on|go for|going for) (?:the|that|this|their) (?:[\w'-]+ ){0,3}(?:gig|job|offer|contract|deal|client|booking|commission|residency|role|position|project|lease|quote|tender|pitch|loan|funding|investment|premises)\b(?! (?:documents|docs|papers|paperwork|forms|file|files))/;

/**
 * A choice said with a verb of choosing: "picked the cheaper printer", "we're keeping the van another
 * year", "ok im turning down the Austin conference", "saying yes to the museum commission", "the DJ it
 * is". Verbs that are also errands ("keep", "take", "pick") count only with someone saying them or
 * in the past or "-ing" form, so "keep the receipts" and "pick up the kids" stay jobs.
 */
const CHOSEN = new RegExp(
  String.raw`^(?:(?:ok|okay|right|fine|so|yeah|well|anyway|anyways|actually|finally|settled it|done dithering|decided|final answer)[, ]+)*` +
    String.raw`(?:(?:(?:i|we)(?:'?m|'?re| am| are|'ll| will|'ve| have)?|im|were) (?:(?:gonna|going to) )?(?:pick|choose|keep|take|accept|decline|outsource|subcontract|turn down|go for|go with|stick with|settle on|say (?:yes|no) to)\b|` +
    String.raw`(?:(?:i|we)(?:'?m|'?re| am| are)? |im |were )?(?:picked|picking|chose|choosing|keeping|taking|accepted|accepting|declined|declining|outsourcing|subcontracting|turned down|turning down|going for|went for|went with|sticking with|settled on|saying (?:yes|no) to|said (?:yes|no) to)\b)` +
    String.raw`(?! up\b| out\b| off\b| over\b| a (?:look|break|call|walk|photo|picture|day|nap)\b| (?:it|him|her|them)\b| an eye\b| track\b| in touch\b| notes?\b| care\b| busy\b| going\b| [a-z]+ing\b)(?!.*\b(?:to the|at the|from the) (?:garage|shop|vet|tip|post office|bank|school|station|airport|dentist|doctor)\b)\s+\S`,
);
/**
 * "the DJ it is" (not "whatever it is"), "the answer is no to the Leeds contract", "no more discounts for friends", "youth
 * club's moving to tuesdays for good": a way of working settled.
 */
const SETTLED_PHRASE =
  /^(?:(?:ok|okay|right|fine|so)[, ]+)*(?:(?!.*\b(?:whatever|whoever|wherever|whichever|whenever|however|what|who|where|how|when|which) it is\b).{2,40} it is(?: then)?(?: for .{2,40})?|the answer is (?:yes|no)\b.*|no more [a-z0-9][\w' -]{2,60}|[\w' -]{2,50} (?:policy|rule|minimum|deposit|fee|rate|price)s? (?:from now on|going forward|from today)\b.*|[a-z][\w' -]{1,30}?(?:'s| is| are) (?:moving|switching|changing|going) (?:to|over to) (?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekly|fortnightly|biweekly|monthly|mornings|afternoons|evenings|nights|weekends|online|zoom)(?: [\w' -]{2,30})? (?:for good|permanently|from now on|going forward))$/;

/** "i'll move the books to Xero from january, decided": a plan said, then marked as settled. */
const MARKED_SETTLED = / (?:decided|decision made|that'?s decided|final answer|done deal|settled)$/;

/** Longer than any decision said in plain words: such a message is read part by part, as a ramble. */
const DECISION_MAX_LENGTH = 240;

/** "screw it, we're launching in march", "made the call, we're moving the show to biweekly": words that settle, then the plan. */
const SETTLED_THEN_PLAN =
  /^(?:(?:ok|okay|right|so|yeah|well)[,.]?\s)*(?:screw it|sod it|f it|fuck it|made the call|made my mind up|decision made|that'?s it|it'?s decided|is decided|final decision|after (?:long|much|a lot of) (?:thinking|thought)|after thinking (?:it over|about it)|after much deliberation|after all that)[,.:;!-]*\s+(?!(?:i'?m|im|we'?re|i am|we are) (?:off (?:the road|home|to bed)|done for the (?:day|night)|calling it a (?:day|night))(?:$|[\s,.!]+(?:\d+|now|tonight|mate|lads|x+)\b))(?!.*\b(?:now|today|tonight|tomorrow|tmrw|bed|sleep|home|nap|pub|lie down|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|next week|this week|at \d|\d ?(?:am|pm)|on the \d)\b)(?:we|i)(?:'?re|'?m|'?ll| will| are| am)?\s+\S/;
/** "i'm raising my elopement package to $2,800", "we're dropping the day rate to 300": a figure the business changes. */
const FIGURE_CHANGED =
  /^(?:(?:ok|okay|right|so|yeah|well)[,.]?\s)*(?:i'?m|im|we'?re|i am|we are|i'?ll|we'?ll|i will|we will|we|i)\s(?:(?:going to|gonna)\s)?(?:rais|increas|lower|drop|cut|bump|reduc|hik)\w*\s(?:up\s)?(?:my|our|the)\s(?:(?:[\w'-]+\s){0,3}?(?:to|by)\s[$£€]\d|(?:[\w'-]+\s){0,3}?(?:rates?|prices?|fees?|package|charge|rent|tuition|salary|wages?|deposit|minimum|markup|cost|callout|call-out)(?:\sof\s(?:a\s|the\s)?[\w'-]+(?:\s[\w'-]+)?)?\s(?:to|by)\s[$£€]?\d|(?:[\w'-]+\s){0,3}?(?:to|by)\s\d[\d,.]*\s?(?:%|percent|quid|pounds|dollars|bucks|k\b|an hour|a day)|(?![\w' -]*\b(?:meeting|call|visit|appointment|viewing|slot|session|shift|invoice|booking|delivery)\b)(?:[\w'-]+\s){0,3}?(?:to|by)\s\d{2,}[\d,.]*$)/;
/** "Going to stop home visits on Fridays", "we're stopping the free consults": something the business stops doing. */
const STOPPING =
  /^(?:(?:ok|okay|right|so|yeah|well)[,.]?\s)*(?:(?:i'?m|im|we'?re|i am|we are)\s)?(?:(?:going to|gonna)\sstop|stopping)\s(?:(?:doing|taking|offering|running|selling|accepting)\s[\w'-]+|(?:the\s|our\s|my\s|all\s)?(?:[\w'-]+\s)?[\w'-]+[^s'\s]s)(?:\s(?:on|at|for|from|after|in)\s[\w'-]+s?)?(?:\s(?:from now on|for good|anymore|any more|going forward))?$/;

/**
 * A choice under way, said in the "-ing" form: "switching the card machine to zettle", "bringing on a
 * part time packer for december", "I'm hiring a second coach", "staying in arizona for december",
 * "moving the gala to the Brooklyn Museum", "we're listing Hoyt st at 1.2m". Said with a day or an
 * hour it is a job or a change to one ("moving the call to friday"), so those are left to other readers.
 */
/** What a business runs on or is: moved, switched or kept, they are choices; a sofa or the phone's ring is not. */
const BUSINESS_PART = String.raw`(?:card machine|card reader|till|pos|payroll|bank|banking|supplier|suppliers|provider|energy|broadband|accountant|software|hosting|crm|email|website|site|booking system|bookings|invoicing|accounts|books|insurance|insurer|courier|couriers|packaging|payments?|gala|launch|event|party|fair|retreat|workshop|studio|office|shop|store|salon|clinic|practice|bakery|kitchen|stall|business|team|classes|sessions|stock|warehouse|podcast|newsletter|show|offsite|conference|summit|meetup)`;
/** What a business moves as a choice: the place it works from, or an event it holds. */
const MOVED_PART = String.raw`(?:gala|launch|event|party|fair|retreat|workshop|studio|office|shop|store|salon|clinic|practice|bakery|business|team|offsite|conference|summit|meetup|hq|headquarters|warehouse)`;
/** Who a business takes on. */
const TAKEN_ON = String.raw`(?:kids?|lads?|students?|packers?|assistants?|apprentices?|partners?|drivers?|coach(?:es)?|cleaners?|freelancers?|designers?|developers?|bookkeepers?|accountants?|interns?|staff|manager|tutors?|teachers?|stylists?|baristas?|bakers?|chefs?|cooks?|helpers?|temps?|part[- ]timers?|juniors?|editors?|receptionists?|va|marketer|salesperson)`;
/**
 * A choice under way, said in the "-ing" form: "switching the card machine to zettle", "bringing on a
 * part time packer for december", "I'm hiring a second coach", "moving the gala to the Brooklyn
 * Museum". Only the parts of a business are switched or moved this way, and only people are brought on.
 */
const UNDER_WAY_CHOICE = new RegExp(
  String.raw`^(?:(?:ok|okay|so|right|yeah|well|anyway)[,.]?\s)*(?:(?:i'?m|im|we'?re|i am|we are)\s)?(?:switching (?:the |our |my )?(?:[\w'-]+ ){0,2}${BUSINESS_PART} (?:over )?to \S|bringing on (?:a|an|another|two|three|\d+) (?:[\w'-]+ ){0,3}${TAKEN_ON}\b|hiring (?:a second|another|an extra|a part[- ]time|a full[- ]time|a new|a permanent|two|three|\d+) (?:[\w'-]+ ){0,2}${TAKEN_ON}\b|staying (?:with|on) (?:the |our |my )?(?:current |same )?(?:supplier|provider|bank|accountant|plan|price|prices|pricing|agency|landlord|lease|rates?)\b|moving (?:the |our |my )?(?:[\w'-]+ ){0,2}${MOVED_PART} to (?:the )?[\w'-]+)`,
  'u',
);
/** "we're listing Hoyt st at 1.2m": the price a thing goes on the market at, said with its money. */
const PRICE_SET =
  /^(?:(?:ok|okay|so|right|yeah)[,.]?\s)*(?:(?:i'?m|im|we'?re|i am|we are)\s)?(?:listing|pricing) .{2,40} (?:at|for) (?:[$£€]\d[\d.,]*\s?(?:k|m|mil|grand)?|\d[\d.,]*\s?(?:k|m|mil|grand))$/;

function underWayChoice(plain: string, text: string): boolean {
  // Case is kept so that a place ("to the Brooklyn Museum") can be told from a time; the reader's plain form lowers it.
  const said = text
    .trim()
    .replace(/[!.]+$/, '')
    .replace(/\s*\p{Extended_Pictographic}\uFE0F?$/u, '')
    .toLowerCase()
    .replace(/[’]/g, "'");
  // "moving the boxes to the garage, remind me to buy tape": another ask after it leaves the message to be read part by part.
  if (/[,;]|\b(?:and|then|remind|need to|have to|gotta|also)\b/.test(plain)) return false;
  if (PRICE_SET.test(said) && !/\?/.test(text)) return true;
  if (
    /(?<!\p{L})\d/u.test(plain) ||
    ON_A_DAY.test(plain) ||
    /\b(?:or|vs|versus|maybe|might|should|thinking|considering|tonight|next week|this week|\d{1,2}(?::\d\d)?\s?(?:am|pm))\b|\?/.test(
      plain + (/\?/.test(text) ? ' ?' : ''),
    )
  )
    return false;
  return UNDER_WAY_CHOICE.test(said) || UNDER_WAY_CHOICE.test(plain);
}

/** What a business offers or runs, which only a choice stops or starts: "the saturday clinic", "etsy ads". */
const OFFERING = String.raw`(?:(?:doing|offering|running|selling|taking) )?(?:(?:the|our|my|all|all the|all our) )?(?:(?!(?:at|to|by|in|on|into|for|the)\b)[\w'&-]+ ){0,2}(?:cards|scheme|schemes|programme|program|promo|promos|clinic|clinics|ads|stall|class|classes|session|sessions|service|services|menu|brunch|webinar|webinars|show|podcast|newsletter|delivery|deliveries|range|line|product|products|shop|studio|b&b|branch|site|discount|discounts|offer|tier|package|packages|retainer|subscription|subscriptions|membership|memberships|store|pop-?up|workshop|workshops|course|courses|weddings|markets|market|fairs|events|tours|lessons|slots?|shift|shifts|hours|evenings|weekends|(?:mon|tues|wednes|thurs|fri|satur|sun)days)`;
/** Someone a business takes on, named as one already in mind: "the part-timer", "the high school kid". */
const ONE_TAKEN_ON = String.raw`(?:the|another|a second|two|three|our first) (?:[\w'-]+ ){0,2}${TAKEN_ON}`;
const HOW_WE_GO = String.raw`(?:biweekly|fortnightly|weekly|monthly|full[- ]time|part[- ]time|freelance|cashless|card only|online|solo)`;
const COURSE = String.raw`(?:(?:drop|stop|scrap|ditch|pause|quit|cut|close|shut down) ${OFFERING}|(?:hire|take on) ${ONE_TAKEN_ON}|go ${HOW_WE_GO}|switch to|outsource|(?:raise|cut|lower) (?:our |my |the )?(?:prices|rates|fees)|put (?:our |my |the )?(?:prices|rates|fees) up)`;
const COURSE_ING = String.raw`(?:(?:dropping|stopping|scrapping|ditching|pausing|quitting|cutting|closing|shutting down) ${OFFERING}|(?:hiring|taking on) ${ONE_TAKEN_ON}|going ${HOW_WE_GO}|switching to|outsourcing|(?:raising|cutting|lowering) (?:our |my |the )?(?:prices|rates|fees)|putting (?:our |my |the )?(?:prices|rates|fees) up)`;
/**
 * "we're dropping etsy ads", "going to drop the saturday clinic", "I'll hire the high school kid for
 * saturdays", "we'll close the b&b for all of january": a course for the business declared in the
 * first person, about what it offers or who it takes on. The same verbs said of an errand ("drop the
 * kids at school", "close up at 5", "hire the van", "stop the milk while we're away") are jobs.
 */
const DECLARED_COURSE = new RegExp(
  String.raw`^(?:(?:ok|okay|right|so|yeah|um|well|anyway|i'?ve thought about it and|i have thought about it and)[,.]? )*(?:(?:(?:i'?m|im|we'?re|i am|we are) )?(?:going to|gonna) ${COURSE}|(?:i'?m|im|we'?re|i am|we are) ${COURSE_ING}|(?:we'?ll|i'?ll|we will|i will|we shall|i shall) ${COURSE})\b(?!.*\b(?:at the|to the|off|round|into|by (?:the|their|his|her)|while|until|till|for now|this week|next week|today|tonight|tomorrow|at \d|\d ?[ap]m|\d:\d\d|to|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|noon|midday|early)\b)`,
);

/**
 * "my accountant said invoice monthly going forward", "i wish i could go weekends off from now on",
 * "thinking about going cash only", "is going cash only a bad idea": a course someone else set, wished
 * for, still being thought about, or asked about, which the person has not taken.
 */
const NOT_TAKEN =
  /^(?:(?!(?:i|we|i'?ve|we'?ve) )(?:[\p{L}'-]+ ){1,3}(?:said|says|told me|thinks|reckons|suggested|suggests|wants(?! to)|advised)\b|(?:i )?(?:wish|wishing|thinking (?:about|of)|wondering (?:about|if|whether)|considering|tempted to|might|maybe)\b|(?:is|are|would|should|could|does|do) (?!.*\b(?:decided|final)\b))/iu;

function plainDecision(plain: string, text = plain): boolean {
  if (plain.length > DECISION_MAX_LENGTH) return false;
  if (NOT_TAKEN.test(plain)) return false;
  if (underWayChoice(plain, text) || settledCourse(plain, text)) return true;
  if (SETTLED_THEN_PLAN.test(plain) || FIGURE_CHANGED.test(plain) || STOPPING.test(plain)) return true;
  // "we will not do weddings anymore, too much stress": the reason said after it is not the choice.
  if (NO_LONGER.test(plain.replace(/\s(?:too|because|since|cos|cause|as|it'?s|its|they'?re|theyre)\s.*$/, ''))) return true;
  // "anyway we'll switch to Xero, remind me to export the books friday": a decision and a job, read part by part.
  if (/\b(?:remind me|don'?t let me forget)\b/.test(plain)) return false;
  if (MARKED_SETTLED.test(plain) && plain.split(' ').length >= 4) return true;
  if (OFFER_SETTLED.test(plain) || HIRED.test(plain) || CHOSEN.test(plain) || SETTLED_PHRASE.test(plain)) return true;
  if (PLAIN_DECISION.test(plain) || CHOICE_UNDER_WAY.test(plain) || (DECISION_CUE.test(plain) && plain.split(' ').length > 2)) return true;
  if (DELIBERATION_OVER.test(plain) || POLICY.test(plain) || TOOL_PICKED.test(plain) || NO_LONGER.test(plain)) return true;
  if (NOT_AGAIN.test(plain)) return true;
  if (choiceOfBusiness(plain) || SETTLED_THEN_SAID.test(plain) || DECLARED_COURSE.test(plain)) return true;
  // "from now on deposits are by bank transfer only": a rule said for the time to come.
  if (RULE_FROM_NOW.test(plain) && !/\b(?:remind|tomorrow|today|tonight)\b/.test(plain)) return true;
  // "going to charge for no-shows from now on", "only direct clients from here": a way of going on, said last.
  if (
    ONWARDS_SAID_LAST.test(plain) &&
    (SAID_AS_OWN.test(plain) || RULE_OPENING.test(plain)) &&
    !/\b(?:remind|need to|have to|got to|gotta|tomorrow|today|tonight|maybe|might|probably|perhaps|what|how|why|should)\b/.test(plain)
  )
    return true;
  if (NO_MORE.test(plain) || DECIDE_SAID.test(plain) || LIMIT_SET.test(plain) || NO_MORE_OF.test(plain)) return true;
  if ((NOT_RENEWING.test(plain) || CHANGED_FROM_TO.test(plain)) && !ON_A_DAY.test(plain)) return true;
  if (GOES_TO.test(plain) || courseUnderWay(plain)) return true;
  if (FROM_A_SEASON.test(plain) && !NOT_A_COURSE.test(plain)) return true;
  const onwards = FROM_NOW_ON.exec(plain);
  // "I'm going to post twice a week instead of 3": an errand's verb, done as a habit, is a way of going on.
  return onwards !== null && (!ERRAND.test(onwards[1]) || HOW_OFTEN.test(plain)) && !/\b(?:remind|tomorrow|today|tonight)\b/.test(plain);
}

/**
 * A tool or supplier picked for a purpose: "going to use Wix for the shop", "gonna use Canva". Only
 * "use" with a thing and its purpose, not "use the van to collect …", which is an errand.
 */
const TOOL_PICKED =
  /^(?!.*\b(?:tonight|tomorrow|tmrw|\w+day|week|weekend|month|morning|afternoon|evening|\d+)\b)(?:(?:ok|okay|so|right|alright|well|yeah)\s)*(?:(?:i'?m|im|i am|we'?re|we are)\s)?(?:going to|gonna) (?:use|go with|switch to|move to|stick with) (?!(?:it|that|this|them)\b)(?:[\w.'-]+ ){0,3}?[\w.'-]+(?: for (?:the |our |my |all )?(?:[\w'-]+ ){0,3}[\w'-]+)?$/;
/** Something the business stops for good: "we won't take rush orders anymore", "I'm not doing markets any more". */
const NO_LONGER =
  /^(?:(?:ok|okay|so|right|alright|well|yeah)\s)*(?:(?:we|i) (?:won'?t|wont|will not|are not|am not)|(?:we'?re|i'?m|im) not) (?:be )?(?:do|doing|take|taking|offer|offering|sell|selling|accept|accepting|run|running|use|using|work with|working with|book|booking|stock|stocking|ship|shipping|do any|take on)\b.*\b(?:anymore|any more|from now on|going forward|ever again)$/;

/**
 * "not entering the SFI this round, too much faff", "not breeding Luna again, she's retiring": a course
 * given up for a while, said without "I". Not a state the person is in ("not sleeping again").
 */
const NOT_AGAIN =
  /^(?:(?:ok|okay|so|right|yeah|nah|no)[, ]+)*(?:(?:we'?re|i'?m|im) )?not (?!(?:sleeping|feeling|coping|getting|being|having|eating|working|going|coming|winning|looking|hearing|seeing)\b)[a-z]{3,}ing (?:[\w'-]+ ){0,5}?(?:again|anymore|any more|this (?:round|year|season|term)|next (?:year|season|term))(?:[,.;!]|\s(?:too|because|since|cos|as)\b|$)/;

const NEAR_DAY = /\b(?:today|tomorrow|tonight|this (?:morning|afternoon|evening))\b/;

/** Who says a plan of their own business, and how firmly: "we're", "I'm going to", "gonna", "we will". */
const WE_SHALL = String.raw`^(?:(?:ok|okay|so|right|alright|well|yeah|anyway|anyways|actually|i think|i reckon|i guess)\s)*(?:(?:i'?m|im|i am|we'?re|were|we are|i'?ll|ill|we'?ll|we will|i will|we|i)\s)?(?:(?:definitely|officially|def|finally)\s)?(?:(?:going to|gonna)\s)?`;
/**
 * A choice about how the business runs, in its own verbs: "going to outsource the editing", "gonna
 * turn down the Miller contract", "we're moving the studio to Greenpoint", "gonna hire a Saturday lad", "the hotel is going card
 * only from december", "ok we're doing the subscription box".
 */
const BUSINESS_CHOICE = new RegExp(
  WE_SHALL +
    String.raw`(?:outsourc\w*|turn(?:ing)? down|(?:take|taking)(?: on)? (?:the |this |that )?(?:[\w'-]+ ){0,3}(?:retainer|contract|job|gig|offer|deal|client|project|commission|lease|role)|(?:drop|dropping) .+ as (?:a )?(?:client|supplier|customer|stockist)|clos(?:e|ing) (?:the |our |my )?(?:shop|studio|office|stall|salon|cafe|café|store|bakery|site|business|practice)|mov(?:e|ing) (?:the |our |my )?(?:shop|studio|office|workshop|business|salon|practice|clinic|store|bakery) to|charg(?:e|ing) (?:hourly|by the hour|per |day rates?|a day rate|[£$€]|\d)|run(?:ning)? (?:the |it |this |our )?(?:[\w'-]+ ){0,3}(?:remote|online|virtual|in person)(?: only)?|doing the (?:[\w'-]+ ){0,2}(?:subscription box|membership|pop-?up|rebrand|retreat|course|wholesale)|(?:going|go) with (?!(?:it|that|this|them|him|her)\b)|keep(?:ing)? .+ on (?:part[- ]time|full[- ]time|staff|the books|board)|(?:delay|delaying|postpone|postponing|push(?:ing)? back) the (?:launch|opening|release|rebrand|sale|tour|retreat|relaunch)|do(?:ing)? .+ on (?:mon|tues|wednes|thurs|fri|satur|sun)days only|(?:going|go) all in on|hir(?:e|ing) (?:a|an|another|two|three|\d) (?:[\w'-]+ ){0,2}(?:lad|lass|assistant|apprentice|bookkeeper|accountant|va|freelancer|junior|manager|designer|developer|cleaner|driver|intern|part[- ]timer|person|baker|barista|editor|receptionist)s?|doubl(?:e|ing) down on|switch(?:ing)? (?:from [\w' -]+ )?to|rais(?:e|ing) (?:my|our|the) (?:[\w'-]+ ){0,2}(?:rates?|prices?|callout|call-out|fees?|day rate|hourly|minimum) to|dropping .+ (?:and|to) focus(?:ing)? on|only (?:do|doing|take|taking|sell|selling|offer|offering|work with|working with) .+ (?:from now on|going forward|from here on))\b`,
);
/** "the hotel is going card only from december": a way of trading taken up, whoever says it. */
const GOING_ONLY = /\bgoing (?:card|cash|cashless|paperless|online|digital|remote|vegan|plastic[- ]free)(?:[- ]only)?\b/;
/** "we're not replacing the dental chair this year": a thing not done for a stretch of time. */
const NOT_THIS_TIME = new RegExp(
  String.raw`^(?:(?:ok|okay|so|right|alright|well|yeah)\s)*(?:(?:we'?re|i'?m|im|we are|i am|we|i) (?:not|won'?t|will not) (?:be )?[a-z]+|not (?!(?:going|getting|feeling|having|hearing|sure|being|seeing|making)\b)[a-z]+ing) .+ (?:this year|this season|this time|for now|next year|in \d{4}|any ?time soon)(?: (?:too|because|since|cos|cause|as|it'?s|its) .*)?$`,
);
/** Words that put a plan on a day or an hour, which makes it a job to do rather than a choice. */
const ON_A_DAY = /\b(?:today|tomorrow|tmrw|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week|at \d|\d(?::\d\d)? ?(?:am|pm))\b/;

/** "the retreat goes to devon not wales", "going to take the train not fly": one course chosen over the other, named. */
const ONE_NOT_THE_OTHER =
  /^(?:(?:ok|okay|so|right|alright|well|yeah)\s)*(?:the [\w'-]+(?: [\w'-]+)? (?:goes|is going|will go|moves|is moving) to|(?:(?:we'?re|i'?m|im|we are|i am|we'?ll|i'?ll|we will|i will)\s(?:going to |gonna )?|(?:going to|gonna)\s)(?:take|use|go with|pick|choose|book|hire)) .+ not (?!(?:sure|yet|now|today|tonight|tomorrow|really|much)\b)[\w'-]+/;
/** "settled it - monthly billing for everyone": the choice said after words that settle it. */
const SETTLED_THEN_SAID = /^(?:ok |okay |right |so )?(?:settled it|that'?s decided|done deliberating|decision made)\s+\S/;

function choiceOfBusiness(plain: string): boolean {
  // "take the US retainer or hold out": a choice still open is weighed, not made.
  if (ON_A_DAY.test(plain) || /\b(?:or|vs|versus)\b/.test(plain)) return false;
  return BUSINESS_CHOICE.test(plain) || GOING_ONLY.test(plain) || NOT_THIS_TIME.test(plain) || ONE_NOT_THE_OTHER.test(plain);
}

const GOING_ALONG = /\b(?:going|go|went|goin) with (?:[\w'-]+ ){1,3}to (?:the|a|an|his|her|their|my|our)\b/;

/** A decision said in plain words, kept as written; one said with a change to a task asks which task. */
/** "decided nothing yet on the new van", "decided nothing, still thinking": that no choice is made yet ("decided nothing goes out unchecked" is one). */
export const NOTHING_DECIDED_YET =
  /^(?:(?:so|ok|okay|well|right|honestly)[,.!]?\s+)*(?:(?:i|we|i'?ve|we'?ve|i have|we have)\s+)?(?:decided|settled on|chosen|agreed on) nothing(?:\s+yet|\s+so far)?(?:\s*[,.;!]|\s*$|\s+(?:on|about|re|for|still|as)\b)/i;

export function decisionIn(said: string, text: string): Intent | null {
  // "me and the vendor agreed, we drop the asking": the two who agreed are "we".
  const plain = said.replace(/^(?:me and|i and|myself and) (?:the |my )?[\p{L}'-]+ (?=agreed|decided|settled)/u, 'we ');
  // "hugely relieved that the claim has settled": how news landed, not a course taken.
  if (feltFirst(plain)) return null;
  // "thats it, i need to call Bob": the words that close one thing, then a job owed; no course taken.
  if (/^(?:(?:right|ok|okay|so)[,.!]?\s+)*(?:that'?s|thats) it\b.*\b(?:i|we) (?:still )?(?:need|have|must|gotta|got) to\b/.test(plain))
    return null;
  // "going with the client to the hearing thurs 9am": going along with someone somewhere, no course chosen.
  if (GOING_ALONG.test(plain) || NOTHING_DECIDED_YET.test(plain)) return null;
  const runUp = RUN_UP.exec(text.trim());
  // "Having slept on it, I'm turning down the retainer": how the choice was reached is said before it.
  const reached = plain.replace(REACHED_BY, '');
  const settled =
    plainDecision(plain, text) ||
    (reached !== plain && reached.length > 0 && plainDecision(reached)) ||
    // "raising commissions to $250 from december": a course said without who takes it.
    (GERUND_FIRST.test(plain) && FROM_THEN_ON.test(plain) && plainDecision(`we're ${plain}`)) ||
    // "have decided not to take the appeal": said without the "I" it is said by, as a note is.
    (/^(?:have|'ve|ve) (?:decided|resolved|chosen|agreed)\b/.test(plain) && plainDecision(`i ${plain}`)) ||
    (LABELLED_DECISION.test(text) && !ASKS_OR_TIMES.test(text)) ||
    decidedInThePresent(text) ||
    (runUp !== null && !/\d/.test(runUp[1]) && plainDecision(plainForm(runUp[2]))) ||
    ONE_WAY_NOT_ANOTHER.test(plain) ||
    sealedThenCourse(plain);
  if (!settled) return null;
  if (CHANGE_TO_A_TASK.test(plain)) return { kind: 'unclear', understood: 'a change to a task', question: 'Which task do you mean?' };
  // "we'll use the big room tomorrow": a plan for a day may be a job as much as a choice, so it is asked about.
  // "…, signed today": the day it was sealed on is past, and asks for nothing to be done.
  const sealedOn =
    /\b(?:signed|agreed|confirmed|sealed|settled|shook on it)\b(?: it)?(?: off| up)?(?: with [\p{L}' ]{1,30})? (?:today|this morning|tonight)$/u.test(
      plain,
    );
  // "having thought it over this evening, I've decided …": the day it was reached on is no day for a job.
  if (NEAR_DAY.test(reached) && !DECISION_CUE.test(plain) && !DELIBERATION_OVER.test(plain) && !sealedOn)
    return { kind: 'unclear', understood: `"${text.trim()}"`, question: 'Is that a decision to keep, or a task?' };
  return decisionSaid(text);
}

/** The choice as the journal keeps it, from the words it was said in. */
export function decisionSaid(text: string): Intent {
  // "ok decided: no more weekday weddings": the label said before the choice is no part of it.
  // "ok i'm going to post twice a week": the "ok" it is said with is no part of it either.
  const said = text
    .trim()
    .replace(DECISION_LABEL_SAID, '')
    .replace(DECISION_OPENER, '')
    .replace(/^[\s,;:.\-–—]+/, '');
  return { kind: 'decision', text: capitalise(withoutSeal(said || text.trim())) };
}

/**
 * "I'll sell the goat kids as pets not for meat", "gonna bottle the rosé in feb not march": a course said
 * with the way not taken beside it is a choice made, not a job.
 */
const ONE_WAY_NOT_ANOTHER =
  /^(?:(?:ok|okay|right|so)\s+)*(?:i'?ll|ill|i will|we'?ll|we will|i'?m gonna|im gonna|gonna|i'?m going to|we'?re going to|we'?re gonna)\s+(?:\S+\s+){3,8}not\s+(?:(?:for|in|on|to|at|by|with)\s+)?(?:the\s+|a\s+)?(?!(?:now|yet|today|tonight|tomorrow|later|rn|sure)$)[\p{L}'-]+$/u;

const REACHED_BY =
  /^(?:(?:ok|okay|right|so|well|alright|um|uh|erm)\s+)*(?:having slept on it|after sleeping on it|having thought (?:about it|it over|it through)(?: properly| carefully| long and hard)?(?: (?:this evening|tonight|last night|today|this morning|over the weekend))?|on reflection|after (?:much|a lot of|some|long) thought|after (?:a lot of|much|all (?:the|that|this)) back and forth(?: (?:with|w) (?:the |my |our )?[\w'-]+)?|after (?:the|my|our|that|this) (?:call|meeting|chat|talk|conversation|session|consultation)(?: with(?: [\w'.-]+){1,3}?)?(?=\s+(?:i|we|i'?ve|we'?ve) decided\b))\s+/;
/**
 * "right thats it, selling the crab to Jago from now on", "iawn so thats settled, no weekday hire from December",
 * "been going back and forth all week but ive decided, we're not doing winter sessions": the choice said after
 * the words that seal it.
 */
const SEALED_FIRST =
  /^(?:(?:right|ok|okay|so|iawn|well|yeah)[,.!]?\s+)*(?:that'?s|thats|it'?s|its) (?:settled|decided|final|it)(?:[,.!:;]+\s*|\s+)(.+)$|\bbut (?:i'?ve|ive|we'?ve|weve|i have|we have) decided[,:;]?\s+(.+)$/;

function sealedThenCourse(plain: string): boolean {
  const sealed = SEALED_FIRST.exec(plain);
  const course = sealed ? (sealed[1] ?? sealed[2]) : '';
  // "ok thats it, im going to bed": the day ended, no course taken.
  if (
    !course ||
    NOT_A_COURSE.test(course) ||
    /\?/.test(course) ||
    /\b(?:bed|sleep|home|done for|for (?:today|the day|tonight|now))\b/.test(course)
  )
    return false;
  return (
    plainDecision(course) ||
    /^no (?!(?:idea|worries|problem|way|clue)\b)[a-z]+/.test(course) ||
    /\bfrom now on\b/.test(course) ||
    /^(?:we'?re|were|we are|i'?m|im|i am) (?:not )?[a-z]+ing\b/.test(course)
  );
}

const GERUND_FIRST = /^(?:raising|lowering|stopping|dropping|scrapping|closing|pausing|cutting|doubling|halving|ending)\s/;
/** "… from december", "… after xmas": a course that holds from a time on, not a thing done once then. */
const FROM_THEN_ON = /\b(?:from|after|starting|going forward|from now on|as of)\b/;

const DECISION_OPENER = /^(?:(?:ok|okay|right|so|alright|well|yeah)[,.!]?\s+)+(?=\S)/i;

const DECISION_LABEL_SAID =
  /^(?:(?:ok|okay|right|so|finally)[,.]?\s+)*(?:final|finali[sz]ed|decided|decision(?: made)?|done deciding|settled|verdict|final answer|i decide(?: finally)?)\s*[:\-–—,]\s*/i;

/** "what's a fair rate for a half day?": a question about a figure, which no list or agenda answers. */
const ASKS_A_FIGURE =
  /^(?:what'?s|whats|what is|what would be|how much(?: is| should i| do i| would)?)\b.*\b(?:rate|rates|price|prices|pricing|fee|fees|charge|cost|costs|quote|budget|salary|wage|markup|margin|deposit)\b/;

export function figureAsked(plain: string, text: string): Intent | null {
  return /\?\s*$/.test(text) && ASKS_A_FIGURE.test(plain) ? { kind: 'question', text: text.trim() } : null;
}

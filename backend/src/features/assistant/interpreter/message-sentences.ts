import { shapeOf, VERB, tag, type Tagged } from './message-tagger';
import { isTaskVerb } from './message-words';

/**
 * Telling a statement from a task by the shape of the sentence, with compromise's part-of-speech
 * tags: "the office is closed on monday", "Tom starts on monday", "just landed" say how things are;
 * "dentist monday", "board meeting prep" and "call Tom" are things to do. Only asked of text that
 * does not open with a verb of doing, so most tasks never reach the tagger.
 */
const STATEMENT_SHAPES = [
  // A subject and a form of "to be": "the printer is broken", "the invoice was paid".
  '#Copula',
  // A subject and a verb in the past: "Sarah said …", "the meeting moved to 3", "just landed".
  '^(#Determiner|#Possessive|#Pronoun|#ProperNoun|#Noun|#Adverb)+ #PastTense',
  '^#PastTense',
  '(#Noun|#ProperNoun) #PastTense',
  '(#Noun|#ProperNoun|#Pronoun) (got|gets|has|have|had|was|were) #PastTense',
  // Someone doing something now: "Tom starts on monday", "we hit 100 customers".
  '^(#Person|#Pronoun) #PresentTense',
  '^(#Determiner|#Possessive) #Noun+ #PresentTense',
  // A thing doing something, with no determiner: "school breaks up friday", "payroll goes out monday".
  '^#Noun+ #PresentTense #Particle',
  '^(#Determiner|#Possessive) #Adjective+ #Noun+ #PresentTense',
  // Something that happened to a plan: "the board meeting got moved to the 3rd", "lunch got cancelled".
  '#Auxiliary #PastTense',
].map(shapeOf);
/**
 * Verbs that say when something happens rather than ask for anything, which the tagger often takes
 * for nouns ("my flight lands at 6", "the new site goes live monday", "the offer expires friday").
 */
const HAPPENS =
  /\b(?:falls|goes live|go live|kicks off|lands|arrives|starts|begins|ends|opens|closes|launches|expires|happens|comes out|is due|are due|gets moved|got moved|got pushed|got cancell?ed|got postponed|was moved|was pushed|was cancell?ed|has been moved|is cancell?ed)\b/i;
/** "mock exams start monday", "the kids break up friday": things in the plural, and when they happen. */
/** "site walk before the subbies start": said after "before" or "when", the happening only says when the job is. */
const THEY_HAPPEN =
  /(?<!\b(?:before|after|when|until|till|once|while|as soon as)\s+(?:the\s+|my\s+|our\s+|all\s+)?)\b[a-z]{3,}s (?:start|begin|end|finish|open|close|break up|kick off|arrive|land|go live|resume|restart)\b/i;
/** "feel like pizza tonight": how someone feels, even with a time in it, is said, not asked. */
const FELT = /^(?:i\s+)?(?:feel|feeling|felt)\b/i;
/**
 * A number or a routine said as it is: "the rent went up 5%", "costs doubled", "the payroll runs
 * on fridays", "the insurance renews in march". Said of a thing, never asked of anyone.
 */
const HOW_IT_GOES =
  /\b(?:went (?:up|down)|gone (?:up|down)|goes (?:up|down)|rose|risen|fell|fallen|doubled|tripled|halved|jumped|spiked|crept up|shot up|increased|decreased|runs|renews|resets|goes out|gets paid|get paid|is paid|are paid|falls due|comes round|comes around)\b/i;

/**
 * "flying to NYC on sunday", "heading home", "launching on tuesday!": where someone is going or what
 * is under way, said with an -ing. Nouns that end so ("meeting", "shopping") are things to do.
 */
const UNDER_WAY =
  /^(?!(?:meeting|wedding|briefing|training|christening|screening|viewing|fitting|hearing|booking|morning|evening|building|painting|shopping|cleaning|washing|ironing|reading|writing|spring|something|nothing|everything|thing)\b)[a-z]+ing(?:[\s!.,]*$|\s+(?:to|into|from|back|home|out|off|away|over|up|down|in|on|at|about|of|after|since|because|cos)\b)/i;

/**
 * "my flight's at 7", "the launch's on the 3rd": a thing and where it stands, with "is" cut to "'s";
 * the tagger reads the "'s" as owning ("my mum's birthday" is a thing to remember).
 */
const IS_CUT_SHORT =
  /^(?:my|our|the|his|her|their|your)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+'s\s*(?:$|(?:at|on|in|at about|around|from|until|till|due|booked|moved|cancell?ed|tomorrow|today|tonight)\b)/iu;

const SUBJECT_IS = /^(?:[\p{L}'-]+\s+){1,5}(?:is|are|was|were|isn'?t|aren'?t|wasn'?t|weren'?t)\s+\S/iu;

/** Verbs whose object is itself a clause: "check the van is booked", "make sure the door is locked". */
const ABOUT_A_CLAUSE =
  /^(?:check|make sure|ensure|confirm|see|find out|ask|tell|remember|let|verify|double[ -]check|note|say|write|email|text|message|remind)\b/i;
/** "pay day for my clients is the 25th": a noun phrase and "is", whatever word the phrase opens with. */
const NOUN_PHRASE_IS = /^(?:[\p{L}'-]+ ){1,5}(?:is|are|was|were)\s+(?:the|on|usually|always|every|due|at|in|a|an|\d)/iu;

/** "Elena will send the contract over", "Sam's going to sort the paperwork": what someone else will do. */
const SOMEONE_WILL =
  /^(?!(?:i|we|you|u|please|pls)\b)[\p{L}'-]+(?: [\p{L}'-]+)? (?:will|'ll|is going to|are going to|'s going to|is gonna|'s gonna|are gonna|won'?t|can'?t|is meant to|is supposed to)\s/iu;

/** "Our Series A lead wants a call next week", "the landlord asked for the keys": what someone else wants or said. */
const SOMEONE_WANTS =
  /^(?:our|my|his|her|their|the)\s(?:[\p{L}\p{N}'-]+\s){0,4}(?:wants|asked|asks|is asking|was asking|would like|'d like|said|says|called|rang|emailed|texted|messaged|invited|mentioned|suggested)\b/iu;

/** "Bloom & Co want to extend the contract to March": a business or person named, and what they want. */
const NAMED_WANTS =
  /^(?:\p{Lu}[\p{L}&'.-]*\s+){1,4}(?:&\s+\p{Lu}[\p{L}'.-]*\s+)?(?:(?:want|wants|wanted|would like|said|says)\s+(?:to|the|a|an|if)|(?:asked|asks)\s+(?:for|if|about))\b/u;

export function someoneElseWill(text: string): boolean {
  return SOMEONE_WILL.test(text.trim()) || SOMEONE_WANTS.test(text.trim()) || NAMED_WANTS.test(text.trim());
}

/** Whether the words say what something is, even when they open with a word that can be a verb ("pay day … is"). */
export function saysWhatIs(text: string): boolean {
  const said = text.trim();
  return NOUN_PHRASE_IS.test(said) && !ABOUT_A_CLAUSE.test(said) && !/\b(?:that|which|who|what|if|when|whether)\b/i.test(said);
}

export function readsAsStatement(text: string): boolean {
  const first = text.trim().split(/\s+/)[0] ?? '';
  if (saysWhatIs(text)) return true;
  if (isTaskVerb(first)) return false;
  if (
    HAPPENS.test(text) ||
    THEY_HAPPEN.test(text) ||
    HOW_IT_GOES.test(text) ||
    FELT.test(text.trim()) ||
    UNDER_WAY.test(text.trim()) ||
    IS_CUT_SHORT.test(text.trim())
  )
    return true;
  // "Sarah from the bakery is off sick": a subject then a form of "to be", which the tagger may read
  // as part of a phrasal verb.
  if (SUBJECT_IS.test(text.trim())) return true;
  const doc = tag(text);
  return STATEMENT_SHAPES.some((shape) => doc.has(shape)) || saidOfSomeone(doc);
}

/**
 * "mum turns 70", "flat 3 tenant moves out", "the gallery opens": someone or something doing a thing,
 * with the verb in its "-s" form after the one it is said of. "The van needs tyres" is still a job.
 */
const COMES_AND_GOES =
  /^(?:moves|flies|leaves|arrives|lands|starts|finishes|ends|opens|closes|goes|comes|returns|retires|joins|quits|turns|heads|travels|relocates|launches|expires|begins|graduates|visits|drops|steps)$/;
const NOT_SAID_OF = /^(?:needs|wants|is|has|was|does|this|its|his|hers|yes|plus|less|bus|gas|us|process|thanks|minus|bonus|status)$/;

/** "the van needs tyres", "flat 3 tenant moves out": a thing, then a verb in its "-s" form, caught as group 0. */
const SAID_OF_A_THING = shapeOf(
  '^(#Adjective|#Value|#Noun|#Determiner|#Possessive)+ (#Preposition (#Determiner|#Possessive)? (#Adjective|#Noun)+)? [#PresentTense]',
);

const A_THING = shapeOf('(#Noun|#Adjective)');

export function saidOfSomeone(said: Tagged | string): boolean {
  // Only words with an "-s" word after the first can say what someone does; most never reach the tagger.
  if (typeof said === 'string' && !/\s[\p{L}'-]{2,}s\b/iu.test(said)) return false;
  const doc = typeof said === 'string' ? tag(said) : said;
  const verb = doc.match(SAID_OF_A_THING, 0).text('normal');
  if (/^[a-z]+s$/.test(verb) && !NOT_SAID_OF.test(verb)) return true;
  // The tagger may take "moves" or "flies" after a noun for a plural: a verb of coming and going,
  // said of the noun before it and followed by where or when, tells of it ("the room moves to …").
  const words = doc.text('normal').split(/\s+/);
  const at = words.findIndex((word, index) => index > 0 && index <= 5 && COMES_AND_GOES.test(word));
  if (at < 0 || at === words.length - 1 || !/^(?:to|out|off|in|into|on|back|up|from|at|for|away|home|over|\d+)$/.test(words[at + 1]))
    return false;
  const before = tag(words.slice(0, at).join(' '));
  // "new stout goes on tap": the tagger may take a thing's name for a describing word.
  return !isTaskVerb(words[0]) && !tag(words[0]).has(VERB) && before.has(A_THING) && !/^(?:the|a|an|my|our|some)$/.test(words[at - 1]);
}

/**
 * Words that name a job without a verb of doing ("dentist", "team call", "lunch with Priya", "prune
 * the apple trees") open with a noun, a number or a verb; words that open with someone doing
 * something ("we'll drop the class"), a joining word ("and a half please") or an adverb ("probably
 * the 3rd") are a remark or a fragment, which no task is made of without a yes.
 */
const ONLY_A_NAME = shapeOf('^#Person+$');
const ONLY_AN_ADJECTIVE = shapeOf('^#Adjective$');
const NO_JOB_OPENING = shapeOf('(#Pronoun|#Conjunction|#Adverb|#Negative|#Modal|#Auxiliary|#QuestionWord|#Preposition)');
const POSSESSIVE = shapeOf('#Possessive');
const MAKES_A_SENTENCE = shapeOf('(#Modal|#Auxiliary|#Copula|#PastTense)');

export function namesAJob(title: string): boolean {
  const terms = tag(title).terms();
  const first = terms.first();
  if (first.has(NO_JOB_OPENING) && !first.has(POSSESSIVE)) return false;
  const opening = first.text('normal');
  // "no to the market stall", "raining sideways on site": an answer or a happening, not a job's name.
  if (/^(?:no|yes|nope|yeah|yep|nah)$/.test(opening) || (/^[a-z]{3,}ing$/.test(opening) && !NOUN_ING.test(opening))) return false;
  // "Priya has the brief", "that should say 7pm": a verb said of the words before it makes a sentence.
  return !terms.slice(1).has(MAKES_A_SENTENCE);
}

/**
 * A job only pointed at: "do the usual", "set something for later", "do that thing I mentioned".
 * "order stuff for the office" and "buy something for Jo" say what it is for, so they are jobs.
 */
const POINTED_AT_ONLY =
  /^\S+(?: up| out)? (?:(?:the|that|this|some) (?:usual|thing|stuff)(?: (?:(?:i|we|you|he|she|they)|\S+ (?:said|suggested|mentioned|sent|wanted|asked about))\b.*| (?:for|with) \S+)?|something(?: for (?:later|now|today|tonight|tomorrow))?|whatever)$/i;

/**
 * "Kirsty 4pm", "the Patel thing friday", "something about the bank tomorrow": a name alone, or a
 * thing named only as a thing, says when but not what is to be done. Such a task is offered, made
 * only on a yes.
 */
export function onlyPointsAt(title: string): boolean {
  if (/^(?:the |that |this |a )?(?:[\p{L}'-]+ ){0,2}(?:thing|stuff|bits?)$|^something\b/iu.test(title.trim())) return true;
  // "the roofer friday at 3": someone who comes to do a job, not the job; whether to add it is asked.
  if (/^the [a-z]{3,}(?:er|or|ian)s?$/i.test(title.trim()) && !NOT_SOMEONE.test(title.trim())) return true;
  const words = title.trim().split(/\s+/);
  if (isTaskVerb(words[0])) return false;
  // "raising my hourly to 180": what someone is doing, told; a job is said with its verb, not "-ing".
  if (
    /^[a-z]{3,}ing$/i.test(words[0]) &&
    /^(?:my|our|the|a|an|his|her|their|some|up|out|off|back|in|on|to|for)$/i.test(words[1] ?? '') &&
    !NOUN_ING.test(words[0])
  )
    return true;
  const doc = tag(title);
  // A name the tagger does not know ("Kirsty") comes out as a lone adjective: no job is one word of that.
  return (words.length <= 2 && doc.has(ONLY_A_NAME) && !doc.has(VERB)) || (words.length === 1 && doc.has(ONLY_AN_ADJECTIVE));
}

const NOT_SOMEONE =
  /(?:order|paper|letter|number|dinner|meter|charger|folder|poster|banner|trailer|freezer|printer|computer|register|calendar|newsletter|transfer|corner|border|counter|matter|quarter|timer|layer|water|power|sticker|flyer|cover|filter|mirror|door|floor|tractor|generator|radiator|monitor|motor|shower|heater|boiler|cooler|container|planner|binder|marker|voucher|voucher|invoice)s?$/i;
const NOUN_ING =
  /^(?:meeting|wedding|briefing|training|christening|screening|viewing|fitting|hearing|booking|morning|evening|building|painting|shopping|cleaning|washing|ironing|reading|writing|spring|something|nothing|everything|thing|planning|filing|invoicing|banking|recording|mailing|catering|parking|landing|launching|tasting|offering|listing|posting|housing|marketing|accounting|staffing|fundraising|thanksgiving|ceiling|sibling|pudding|stuffing|icing|lighting|flooring|roofing|plumbing|wiring|decking|fencing|siding|bedding|clothing|packaging|funding|coaching|hosting|pricing|billing|catering|signing|opening|closing|offering|recording|engraving|framing|printing|tiling|plastering|scaffolding)$/i;

/** "about the stuff", "the thing", "something": words that point at no task in particular. */
export function pointsVaguely(words: string): boolean {
  return /^(?:(?:about|re|on|for|with)\s+)?(?:the|that|this|some|my)?\s*(?:thing|things|stuff|usual|something|whatever)$/i.test(
    words.trim(),
  );
}
/** Someone named inside the words, doing or saying something: "do that thing I mentioned", "it's too good". */
const SOMEONE_INSIDE = /\s(?:i|we|they|he|she|it's|i'm|we're|they're|you)\b/i;
/** "tell Sarah I'm in London", "ask Jo if we're on": what is to be said may speak of anyone. */
const SAYING =
  /^(?:tell|ask|let|remind|text|email|e-mail|message|msg|warn|inform|check with|confirm with|write to|whatsapp|call|ring|phone)\b/i;

/**
 * Whether the words read as more than one job: a second clause ("offload some stuff, what goes"),
 * a job only pointed at ("do the usual") or someone speaking inside it ("do that thing I
 * mentioned"). Such words are asked about before anything is made.
 */
export function loosely(title: string): boolean {
  // "have a think about the Leeds stuff": a job whose object is only "stuff" or "things" is not yet a job.
  if (
    /,|;|(?<!\d):|\?/.test(title) ||
    / (?:stuff|things|bits)$/i.test(title.trim()) ||
    POINTED_AT_ONLY.test(title) ||
    (SOMEONE_INSIDE.test(title) && !SAYING.test(title))
  )
    return true;
  return false;
}

/**
 * "why did you text me twice?", "how come you remind me at 6?": a question about daily itself, which
 * words of a request inside it ("remind me") do not make a request.
 */
const ABOUT_DAILY =
  /^(?:(?:why|how come|how|when|what) (?:did|do|does|are|were|have|has|would|is|was)(?:n'?t)? (?:you|u|daily)|(?:why|how come|how|when|what) (?:will|won'?t) (?:you|u|daily)|how come (?:you|u|daily))\b/;

export function asksAboutDaily(plain: string, text: string): boolean {
  return ABOUT_DAILY.test(plain) && /\?\s*$/.test(text);
}

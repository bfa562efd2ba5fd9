import { VERB, tag } from './message-tagger';
import type { Intent, InterpretContext, NewTask } from './intent';
import { loosely, namesAJob } from './message-sentences';
import { hasTaskPrefix, readsAsAction, verbWithObject } from './task-title';
import { AN_HOUR, isTaskVerb } from './message-words';
import { LEADING_TIME } from './message-clauses';
import { AWAY } from './message-local-englishes';

/**
 * What makes a message unsure, and the words a voice note or a quick text carries that are nobody's
 * task. Unsure is said, not guessed: "call mum at 3 or 4" asks which, it does not pick one.
 */
const TIME_WORD = String.raw`(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|ish)?|(?:the )?\d{1,2}(?:st|nd|rd|th)|today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|thur|thurs|fri|sat|sun|morning|afternoon|evening|(?:this|next) (?:week|month|year))`;
/** The second of two times may leave out what it shares with the first: "this month or next". */
const TWO_TIMES = new RegExp(
  String.raw`(?:^|\s)(?:at |on |for )?${TIME_WORD}\s+or\s+(?:at |on |for |maybe |perhaps |was it |is it |did i say )?(?:${TIME_WORD}|next)(?=\s|$)`,
);

/** "friday or monday", "at 2 or 3", "the 8th or 9th": two times offered where one is needed. */
export function twoTimes(plain: string): boolean {
  return TWO_TIMES.test(plain);
}
const SHORT_MONTHS: Record<string, number> = { feb: 29, apr: 30, jun: 30, sep: 30, nov: 30 };
const IMPOSSIBLE_DAY =
  /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(feb|apr|jun|sep|nov)[a-z]*\b|\b(feb|apr|jun|sep|nov)[a-z]*\s+(\d{1,2})(?:st|nd|rd|th)?\b/;
const IMPOSSIBLE_HOUR = /\b(?:at\s+)?(?:2[4-9]|[3-9]\d):[0-5]\d\b/;
/** A request with nothing in it: "remind me", "add a task". */
const EMPTY_REQUEST = /^(?:please )?(?:remind me|add(?: a)? (?:task|reminder)|set a reminder|new task|add|todo)$/;

function impossibleDate(plain: string): boolean {
  const match = IMPOSSIBLE_DAY.exec(plain);
  if (!match) return false;
  const day = Number(match[1] ?? match[4]);
  const month = (match[2] ?? match[3]).slice(0, 3);
  return day > SHORT_MONTHS[month];
}

/** A job mused about rather than asked for: "was thinking maybe redo the website sometime", "ought to look at the insurance". */
const MUSING =
  /^(?:(?:i )?was thinking(?: of| about)?|thinking of|dunno|idk|perhaps|maybe|might|i might|(?:i )?might do|(?:i )?could do|possibly|(?:i'?m )?thinking|ought to|i ought to|(?:i )?should probably|probably should)(?: (?:maybe|perhaps|probably|like|just|to))* (?!(?:be|not|so|i|it|that|this|he|she|they|we|you)\b)([a-z'-]+) \S/;
/** A job half remembered: "something to do with the landlord, forgot what". */
const HALF_REMEMBERED =
  /\b(?:forgot what|can'?t remember what|can'?t recall what|something (?:to do with|about) .+ (?:forgot|can'?t remember|no idea))\b/;

/** "maybe the optician sometime": a thing named with a doubt and no verb, offered rather than asked for. */
const HEDGED_THING =
  /^(?:(?:idk|dunno|not sure|hmm+) (?:maybe|perhaps|possibly) (?:the|a|an|my|our|that|some) [\p{L}\p{N}' -]+$|(?:maybe|perhaps|possibly|probably) (?:the|a|an|my|our|that|some) [\p{L}\p{N}' -]+ (?:at some (?:point|stage)|some ?time(?: soon)?|soonish|one of these days|eventually|when i (?:can|get a chance)))$/u;
/** "the business with the landlord": a job pointed at without saying what it is. */
const THING_WITH = /^(?:the|that|this) (?:thing|stuff|bit|business|matter) (?:with|about|for|re|from) /;
/** "10ish 11": two bare hours one after the other, each offered. */
const BARE_TIMES = /^(?:at )?\d{1,2}(?::\d{2})?(?:am|pm|ish)? (?:or )?(?:maybe )?\d{1,2}(?::\d{2})?(?:am|pm|ish)?$/;

/** The words that hedge a job mused about, ahead of the job itself: "was thinking maybe", "idk perhaps". */
const HEDGING_OPENING =
  /^(?:(?:(?:i )?was thinking(?: of| about)?|thinking of|dunno|idk|not sure|hmm+|perhaps|maybe|might|i might|(?:i )?might do|(?:i )?could do|possibly|probably|(?:i'?m )?thinking|ought to|i ought to|(?:i )?should probably|probably should)(?:[ ,]+|$))+(?:(?:like|just|to) )*/i;

/** "was thinking maybe redo the website sometime": the job, without the words that hedge it. */
export function withoutHedging(text: string): string {
  return text.trim().replace(HEDGING_OPENING, '');
}

/** A doubt said after the job: "call the supplier, will see", "the 20th but don't hold me to it". */
const HEDGING_CLOSE =
  /[\s,.;-]*\b(?:(?:but |or )?(?:idk|dunno|not sure|(?:we|i)?'?ll see|will see|will confirm|might not|or not|(?:don'?t|do not) hold me to (?:it|that)|whatever'?s (?:quicker|easier))|maybe|perhaps|probably|possibly|soonish)[?.!]*$/i;
const DOUBT_LEFT = /\?|\b(?:or|maybe|perhaps|probably|possibly|might|idk|dunno|not sure|see)\b/i;

/**
 * A task offered with "Shall I add it?" is added as offered on a yes, so it must read as a job on
 * its own: the doubting words are taken off, and what is left must say what to do and keep no doubt.
 */
export function offerable(task: NewTask): NewTask | null {
  // "call my accountant at some point about the franchise tax": "at some point" is no part of the job.
  let title = withoutHedging(task.title).replace(/\s+at some (?:point|stage)\b/gi, '');
  for (let pass = 0; pass < 3; pass++) title = title.replace(HEDGING_CLOSE, '').trim();
  if (!/[\p{L}\p{N}]/u.test(title) || DOUBT_LEFT.test(title) || title.split(/\s+/).length > 12) return null;
  // "redoing the shop sign": a job told of with "-ing" is no job's name, but may be offered as one.
  const toldOf = /^\p{L}{3,}ing\s+\S/iu.test(title);
  if ((!readsAsAction(title) && !namesAJob(title) && !toldOf) || loosely(title)) return null;
  return { ...task, title: title.charAt(0).toUpperCase() + title.slice(1) };
}

/** "is the candle fair on the 5th or the 6th", "when's the amex due, this week or next": asked of daily, not two times for a task. */
const ASKED_WHICH = /^(?:is|are|was|were|does|did|do|when'?s?|when is|what day|which day|what time)\b/;

export function unclearIn(plain: string, _context: InterpretContext): Intent | null {
  if ((TWO_TIMES.test(plain) || BARE_TIMES.test(plain)) && !ASKED_WHICH.test(plain))
    return { kind: 'unclear', understood: plain, question: 'Which time do you mean?' };
  if (HEDGED_THING.test(plain)) return { kind: 'unclear', understood: plain, question: 'Shall I add it?' };
  if (THING_WITH.test(plain)) return { kind: 'unclear', understood: plain, question: 'What needs doing?' };
  if (impossibleDate(plain) || IMPOSSIBLE_HOUR.test(plain))
    return { kind: 'unclear', understood: plain, question: "That date or time doesn't exist. When do you mean?" };
  if (EMPTY_REQUEST.test(plain)) return { kind: 'unclear', understood: 'a reminder', question: 'What should I remind you about?' };
  if (HALF_REMEMBERED.test(plain)) return { kind: 'unclear', understood: plain, question: 'What was it about?' };
  const musing = MUSING.exec(plain);
  if (musing && (isTaskVerb(musing[1]) || tag(musing[1]).has(VERB)))
    return { kind: 'unclear', understood: plain, question: 'Shall I add it?' };
  return null;
}

/**
 * Words that leave a doubt on a new task, said anywhere in it: "email Sam or Jo, don't mind",
 * "might sort the pension", "ought to look at the insurance", "perhaps call the accountant, we'll
 * see". A task said so is offered back, not saved.
 */
export const HEDGED_TASK =
  /(?:^|[^\p{L}'])(?:maybe|mayb|perhaps|possibly|probably|not sure|unsure|dunno|idk|no idea|might|ought to|(?:sort of|kind of|kinda) (?:need|want|have|got|should)|(?:mon|tues|wednes|thurs|fri|satur|sun)day-?ish|tomorrow-?ish|weekend-?ish|we'?ll see|don'?t mind|whatever (?:works|suits)|either (?:way|one|is fine|works|is good)|can'?t (?:recall|remember)|forgot what|or whenever|or whatever|whenever (?:works|suits))(?![\p{L}'])|,\s*either[.!]*$|\bor not[?.!]*$/iu;

/** "book the thing", "do the stuff": a task that names nothing. */
const VAGUE_ENDING = /^\S+ (?:the |that |this |some )?(?:thing|stuff|things|it|that)$|\s(?:my|the|a|an|our|your|with|of)$/;
/** A verb, "it", and only which way and how far: "bring it forward a week", "push that back 2 days". */
const ONLY_WHICH_WAY =
  /^\S+ (?:it|that|this|them)(?: (?:forward|back|earlier|later|sooner|out|along|a|an|one|two|three|few|couple|of|\d+|days?|weeks?|hours?|mins?|minutes?))+$/;
/** Words that name no one and nothing: "someone", "that thing", "stuff". */
const NAMES_NO_ONE = new Set(
  'someone somebody something somewhere stuff thing things it that this the a an some about with to for re of on out up them him her'.split(
    ' ',
  ),
);
/** Verbs that need someone or something to act on: "email", "sort" alone say nothing to do. */
const PARTICLE_ONLY =
  /^(?:pick up|drop off|send off|sort out|fill in|hand in|call back|ring back|phone back|text back|pay back|chase up|follow up)$/;
const NEEDS_AN_OBJECT = new Set(
  'email e-mail call ring phone text message whatsapp send sort book buy pay chase order fix check review update reply write schedule arrange organise organize finish submit file renew contact ping cancel confirm invite return post move change edit draft deposit transfer sign scan upload download attach share register'.split(
    ' ',
  ),
);

/**
 * "change #3 to …", "make the title …", "call the task …": words about a task's own name or place
 * in the list. Whatever the rules made of them, they change a task, so they never become one.
 */
const ABOUT_A_TASK =
  /^(?:change|make|set|call|fix|rename|retitle|relabel|update|edit|switch)\s+(?:the\s+|this\s+|that\s+|its\s+|it\s+)?(?:task|title|name|item\s*\d+|#\s*\d+|no\.?\s*\d+|number\s+\d+)\b/i;
/** "call it weekly payroll", "name it Q4 close": a new name for a task, which names no job of its own. */
const NAME_FOR_IT = /^(?:call|name|title|label)\s+(?:it|that|this|that one|this one)\s+(?!(?:a day|a night|quits|even|done)\b)\S/i;
/** "that client from tuesday": someone or something pointed back at, with nothing to do with them. */
const THAT_ONE_NAMED = /^(?:that|those)\s+[\p{L}'-]+$/iu;
/** "any time before noon": once the time is out, only a word for when is left. */
const NO_JOB_NAMED = /^(?:any ?time|some ?time|whenever|any day|some day|someday|no time|all day)$/;
/** A title that only points back at something: "that one", "the usual time", "same again". */
const POINTER_TITLE =
  /^(?:(?:that|this|the other|the same|same) (?:one|ones|thing|again|time|as before|as usual)|the usual(?: one| thing| time| place| slot)?|same again|as usual|you know(?: the one| what i mean)?)[.!?]*$/;
/** "or the day after, whatever": what is left of a choice between two, asked about, never picked. */
const LEFT_OF_A_CHOICE = /^(?:or|either)\b/i;

/**
 * The question a task leaves open when it names nothing to act on: a verb alone ("email"), or only
 * words that name no one ("email somebody about that thing", "call someone"); null when it names
 * something.
 */
/** "tell Lucia", "ask Dev": who is to hear it, but not what; asked to be reminded of it, the person knows what. */
export function unsaidMessage(title: string): string | null {
  const words = title.toLowerCase().split(/\s+/);
  if (words.length !== 2 || !/^(?:tell|ask|inform|warn)$/.test(words[0]) || /^(?:them|him|her|it|that|this|me|us)$/.test(words[1]))
    return null;
  return `What should I remind you to ${words[0]} them?`;
}

export function vagueTask(title: string): string | null {
  // "check ✔": a mark beside the words names nothing more.
  const words = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // "that one tomorrow at 5", "same again next week": once the time is out, nothing is named.
  if (POINTER_TITLE.test(title.toLowerCase())) return 'Which one do you mean?';
  if (ABOUT_A_TASK.test(title) || NAME_FOR_IT.test(title)) return 'Which task do you mean, and what should it say?';
  if (THAT_ONE_NAMED.test(title)) return 'Which one do you mean?';
  // "re: Thurs": once the day is out, only the word that would have said what about.
  if (NO_JOB_NAMED.test(words.join(' ')) || /^(?:re|about|regarding|from|with|for)$/.test(words.join(' ')))
    return 'What should I remind you about?';
  if (LEFT_OF_A_CHOICE.test(title)) return 'Which one do you mean?';
  if (words.length === 1 && NEEDS_AN_OBJECT.has(words[0])) return 'Who or what is it about?';
  // "pick up 5:45", "drop off": a verb and its particle, with the thing left unsaid.
  if (words.length === 2 && PARTICLE_ONLY.test(words.join(' '))) return 'Who or what is it about?';
  // "call them", "email him back": a job whose who is only pointed at.
  if (
    words.length <= 3 &&
    NEEDS_AN_OBJECT.has(words[0]) &&
    /^(?:them|him|her|it|that|this|those|these)(?: back| again)?$/.test(words.slice(1).join(' '))
  )
    return 'Who do you mean?';
  if (VAGUE_ENDING.test(title)) return 'Which one do you mean?';
  // "bring it forward a week" with no task in view: only which way "it" goes is said.
  if (ONLY_WHICH_WAY.test(words.join(' '))) return 'Which task do you mean?';
  if (
    words.length > 1 &&
    words.slice(1).every((word) => NAMES_NO_ONE.has(word)) &&
    words.slice(1).some((word) => /^some|^thing|^stuff/.test(word))
  )
    return 'Who or what is it about?';
  return null;
}

/** Filler a person speaks or types around the asks: "ok so um", "yeah", "lol", "like,", "i guess". */
const ANYWHERE = /(?<![\p{L}'])(?:u+m+|u+h+|e+r+m+|e+h+m+|e+r+|hmm+|lol|lmao|haha+|tbh|i guess|you know|yeah|yep|yup)(?![\p{L}'])[,.]?/giu;
/** "…, and oh and pay rent", "oh also": a remembered afterthought, which only joins two asks. */
const AFTERTHOUGHT = /(?:,\s*)?(?:\band\s+)?(?<![\p{L}'])oh(?:,|\s)+(?:and\s+|also\s+|yeah\s+)?(?=\p{L})/giu;
const CLAUSE_OPENING =
  /(^|[\n;,.!]\s*|\s(?:and|then|also|plus)\s+)(?:(?:ok(?:ay)?|so+|right|yeah|yep|like|basically|(?:honestly|literally)(?=\s+i\s+just\s+(?:need|have|gotta|got)\b)|well|alright|hey|now|ugh+|urgh+|argh+|quick one|(?:long |quick )?(?:voice note|voice memo|brain ?dump|ramble)(?: (?:incoming|coming|inbound))?|the thing is|anyway|dunno|idk|maybe|perhaps)(?:[,.!]|\s)+|(?:listen|look|hiya|hi|hey there|sorry|(?:a )?bit of a ramble(?: sorry)?|ramble incoming|e+h+)[,.!]+\s*)+/giu;

/**
 * "like" said as filler: between commas ("remind me to, like, chase …"), or between a word that
 * leads on and what it leads to ("need to like call", "at like 10", "remind me like every tuesday").
 */
const FILLER_LIKE =
  /,\s*like\s*,|\b(to|at|around|for|by|and|then|remind me|(?:can|could|would|will) (?:you|u)(?= like (?:remind|ping|nudge|text|message|push|move|snooze|bump|add|put)\b))\s+like\b(?!\s+(?:this|that|it|a|an|the)\b)/gi;
/** A comma a spoken pause left after a word that cannot end a clause: "remind me to, um, send …". */
const PAUSE_AFTER = /\b(to|and|the|a|my|need to|got to|have to)\s*,\s*/gi;
/** "…, that's it", "…, that's all": a voice note's ending. */
const SIGN_OFF = /[,.;]?\s*(?:that'?s it|that'?s all|that'?s everything)[.!]*\s*$/i;

export function withoutFillers(text: string): string {
  return (
    text
      .replace(AFTERTHOUGHT, ', ')
      .replace(ANYWHERE, ' ')
      // Between commas the pause stays: "book the minibus, like, email the league" is two asks.
      .replace(FILLER_LIKE, (match: string, word: string | undefined, offset: number, whole: string) => {
        if (word) return `${word} `;
        // "book a table, like, for 6" is one ask; only a verb after it makes "like" the pause between two.
        const next =
          whole
            .slice(offset + match.length)
            .trim()
            .split(/\s+/)[0] ?? '';
        return isTaskVerb(next.toLowerCase()) ? ', ' : ' ';
      })
      .replace(/\s+,/g, ',')
      .replace(PAUSE_AFTER, '$1 ')
      .replace(SIGN_OFF, '')
      .replace(/[^\S\n]+/g, ' ')
      .trim()
      .replace(CLAUSE_OPENING, '$1')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/\s+([,.!?])/g, '$1')
      .replace(/^[\s,.]+/, '')
      .trim()
  );
}

/**
 * Words a time leaves behind that belong to it: "call Sam 9 tomorrow", "thursday 8h gmt", "tonight
 * @ 3:20", "3 oclock am". The time was read only in part, so the task is asked about, not saved with
 * a time nobody said.
 */
const LEFT_AFTER_A_TIME =
  /^\s*,?\s*(?:(?:mon|tues?|wed|thu|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?\b\.?(?=\s*(?:$|[,.!?;]))|a\.?\s?m\b\.?|p\.?\s?m\b\.?|o'?\s?clock\b|ish\b|hence\b|after\s+next\b|(?:19|20)\d\d\b|@|\d{1,2}h\d{0,2}\b|\d{1,2}(?::\d{2})?\s*(?:am|pm|ish)?(?=\s*(?:$|[,.!?;])))/i;
const LEFT_BEFORE_A_TIME = /\b(?:day|week)\s+(?:after|before)\s*$/i;
/** "a quarter past" left before "3pm": minutes counted from a clock hour the time took alone. */
const MINUTES_BEFORE_A_CLOCK = /\b(?:half|quarter|twenty|ten|five|\d{1,2}(?:\s*min(?:ute)?s?)?)\s+(?:past|after|to|till|before)\s*$/i;
const STARTS_WITH_A_CLOCK = /^(?:at\s+)?(?:\d|noon|midday|midnight|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;
/** "call Sam 9 tomorrow": an hour said just before a bare day; "a table for 2 tomorrow" counts people. */
const HOUR_BEFORE_A_DAY =
  /(?<!\b(?:for|#|no\.?|number|invoice|order|room|flat|unit|item|task|page|step|chapter|version|gate|table)\s*)\b(?:[1-9]|1[0-2])(?::\d{2})?\s*$/i;
const BARE_DAY = /^(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

export function timeReadInPart(text: string, time: { index: number; text: string }): boolean {
  const before = text.slice(0, time.index);
  const after = text.slice(time.index + time.text.length);
  return (
    LEFT_AFTER_A_TIME.test(after) ||
    LEFT_BEFORE_A_TIME.test(before) ||
    (STARTS_WITH_A_CLOCK.test(time.text) && MINUTES_BEFORE_A_CLOCK.test(before)) ||
    (BARE_DAY.test(time.text) && HOUR_BEFORE_A_DAY.test(before))
  );
}

/**
 * Replies that lean on a conversation which is not there: "that one", "the usual", "you know the
 * one". With a question waiting they are answers (read before this); without one they point at
 * nothing, so daily asks.
 */
const POINTS_AT_NOTHING =
  /^(?:(?:that|this|the other|the first|the last|the second|the same|same) (?:one|ones|thing|again)|the usual|as usual|usual please|same as (?:always|usual|last time|before|ever)|the same(?: as (?:last time|before|usual|always))?|you know(?: (?:what i mean|the one|who i mean|what i'?m saying|what i'?m on about|the drill|the thing))?)$/;
/** "could be 2 could be 3", "maybe 5 maybe 6": two guesses, neither picked. */
const TWO_GUESSES =
  /^(?:(?:it )?(?:could|might|may) be|maybe|perhaps|possibly) [\w']+(?: [\w']+)? (?:or )?(?:(?:it )?(?:could|might|may) be|maybe|perhaps|possibly) [\w']+(?: [\w']+)?$/;
/** "sunday, or is that too late": a time offered, then doubted in the same breath. */
const OFFERED_THEN_DOUBTED =
  /^(?!(?:should|shall|do|does|can|could|would|will|is|are|whether)\b)(?:[\w']+ ){0,3}or (?:is|would|will|was|does|isn'?t|wouldn'?t) (?:that|it|this) (?:be |feel |seem |sound )?\S/;
/** "the caterer... or not": a thing named, then taken back, with no verb to weigh. */
const OR_NOT = /^(?!(?:should|shall|do|does|can|could|would|will|whether)\b)(?:[\w']+ ){1,4}or not$/;
const TRAILED_OFF = /\.{2,}|…/;
const OPENS_WITH_A_THING = /^(?:the|a|an|that|this|my|our|maybe|perhaps)\s/;

/** Words of doubt in a short reply: "i guess", "not sure", "probably". */
const DOUBT_WORDS = /\b(?:not sure|i guess|i think|i suppose|maybe|probably|perhaps|possibly|dunno|idk|hmm+|or so|no idea)\b/g;
/** Words that say when, roughly, and nothing else: "asap", "soonish", "whenever", "end of the week". */
const ROUGH_WHEN = new Set(
  'asap soon soonish whenever later sometime eventually today tonight tomorrow tmrw week weekend next this the end of a bit in at on by ish morning afternoon evening monday tuesday wednesday thursday friday saturday sunday month early late'.split(
    ' ',
  ),
);

function roughWhenDoubted(plain: string): boolean {
  const words = plain.split(' ');
  if (words.length > 7 || !DOUBT_WORDS.test(plain)) return false;
  DOUBT_WORDS.lastIndex = 0;
  const left = plain.replace(DOUBT_WORDS, ' ').trim().split(/\s+/).filter(Boolean);
  DOUBT_WORDS.lastIndex = 0;
  return left.length > 0 && left.every((word) => ROUGH_WHEN.has(word) || /^\d{1,2}(?:am|pm|ish)?$/.test(word));
}

/** A reply that cannot be acted on without the question it answers, asked about instead. */
export function unsureReplyIn(plain: string, text: string, context: InterpretContext): Intent | null {
  if (POINTS_AT_NOTHING.test(plain)) return { kind: 'unclear', understood: plain, question: 'Which one do you mean?' };
  if (TWO_GUESSES.test(plain) || OFFERED_THEN_DOUBTED.test(plain))
    return { kind: 'unclear', understood: plain, question: 'Which do you mean?' };
  if (OR_NOT.test(plain) && (TRAILED_OFF.test(text) || OPENS_WITH_A_THING.test(plain)))
    return { kind: 'unclear', understood: plain, question: 'Shall I go ahead?' };
  // With a task in view, "monday maybe" is a move of it, which the gate offers back as such.
  const inView = context.conversation?.current ?? context.conversation?.pending ?? null;
  if (inView === null && roughWhenDoubted(plain)) return { kind: 'unclear', understood: plain, question: 'When do you mean?' };
  return null;
}

/**
 * Words that only lead into what is said next: "btw", "oh and", "random but", "before I forget -",
 * "lol almost forgot,", "oh and one more,". English has few of them, and none asks for anything.
 */
const LEAD_IN =
  /^(?:(?:o+h+|o+o+h+|a+h+|and|also|plus|btw|by the way|lol|haha+|deadass|ngl|no cap|highkey|bet(?=[,!.])|yo+|random(?:ly)?(?: but| one| q)?|unrelated(?: but)?|separately|(?:a )?(?:separate|unrelated) (?:thing|q|question)|quick one|real quick|quick q|heads up|just so (?:you|u) know|fyi|side note|on another note|(?:ok |okay )?one more(?: thing)?|sorry to bother (?:you|u)(?: again)?(?: but)?|(?:while|before) i (?:think of it|remember|forget)|(?:i )?(?:almost|nearly) forgot(?: to say)?|speaking of which)(?:[\s,.!:;–—-]+|$))+/i;

/**
 * Where a remark hands over to what is asked: a sentence's end (not a question's: "pivot or keep
 * going? need to think it through" weighs the two), "anyway", "btw", "so", "but" and "and" before
 * an ask said outright ("… so remind me thursday at 5 to …"), or "so" before a job ("the oven man
 * is coming thursday so clean the oven tonight").
 */
const REMARK_END =
  /[.!]+\s+|,?\s+(?:anyway|anyways|btw|by the way)[,.!]?\s+|,?\s+(?:so|but|and)\s+(?=(?:(?:can|could|would|will) (?:you|u) |pls |please )?(?:remind me|set a reminder|don'?t let me forget|(?:i )?(?:still )?(?:(?:need|have|got|must) to|gotta|must))\b)|\s+so\s+(?=[a-z])/gi;
/** An ask said outright, whatever came before it. */
const ASKED_OUTRIGHT =
  /^(?:(?:can|could|would|will) (?:you|u) |pls |please |also |and )*(?:remind me|set a reminder|a reminder|don'?t let me forget|put down|add|stick|pop)\b/i;
/** "tmrw morning at 8 drop off the camera": the day and hour a job is said after. */
const TIME_FIRST = new RegExp(
  String.raw`^(?:(?:alright|ok|okay|so|right|then|and)\s+)*(?:tmrw\s+)?(?:${LEADING_TIME.source.slice(1)})?`,
  'i',
);
/** Parts of a remark, each of which could be a job of its own. */
const REMARK_PARTS = /\s*(?:[,;:.!?]+|\band\b|\bbut\b|\bso\b)\s*/i;

/**
 * "long day lol, anyway remind me at 7 to …", "that wasp nest job was grim. need to order more bee
 * suits by thursday": a remark that asks for no job, before the ask; the ask alone, or null.
 */
/** Where a remark's parts end, a clock's "8:30" and "9.15" kept whole. */
const PARTS_KEEPING_CLOCKS = /\s*(?:(?:(?<!\d)[,;:.!?]|[,;:.!?](?!\d))+|\band\b|\bbut\b|\bso\b)\s*/i;
/** "the 9am went sideways", "loved the deck in the 9am", "a no-show at 2": an hour already gone by. */
const TOLD_AS_PAST = /\b(?:went|was|were|had|did|got|\w{3,}ed|no-?show|cancell?ed)\b/i;

/** "doors open at 7", "the shop shuts at 5": what happens at an hour, told. */
const TOLD_AS_HAPPENING = /\b(?:opens?|closes?|shuts?|starts?|finish(?:es)?|ends?|arrives?|leaves?|lands?|is|are|'s)\b/i;

function askAfterRemark(text: string): string | null {
  for (const end of text.matchAll(REMARK_END)) {
    const rest = text
      .slice(end.index + end[0].length)
      .trim()
      .replace(/^(?:anyway|anyways|so|btw|but)[,]?\s+/i, '');
    if (!rest) return null;
    const asked = rest.replace(TIME_FIRST, '');
    // After "so" a job may be said with its verb alone: "… so clean the oven tonight". (After a
    // sentence's end the message is read as a ramble, its parts one by one.)
    const jobAfterSo =
      /^\s+so\s+$/i.test(end[0]) &&
      (readsAsAction(asked) || verbWithObject(asked)) &&
      !/^\S+ (?:me|us|it|that|this)\b/i.test(asked) &&
      // "so like an hour": a word that only hedges a time is no verb of a job.
      !/^(?:like|about|around|maybe|say|so)\b/i.test(asked);
    if (!ASKED_OUTRIGHT.test(asked) && !hasTaskPrefix(asked) && !jobAfterSo) continue;
    const head = text.slice(0, end.index);
    // A remark with a job of its own is an ask too: the message is read whole, as a ramble. Where
    // the person will be ("I'll be away till the 20th") is no job, whatever its verb.
    const jobs = head.split(REMARK_PARTS).map((part) => part.replace(TIME_FIRST, ''));
    if (!AWAY.test(head.trim()) && jobs.some((part) => hasTaskPrefix(part) || readsAsAction(part))) return null;
    // "scaff inspection at 8, then the concrete lads at 10, and I need to …": things on the day at their hours are no remark.
    const timed = head.split(PARTS_KEEPING_CLOCKS).filter((part) => AN_HOUR.test(part));
    // "doors open at 7 so set up at 6": a reason told with its hour, then the job it leads to, is no plan of the day.
    const leadsOn = /\bso\b/i.test(end[0]) || timed.some((part) => TOLD_AS_PAST.test(part) || TOLD_AS_HAPPENING.test(part));
    if (jobs.length > 1 && timed.length > 0 && !leadsOn) return null;
    return rest.replace(/^(?:also|and|plus)[,]?\s+/i, '');
  }
  return null;
}

/**
 * "hey hope ur good,", "hiya 👋", "hello lovely,", "thanks for yesterday! also", "morning x": a greeting
 * or a courtesy said before the ask, with or without a stop after it.
 */
const COURTESY_FIRST =
  /^(?:(?:hi|hello|hey|hiya|heya|yo|sup|howdy|morning|afternoon|evening|good (?:morning|afternoon|evening))(?: (?:there|daily|again|lovely|love|all|team|mate|pal|hun|x+|to you))*|thanks for (?:yesterday|earlier|today|that|this|everything|the help)|(?:i )?hope (?:you'?re|ur|u r|you are|all'?s|all is|everything'?s|things are) (?:good|well|ok|okay|great)|long day(?: already)?|(?:i'?m |im )?new here|(?:i )?just (?:signed up|joined|started)|first time (?:using|trying|on) (?:this|daily|here))(?:[\s,.!:;–—-]|\p{Extended_Pictographic}|\uFE0F)+(?:(?:also|and|so|er|erm|um|quick one)[\s,.:;–—-]+)*/iu;

/** "good morning to you", "hello to you all": the rest of the greeting, not an ask after it. */
const GREETING_TAIL = /^(?:and )?(?:to )?(?:you|ya|u|you all|y'?all|all|everyone)(?: (?:too|as well|2))?[\s.!]*$/i;

function askAfterCourtesy(text: string): string | null {
  let rest = text;
  for (let pass = 0; pass < 3; pass++) {
    const courtesy = COURTESY_FIRST.exec(rest);
    if (!courtesy || courtesy[0].length === rest.length || GREETING_TAIL.test(rest.slice(courtesy[0].length))) break;
    rest = rest.slice(courtesy[0].length);
  }
  const asked = rest.replace(TIME_FIRST, '');
  return rest !== text && (hasTaskPrefix(asked) || ASKED_OUTRIGHT.test(asked)) ? rest : null;
}

/** The message without a lead-in or a remark, when what follows asks for a job; otherwise as said. */
export function withoutLeadIn(text: string): string {
  const courteous = askAfterCourtesy(text);
  if (courteous) return withoutLeadIn(courteous);
  const lead = LEAD_IN.exec(text);
  const softener = lead ? null : SOFTENER.exec(text);
  const passed = lead ?? softener;
  if (!passed || passed[0].length === text.length) return askAfterRemark(text) ?? text;
  const rest = text.slice(passed[0].length);
  const asked = CHANGE_ORDERED.test(rest) || (lead !== null && (hasTaskPrefix(rest) || readsAsAction(rest)));
  return asked ? rest : (askAfterRemark(text) ?? text);
}

/** "lowkey delete that", "tbh bin it": a lead-in that softens an order, passed over only before a change to a task. */
const SOFTENER = /^(?:lowkey|low key|tbh|honestly)[,]?\s+/i;
/** "lowkey delete that", "btw push it to 5": a change to a task ordered after the lead-in. */
const CHANGE_ORDERED = /^(?:delete|remove|scrap|bin|ditch|tick|snooze|push|move|bump|rename) (?:it|that|this|them|#?\d)\b/i;

/** Words that muse about a job without asking for it: "someone should really", "probably best to", "could be worth". */
export const MUSING_ON_A_JOB =
  /^(?:someone|somebody) (?:should|needs to|ought to)(?: really)?\s+|^(?:it'?s |its )?(?:probably|prob|maybe) (?:best|wise|smart|a good idea) to\s+|^(?:i'?m |im )?(?:thinking|thought) (?:about|of)\s+|^(?:it )?(?:could|might|would) be (?:worth|good|smart|wise)(?: to)?\s+|^(?:i )?(?:might|may)(?: possibly| maybe)? (?:want|need|have) to\s+|^i (?:guess|suppose)\s+/i;

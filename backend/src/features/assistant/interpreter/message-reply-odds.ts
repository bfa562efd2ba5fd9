import type { Intent } from './intent';
import { classifierOf } from './message-learned-odds';
import { REPLY_DONE, REPLY_LATER } from './message-odds-words';
import { shareAWord, type WordCut } from './message-named-words';
import { voicemailOnly } from './message-voicemail';
import { shapeOf, tag } from './message-tagger';
import learned from './message-reply-odds.json';

/**
 * Whether a reply to a reminder says the job is done or put off, by the odds a naive Bayes classifier
 * learned from every reply in the corpus and the opened held-out sets (testing/odds-training.ts):
 * "tanks full 👍", "in the fermenter", "new strings on, sounding lush" tell it done; "driving, later",
 * "not yet, still in the chair" put it off. Asked only of replies the rules read nothing in.
 */
const oddsOf = classifierOf(learned);

/** Base-2 log odds: the reading is taken only at 64 to 1 or more against the other. */
const SURE_REPLY_ODDS = 6;
/** Replies are short: a longer message tells more than whether the job was done. */
const LONGEST_REPLY = 160;
/**
 * "paid, half of it", "i moved it", "quote went to the wrong email", "rang him, he is out till monday":
 * the job only partly done, moved, gone wrong or waiting on someone, which the odds, learned from
 * replies that are nearly all done or put off, cannot tell from done.
 */
const NOT_QUITE =
  /(?:^|[^\p{L}'])(?:half|halfway|left to go|more to go|part|partly|some|most|wrong|started|starting|instead|list|skip|too|job|moved|postponed|rescheduled|delayed|cancell?ed|crashed|broke|broken|failed|bounced|out|away|missed|lost|forgot|waiting|pending|stuck|engaged|but)(?![\p{L}'])/iu;
/** "not yet, still on it": being done now, which asks for no new time. */
const UNDER_WAY = /\bon it\b/i;
/** "later I go to the bank and pay in the cheques": the person's own plans told, not the reminder put off. */
const OWN_PLANS = /(?:^|[^\p{L}'])i (?:go|am going|'m going|need|have|must|want)(?![\p{L}'])/iu;
/** "done the invoice one, not this", "no signal till tmrw": a denial may undo "done", so a tick is never taken from it. */
const DENIED = /(?:^|[^\p{L}'])(?:not|no|nope|nah|never|yet|n'?t|cant|didnt|havent|hasnt|wasnt|wont|dont)(?![\p{L}'])/iu;

/** "in the fermenter", "in the can": put off only when the words say when, or that it is not yet. */
const PUTS_OFF =
  /(?:^|[^\p{L}'])(?:later\w*|not yet|yet|busy|driving|tomorrow|tmrw|tmr|tomoz|tonight|after\w*|when|once|until|till|til|soon|bit|mins?|minutes?|hours?|hrs?|morning|afternoon|evening|weekend|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun)(?![\p{L}'])/iu;
/** "wrote it. 24 hrs notice or you pay": a reply that opens with the deed tells it done, whatever time it names. */
const OPENS_WITH_A_DEED = shapeOf('^#PastTense');

export type ReplySaid = typeof REPLY_DONE | typeof REPLY_LATER;

/** Words of three letters or more by their first four ("fed" and "feed" apart), common words left out. */
export const JOB_WORDS: WordCut = {
  shortest: 3,
  kept: 4,
  common: new Set('the and for with from that this your about have done just some more into onto back them their there then'.split(' ')),
};

/**
 * What the reply says of the job the reminder asked about, when the odds are sure of it; null
 * otherwise. A tick needs the reply to name the job too ("rota's up" of "Put the rota up"): "cat's
 * fed" to "Walk the dog" and "started it" are done to something, but not to the job asked about.
 */
export function replySaid(text: string, job = ''): ReplySaid | null {
  if (text.length > LONGEST_REPLY || /\?/.test(text)) return null;
  const [best] = oddsOf(text);
  if (!best || best[1] < SURE_REPLY_ODDS) return null;
  if (best[0] === REPLY_DONE) {
    const named = shareAWord(text, job, JOB_WORDS);
    return DENIED.test(text) || NOT_QUITE.test(text) || voicemailOnly(text, job) || !named ? null : REPLY_DONE;
  }
  return best[0] === REPLY_LATER &&
    PUTS_OFF.test(text) &&
    !UNDER_WAY.test(text) &&
    !OWN_PLANS.test(text) &&
    !tag(text).has(OPENS_WITH_A_DEED)
    ? REPLY_LATER
    : null;
}

export const DONE_IN_REPLY: Intent = { kind: 'complete', task: { by: 'context' } };

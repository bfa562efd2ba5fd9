import type { Intent } from './intent';
import { classifierOf } from './message-learned-odds';
import { decisionSaid } from './message-conversation';
import { errandOrPlan } from './message-first-person-courses';
import { DECISION, QUESTION, TALK_KINDS, UNCLEAR, type TalkKind } from './message-odds-words';
import learned from './message-talk-odds.json';

/**
 * What kind of talk a message is, by the odds a naive Bayes classifier learned from the corpus and
 * every held-out set opened so far (testing/odds-training.ts): "hiya hen", "legend mate, heaps of
 * thanks" and "nos da, off to bed" greet, thank and say goodbye in words no rule was written for;
 * others ask a question, or say too little to act on and are asked about.
 */
const oddsOf = classifierOf(learned);

/**
 * Base-2 log odds: a reading is taken only at 256 to 1 or more against every other, and a feeling at
 * 16,384 to 1 ("my tax return" is as often a job named as a groan).
 */
const SURE_TALK_ODDS = 8;
const SURE_FEELING_ODDS = 14;
/** A decision is kept in the journal, so the odds must be surer still than for talk that keeps nothing. */
const SURE_DECISION_ODDS = 16;

/**
 * Only a course the person takes in their own voice is theirs to keep: "I've decided I'm going to stop
 * seeing couples", "dropping the Thursday residency", "not using that firm again". "Eli's moving to
 * Berlin in jan" and "rent goes up in january" are news of what others do.
 */
const OWN_VOICE =
  /^(?:(?:ok|okay|right|so|yeah|yes|um|uh|er|erm|well|alright|anyway|honestly)\b[\s,.]*)*(?:(?:i|i'm|im|i am|i've|ive|i'll|we|we're|we are|we've|we'll)\b|(?:not )?(?!(?:morn|even|noth|someth|anyth|everyth|dur)ing\b)[a-z]{3,}ing\b(?!(?: \S+){0,2} (?:go|goes|went|is|are|was|were)\b)|after\b.*\b(?:i'?ve|we'?ve) decided\b)/i;
/** "we're closed over thanksgiving", "we launch in march", "as usual": how things stand or are planned, told. */
const AS_THINGS_STAND = /\b(?:we'?re|we are) closed\b|^we (?:launch|open|start)\b|\bas usual\b/i;

/**
 * "hey Jude on the radio": a thing told of where it is ("on the radio", "in the van") is news, not a
 * hello; a hello said from somewhere ("morning from the mountains, snow on the deck") is still one.
 */
const TOLD_OF_A_PLACE = /^(?!.*\bfrom the\b).*\b(?:on|in|at) the \p{L}/iu;

/** Talk is short: the longest message the odds are asked about, longer than any talk in the sets. */
const LONGEST_TALK = 500;

const isTalk = (label: string): label is TalkKind => (TALK_KINDS as readonly string[]).includes(label);

const ownCourse = (said: string) =>
  !/\?/.test(said) &&
  OWN_VOICE.test(said) &&
  !AS_THINGS_STAND.test(said) &&
  !errandOrPlan(
    said
      .toLowerCase()
      .replace(/[^\p{L}\p{N}'$£€%\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** The reading the words are, when the odds are sure of it; null otherwise. */
export function talkIn(text: string): Intent | null {
  if (text.length > LONGEST_TALK) return null;
  const [best] = oddsOf(text);
  if (!best) return null;
  const [label, odds] = best;
  if (odds < (label === 'feeling' ? SURE_FEELING_ODDS : label === DECISION ? SURE_DECISION_ODDS : SURE_TALK_ODDS)) return null;
  if (isTalk(label)) return label === 'greeting' && TOLD_OF_A_PLACE.test(text) ? null : { kind: 'small_talk', what: label };
  // "raising the slice to $3.50?": a course asked about is not yet taken.
  if (label === DECISION) return ownCourse(text.trim().replace(/[’‘]/g, "'")) ? decisionSaid(text) : null;
  if (label === QUESTION) return { kind: 'question', text: text.trim() };
  if (label === UNCLEAR) return { kind: 'unclear', understood: `"${text.trim()}"`, question: 'What would you like me to do with it?' };
  return null;
}

import Sentiment from 'sentiment';
import { isPlainVerb, isTaskVerb } from './message-words';

/**
 * How strongly a message feels, scored with the AFINN word list (the `sentiment` library), so that
 * venting in words no rule here lists ("the guests trashed the kitchen and I'm furious") is heard
 * as a feeling. AFINN is American; the extras are the British and trade words people vent with.
 */
const EXTRAS: Record<string, number> = {
  buzzing: 3,
  chuffed: 3,
  gutted: -3,
  knackered: -2,
  puggled: -2,
  wabbit: -2,
  guddle: -2,
  shattered: -2,
  wrecked: -2,
  fuming: -3,
  raging: -3,
  livid: -3,
  skint: -2,
  gutting: -3,
  rubbish: -2,
  shambles: -3,
  nightmare: -3,
  swamped: -2,
  drowning: -2,
  ghosted: -2,
  ghost: -1,
  brilliant: 3,
  cracking: 2,
  proud: 2,
  lonely: -2,
  fried: -3,
  frazzled: -3,
  zonked: -3,
  tensed: -3,
  stuffed: -2,
  cba: -2,
  burnt: -2,
  wiped: -2,
  freezing: -2,
  soaked: -1,
  drenched: -1,
  fedup: -2,
  knackering: -2,
  // Scored by AFINN, but said in asks and fillers as often as in feelings.
  lol: 0,
  like: 0,
  best: 0,
  good: 0,
  super: 0,
  better: 0,
  free: 0,
  urgent: 0,
  important: 0,
  please: 0,
  // "die" is German's "the" as often as anything felt.
  die: 0,
};
const SCORER = new Sentiment();

/** Words that turn what follows into an ask, however it feels ("please fix the broken gate"). */
const ASKING = /\b(?:remind|add|need to|needs to|have to|has to|must|gotta|got to|should|please|pls|can you|could you|don'?t forget)\b/;
/** Openers that carry no meaning of their own before the first real word. */
const OPENERS =
  /^(?:(?:honestly|so|just|ugh|urgh|omg|proper|really|kinda|kind of|well|oh|ah|man|god|tbh|ngl|lol|basically|yeah|ok|okay|first|like|um|uh)\s+)+/;

/** Whether a message says, strongly, how the person feels, and asks for nothing to be done. */
/** "so basically email the landlord …, then order a router": a clause opening on a job makes the message an ask. */
function opensOnAJob(clause: string): boolean {
  const [first = '', ...rest] = clause
    .trim()
    .replace(OPENERS, '')
    .replace(/^(?:urgent|asap|important)\s+/, '')
    .split(' ');
  return isTaskVerb(first) || rest.slice(0, 2).some(isTaskVerb) || (first !== '' && isPlainVerb(first));
}

export function stronglyFelt(plain: string): boolean {
  const words = plain.split(' ');
  // "thanks, you've saved my bacon": thanks or a greeting with a warm remark is the thanks, read elsewhere.
  if (words.length > 24 || ASKING.test(plain) || /^(?:thanks|thank you|thx|cheers|ta|hi|hello|hey|hiya)\b/.test(plain)) return false;
  // "every morning 9 clear the support inbox": a routine set up, however its words score.
  if (/^(?:every|each)\b/.test(plain)) return false;
  // "my bad" owns up to a slip; it says nothing of how the person feels.
  // Idioms of venting said in more than one word count as one word felt: "fed up", "done in", "does my head in".
  const idioms = plain
    .replace(/\bmy (?:bad|mistake)\b/g, ' ')
    .replace(/\bfed up\b/g, 'fedup')
    .replace(/\b(?:is|are|am|'?m|'?re) done in\b/g, ' knackered')
    .replace(/\bwrung out\b/g, 'knackered')
    .replace(/\bdo(?:es)? my head in\b/g, ' infuriating');
  const scored = SCORER.analyze(idioms, { extras: EXTRAS });
  const strongest = Math.max(0, ...scored.calculation.map((entry) => Math.abs(Object.values(entry)[0] ?? 0)));
  // Said of oneself ("it gets lonely running this on my own", "I keep forgetting stuff and it's
  // embarrassing"), a milder word is felt as much as a strong one said of the world.
  // So is one said with no one named, as people write of themselves ("kinda depressed about the numbers").
  const ofOneself =
    /\b(?:i|i'm|im|me|my|myself)\b/.test(plain) ||
    /^(?:(?:ngl|tbh|honestly|so|just|kinda|kind of|bit|a bit|pretty|feeling|feel)\s)+\S/.test(plain);
  const bar = ofOneself ? 2 : 3;
  if (Math.abs(scored.score) < bar && strongest < bar) return false;
  return !plain.split(/,|;|\.|\b(?:and|then|also|after that)\b/).some(opensOnAJob);
}

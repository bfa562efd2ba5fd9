import nlp from 'compromise';
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
];
/**
 * Verbs that say when something happens rather than ask for anything, which the tagger often takes
 * for nouns ("my flight lands at 6", "the new site goes live monday", "the offer expires friday").
 */
const HAPPENS =
  /\b(?:goes live|go live|kicks off|lands|arrives|starts|begins|ends|opens|closes|launches|expires|happens|comes out|is due|are due|gets moved|got moved|got pushed|got cancell?ed|got postponed|was moved|was pushed|was cancell?ed|has been moved|is cancell?ed)\b/i;
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
  /^(?!(?:meeting|wedding|briefing|training|christening|screening|viewing|fitting|hearing|booking|morning|evening|building|painting|shopping|cleaning|washing|ironing|reading|writing|spring|something|nothing|everything|thing)\b)[a-z]+ing(?:[\s!.,]*$|\s+(?:to|into|from|back|home|out|off|away|over|up|down|in|on|at|about|of)\b)/i;

/**
 * "my flight's at 7", "the launch's on the 3rd": a thing and where it stands, with "is" cut to "'s";
 * the tagger reads the "'s" as owning ("my mum's birthday" is a thing to remember).
 */
const IS_CUT_SHORT =
  /^(?:my|our|the|his|her|their|your)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+'s\s*(?:$|(?:at|on|in|at about|around|from|until|till|due|booked|moved|cancell?ed|tomorrow|today|tonight)\b)/iu;

const SUBJECT_IS = /^(?:[\p{L}'-]+\s+){1,5}(?:is|are|was|were|isn'?t|aren'?t|wasn'?t|weren'?t)\s+\S/iu;

export function readsAsStatement(text: string): boolean {
  const first = text.trim().split(/\s+/)[0] ?? '';
  if (isTaskVerb(first)) return false;
  if (
    HAPPENS.test(text) ||
    HOW_IT_GOES.test(text) ||
    FELT.test(text.trim()) ||
    UNDER_WAY.test(text.trim()) ||
    IS_CUT_SHORT.test(text.trim())
  )
    return true;
  // "Sarah from the bakery is off sick": a subject then a form of "to be", which the tagger may read
  // as part of a phrasal verb.
  if (SUBJECT_IS.test(text.trim())) return true;
  const doc = nlp(text);
  return STATEMENT_SHAPES.some((shape) => doc.has(shape));
}

/**
 * Words that name a job without a verb of doing ("dentist", "team call", "lunch with Priya", "prune
 * the apple trees") open with a noun, a number or a verb; words that open with someone doing
 * something ("we'll drop the class"), a joining word ("and a half please") or an adverb ("probably
 * the 3rd") are a remark or a fragment, which no task is made of without a yes.
 */
const NO_JOB_OPENING = ['#Pronoun', '#Conjunction', '#Adverb', '#Negative', '#Modal', '#Auxiliary', '#QuestionWord', '#Preposition'];

export function namesAJob(title: string): boolean {
  const first = nlp(title).terms().first();
  return !NO_JOB_OPENING.some((tag) => first.has(tag)) || first.has('#Possessive');
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

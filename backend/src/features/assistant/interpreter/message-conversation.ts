import type { Intent, PrioritiseScope, SmallTalk } from './intent';

/**
 * What people say to daily that is not a command: greetings, thanks, how they feel, how something
 * went, a choice they are weighing, a decision they want back, a request to prioritise. Each is
 * read from the whole message, in its plain form (lower case, no punctuation but apostrophes),
 * and none of them changes anything but a decision said in plain words.
 */
const GREETING =
  /^(?:(?:hi|hello|hey|hiya|heya|yo|howdy|sup|gm|good (?:morning|afternoon|evening|day)|morning|afternoon|evening)(?: (?:there|daily|all|team|again|hey|hi|hello))*)(?: (?:just signed up|i just signed up|it'?s me|(?:i am|i'?m|this is|my name is|my name'?s) [\p{L}'-]+|how are you|how r u|how are things|is this daily|is this working|i'?m new(?: here)?|happy \w+(?: eve)?))?$/u;
const THANKS =
  /^(?:(?:ok|okay|great|awesome|brilliant|perfect|lovely|cool|amazing|nice|fab|fantastic|super|wonderful|legend|star|nice one|you'?re a star) )*(?:thanks|thank you|thank u|thankyou|thx|thnx|thnks|tx|ty|ta|cheers|many thanks|much appreciated|appreciate it|i appreciate it|appreciated)(?: (?:so much|very much|a lot|a million|again|mate|daily|buddy|loads|heaps))*(?: (?:that'?s|thats|this is|that is|you'?re|ur) (?:perfect|great|brilliant|helpful|amazing|awesome|a star|the best|lovely)| you rock| you'?re (?:the best|a star|amazing))?$|^(?:you rock|you'?re (?:the best|a star|amazing|a lifesaver)|(?:i )?love (?:this|this app|it|you)|lifesaver)$/;
const GOODBYE =
  /^(?:(?:ok|okay|k|kk|cool|right|alright|great|thanks|thx|ta|cheers|perfect|lovely|nice)[,.!]? )*(?:bye|goodbye|bye bye|byee+|night|nite|night night|good ?night|gn|talk (?:later|soon|tomorrow|tmrw)|speak (?:later|soon|tomorrow|tmrw)|ttyl|see ya|see you(?: later| tomorrow| soon)?|cya|laters|catch you later|that'?s all(?: for now)?)$/;
const ACKNOWLEDGEMENT =
  /^(?:ok|okay|k|kk|okey|okie|ok cool|okay cool|cool|got it|gotcha|sounds good|sounds great|perfect|great|nice|noted|sure|fine|alright|all right|right|yep|yes|yeah|yup|ya|lol|haha|hahaha|ha|understood|will do|roger|makes sense|fair enough|ok great|okay great|ok thanks got it|no worries|np|good|nice one|legend|brilliant|lovely|amazing|awesome|👍|👌|🙏|😊|🙂|👍🏻|👍🏼|💪)$/;

const OVERWHELMED =
  /\b(?:swamped|overwhelm(?:ed|ing)?|drowning|snowed under|slammed|buried|too much (?:on|to do|going on)|so much (?:on|to do)|can'?t keep up|can'?t cope|behind on (?:everything|stuff|it all)|so behind|on fire|stressed(?: out)?|burn(?:t|ed) out|frazzled|a lot (?:on|going on)|been a lot|hectic|manic|mental|crazy busy|so busy|procrastinat\w*|is a lot|losing my mind|going under|underwater)\b/;
const FEELING =
  /\b(?:busy|hope|hoping|dreading|looking forward|fingers crossed|tired|exhausted|knackered|shattered|wrecked|drained|great|good|happy|sad|down|flat|low|meh|anxious|nervous|worried|scared|excited|pumped|rough|awful|terrible|crap|rubbish|sick|ill|frustrated|annoyed|angry|lonely|stuck|bored|motivated|unmotivated|proud|relieved|brutal|tough|hard|long|grim|fed up|sick of|had enough|so done with|ugh|argh|urgh)\b/;
/** How a sentence about oneself opens: "I'm", "feeling", "so tired", "having a rough week". */
const ABOUT_ME =
  /^(?:(?:good )?morning |hi |hey |hello )?(?:i'?m|im|i am|i feel|feeling|feel|worried|nervous|anxious|excited|hope|hoping|dreading|busy|so|bit|a bit|kinda|having|had|been|today|today'?s|today was|this week|yesterday|i keep|honestly|ugh|argh|urgh|everything|i can'?t|i got|i have been|i'?ve been|my head|happy|not|why am i|just)\b/;
const REFLECTION =
  /\b(?:went (?:really |so |very |pretty |super )?(?:well|great|brilliant|smoothly|better|badly|wrong|terribly|poorly|fine|ok|okay)|good (?:call|meeting|chat|day|week|session|talk)|great (?:call|meeting|chat|day|week|first week|session|talk|news)|proud of|(?:was|were|been) (?:really |so |very )?(?:productive|useful|helpful)|productive|learn(?:ed|t) a lot|learn(?:ed|t) (?:that|from)|nailed|smashed it|crushed it|killed it|went better than|big win|good progress|landed (?:the|a|our))\b/;

/** A task said as a request, which a feeling word inside it ("remind me to book a good hotel") does not make a feeling. */
const REQUEST =
  /\b(?:remind me|don'?t (?:let me )?forget|add to|todo|to-do)\b|^(?:please |pls )?(?:call|email|send|buy|pay|book|schedule|add|remind)\b/;

export function smallTalk(plain: string): SmallTalk | null {
  if (GREETING.test(plain)) return 'greeting';
  if (THANKS.test(plain)) return 'thanks';
  if (GOODBYE.test(plain)) return 'goodbye';
  if (ACKNOWLEDGEMENT.test(plain)) return 'acknowledgement';
  return null;
}

/** "swamped today", "so tired", "the pitch went really well": how someone is, or how it went. */
export function mood(plain: string): SmallTalk | null {
  const words = plain.split(' ').length;
  if (words > 24 || REQUEST.test(plain)) return null;
  if (REFLECTION.test(plain)) return 'reflection';
  if (OVERWHELMED.test(plain)) return 'overwhelmed';
  if (FEELING.test(plain) && (ABOUT_ME.test(plain) || words <= 4)) return 'feeling';
  if (/^(?:i feel|i'?m feeling|feeling)\b/.test(plain)) return 'feeling';
  return null;
}

const PRIORITISE_DROP =
  /\b(?:what (?:do|can|should|could) (?:i|we) (?:drop|skip|cut|delegate|ditch|bin|let go of|push|move|postpone|leave)|what can (?:wait|go|slide|be dropped|be moved)|what'?s not urgent|what to drop)\b/;
const PRIORITISE_PLAN =
  /\b(?:plan (?:my|the|out my) (?:day|morning|afternoon)|plan (?:today|tomorrow)|plan my tomorrow|help me plan|plan (?:tomorrow|today) for me|daily plan)\b/;
const PRIORITISE_FOCUS =
  /\b(?:what (?:should|do|shall) (?:i|we) (?:focus on|do first|do next|start with|work on|tackle|prioriti[sz]e)|where (?:do|should|shall) (?:i|we) (?:start|begin)|what'?s (?:most important|(?:my|the) (?:top )?priorit(?:y|ies)|urgent)|whats? my (?:top )?priorit(?:y|ies)|where to (?:start|begin)|top (?:3|three)|what needs doing(?: first)?|what matters most|prioriti[sz]e (?:for me|my)|help me prioriti[sz]e|what first)\b/;

export function prioritiseScope(plain: string): PrioritiseScope | null {
  if (PRIORITISE_DROP.test(plain)) return 'drop';
  if (PRIORITISE_PLAN.test(plain)) return 'plan_day';
  if (PRIORITISE_FOCUS.test(plain)) return 'focus';
  return null;
}

const DILEMMA_OPENING =
  /^(?:(?:so|hmm|ok|okay|honestly|genuinely|help|quick question)[, ]+)?(?:should (?:i|we)\b|shall (?:i|we)\b|do (?:i|we) (?:go|take|choose|pick|hire|stay|keep|sign|launch|raise|move)\b.* or\b|can'?t decide|cannot decide|can'?t make (?:up )?my mind|torn between|help me (?:choose|decide|pick)|not sure (?:whether|if|which)|(?:i )?need to (?:decide|choose) (?:whether|between|if|which)|what would you do|is it (?:better|worth|smarter|wise)|stuck (?:choosing|deciding|between)|(?:thinking|wondering) (?:of|about|whether) .+ (?:vs|versus|or) |which (?:should|is better|one should)|(?:x|one) or (?:y|the other))/;
const GOOD_IDEA = /\b(?:good idea|bad idea|worth it|yes or no|thoughts)$/;

/** "should I hire a VA or do the admin myself?": the choice and the options the message names. */
export function dilemmaIn(plain: string, text: string): Intent | null {
  if (!DILEMMA_OPENING.test(plain) && !(GOOD_IDEA.test(plain) && /\?\s*$/.test(text))) return null;
  const between = /\b(?:between|whether to|choose|choosing|pick|decide[:]?)\s+(.+)$/.exec(plain)?.[1];
  const choice = between ?? plain.replace(DILEMMA_OPENING, '');
  const options = choice
    .split(/\s+(?:or|vs|versus|and)\s+|\s*,\s*/)
    .map((option) => option.replace(/^(?:to|whether to|should i|i|we)\s+/, '').trim())
    .filter((option) => option.length > 0 && option.length < 80);
  return { kind: 'dilemma', question: text.trim(), options: options.length >= 2 ? options.slice(0, 5) : [] };
}

const RECALL = [
  /^(?:what|why|when|how) (?:did|have|had) (?:i|we) (?:decide|decided|choose|chose|chosen|agree|agreed|settle|settled|go with|say|said|note|noted)\b(?: (?:about|on|re|regarding|for|with|to do about|to do with))?\s*(.*)$/,
  /^(?:what|why) (?:was|is|were) (?:my|our|the) (?:decision|choice|call)\s*(?:about|on|re|regarding|for|with)?\s*(.*)$/,
  /^what'?s (?:my|our|the) (?:decision|choice|call)\s*(?:about|on|re|regarding|for|with)?\s*(.*)$/,
  /^(?:remind me|tell me|show me) (?:what|why) (?:i|we) (?:decided|chose|agreed|went with)\s*(?:about|on|re|regarding|for|with)?\s*(.*)$/,
  /^did (?:i|we) (?:decide|choose|agree|settle) (?:anything |something )?(?:about|on|re|regarding)\s*(.*)$/,
  /^(?:why|what) did (?:i|we) (?:choose|pick|go with)\s+(.*)$/,
];
const RECALL_FILLER = /\b(?:again|last (?:week|month|time)|the other day|earlier|recently|please|pls)\b/g;

/** "what did I decide about the supplier?": the words to look the decision up by. */
export function recallIn(plain: string): Intent | null {
  for (const pattern of RECALL) {
    const match = pattern.exec(plain);
    if (!match) continue;
    const words = match[1]
      .replace(RECALL_FILLER, ' ')
      .replace(/^(?:the|my|our|a|an)\s+/, '')
      .replace(/\s+/g, ' ')
      .trim();
    return { kind: 'recall_decision', words };
  }
  return null;
}

/** A decision said in plain words: "going with the cheaper quote", "let's use Gusto", "we're not renewing the lease". */
const PLAIN_DECISION =
  /^(?:(?:ok|okay|so|right|alright|well|yeah|after all that|in the end|final answer|decision made)[,:.]? )*(?:(?:(?:i'?m|we'?re|i am|we are|im) )?(?:going|gonna) (?:with|to go with|ahead with|to pass on|to skip|to stick with|stick with|go with|pass on)\b|(?:(?:i'?ve|we'?ve|i have|we have) )?made (?:my|our|up my|up our) mind(?: up)?\b|(?:i'?ve|we'?ve|i have|we have) decided\b|(?:we'?re|i'?m|im|we are|i am) going ahead with|going (?:with|ahead with)|gonna go with|(?:we'?ll|i'?ll|we will|i will|let'?s|lets) (?:go with|use|pick|choose|stick with|go for|go ahead with|pass on|switch to|move to)|let'?s go (?:with|for|ahead)|sticking with|opting for|(?:we'?ve|i'?ve|we have|i have) (?:chosen|picked|gone with|opted for|settled on)|(?:we|i) (?:chose|picked|went with|opted for|settled on)|(?:we'?re|i'?m|im|we are|i am) not (?:going to|gonna) (?:renew|do|hire|take|sign|continue|launch|extend|raise|go ahead)\b|(?:we'?re|i'?m|im|we are|i am) not (?:renewing|doing|going ahead|hiring|taking|raising|signing|continuing|launching|extending)|not doing (?:the|it|that)|(?:we|i) agreed|agreed (?:with \S+ )?to|we move to|we'?re moving to|we'?re hiring|we'?re switching)\b/;
const DECISION_CUE = /^(?:final answer|decision made|decided|decision)\b/;

export function plainDecision(plain: string): boolean {
  return PLAIN_DECISION.test(plain) || (DECISION_CUE.test(plain) && plain.split(' ').length > 2);
}

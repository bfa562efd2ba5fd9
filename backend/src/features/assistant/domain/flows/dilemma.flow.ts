import { DEFAULT_REVIEW_DAYS, reviewDaysIn, reviewDayOf, shortDate } from '../../../decisions';
import { CHOICE_PUT_OFF, type Intent, type PendingQuestion } from '../../interpreter/intent';
import { findTime } from '../../interpreter/message-dates';
import { choiceWithReason, numberedOptions, optionNamed, optionsIn, withTheAlternative } from './dilemma-options';
import type { FlowClock, FlowMemo, FlowStep } from './flow-step';

type Dilemma = Extract<Intent, { kind: 'dilemma' }>;
type Answer = Extract<Intent, { kind: 'answer' }>;
type DilemmaPending = Extract<PendingQuestion, { about: 'dilemma_options' | 'dilemma_matters' | 'dilemma_choice' }>;

const MATTERS = 'What matters most to you here? (cost, time, risk, how you will feel about it a year from now…)';

/** "honestly", "tbh", "I guess" before what matters, and "matters most" said of it again, which the summary says itself. */
const MATTERS_LEAD =
  /^(?:(?:honestly|tbh|ngl|i guess|i think|i'd say|probably|for me|um+|hmm+|well|so|actually|really|what (?:really )?matters(?: (?:the )?most)?(?: to me)?(?: here)? is|the most important thing(?: to me)?(?: here)? is)[,:]?\s+)+/i;
const MATTERS_SAID_AGAIN =
  /\s+(?:is what (?:really )?matters|matters)(?: (?:the )?most)?(?: to me)?(?=\s|$)|\s+is (?:the )?most important(?: thing)?(?: to me)?(?=\s|$)/i;
/** "what matters most is not burning out" said when the choice is asked: what matters, told late. */
const MATTERS_TOLD = /\bmatters\b|\bmost important\b/i;

/** What matters, as the summary and the journal say it back: "honestly cash flow matters most right now" is "cash flow right now". */
function whatMatters(text: string): string | null {
  const said = text.trim().replace(/[.!]+$/, '');
  const plain = said.replace(MATTERS_LEAD, '').replace(MATTERS_SAID_AGAIN, '').trim();
  return plain || said || null;
}

const askMatters = (question: string, options: string[]): FlowStep => ({
  reply: `Let's think it through. The options:\n${numberedOptions(options)}\n${MATTERS}`,
  ask: { question: { about: 'dilemma_matters', question, options } },
  actions: [],
});

/** "Should I X or Y?", "can't decide…", "help me choose…": the options when named, else the question for them. */
/** "debating whether to hire now or wait", "thinking about whether to …": the weighing said of oneself, ahead of the choice. */
const WEIGHING_LEAD =
  /^(?:(?:so|ok|okay|hmm+|um+|right)[,.]?\s+)*(?:i'?m\s+|i am\s+|been\s+)?(?:thinking about|debating|wondering|trying to decide|torn on|can'?t decide|cannot decide|not sure)\s+(?:whether|if)\s+(?:to\s+|i should\s+)?(?=\S)/i;

/** The choice as a question: "debating whether to hire now or wait" is "Hire now or wait?". */
function asQuestion(said: string): string {
  const text = said.trim();
  const lead = WEIGHING_LEAD.exec(text);
  if (!lead) return text;
  const choice = text.slice(lead[0].length).replace(/[.!?]+$/, '');
  return `${choice.charAt(0).toUpperCase()}${choice.slice(1)}?`;
}

export function startDilemma(intent: Dilemma): FlowStep {
  const question = asQuestion(intent.question);
  const options = withTheAlternative(intent.options.map((o) => o.trim()).filter((o) => o !== ''));
  if (options.length >= 2) return askMatters(question, options);
  return {
    reply: 'Happy to think it through with you. What are the options? (for example "hire a VA or do it myself")',
    ask: { question: { about: 'dilemma_options', question } },
    actions: [],
  };
}

function summary(question: string, options: string[], matters: string | null): string {
  const why = matters ? `\nWhat matters most: ${matters}.` : '';
  return (
    `So: ${question}\n${numberedOptions(options)}${why}\n` +
    `Which one? Reply with its number, or NOT YET and a day to decide by ("not yet, friday").`
  );
}

/** The next step of a dilemma, from the answer to its pending question. */
export function continueDilemma(pending: DilemmaPending, memo: FlowMemo, answer: Answer, clock: FlowClock): FlowStep {
  switch (pending.about) {
    case 'dilemma_options':
      return askMatters(pending.question, withTheAlternative(optionsIn(answer.text)));
    case 'dilemma_matters': {
      // "I think the freelancer, less risk": the choice made already, with what matters beside it.
      const chosen = choiceWithReason(pending.options, answer);
      if (chosen) return decided(pending.question, pending.options, chosen.index, chosen.reason, answer.text, clock);
      // Asked once: whatever the answer, the summary follows.
      const matters = whatMatters(answer.text);
      return {
        reply: summary(pending.question, pending.options, matters),
        ask: { question: { about: 'dilemma_choice', question: pending.question, options: pending.options }, flow: { matters } },
        actions: [],
      };
    }
    case 'dilemma_choice':
      return choose(pending, memo.matters ?? null, answer, clock);
    default: {
      const unknown: never = pending;
      return unknown;
    }
  }
}

function choose(
  pending: Extract<PendingQuestion, { about: 'dilemma_choice' }>,
  matters: string | null,
  answer: Answer,
  clock: FlowClock,
): FlowStep {
  const { question, options } = pending;
  if (CHOICE_PUT_OFF.test(answer.text)) return notYet(question, answer.text, clock);
  const index =
    answer.pick !== null && answer.pick >= 1 && answer.pick <= options.length ? answer.pick - 1 : optionNamed(options, answer.text);
  // Told what matters after the summary: the summary again with it, and the choice still asked.
  if (index === null && MATTERS_TOLD.test(answer.text)) {
    const told = whatMatters(answer.text);
    return { reply: summary(question, options, told), ask: { question: pending, flow: { matters: told } }, actions: [] };
  }
  if (index === null)
    return {
      reply: `Which one? Reply 1 to ${options.length}, or NOT YET and a day to decide by.`,
      ask: { question: pending, flow: { matters } },
      actions: [],
    };
  return decided(question, options, index, matters, answer.text, clock);
}

/** The choice recorded, with why and a day to look back on it. */
function decided(question: string, options: string[], index: number, matters: string | null, said: string, clock: FlowClock): FlowStep {
  const choice = options[index];
  const reviewInDays = reviewDaysIn(said) ?? DEFAULT_REVIEW_DAYS;
  const reviewOn = reviewDayOf(clock.now, clock.timeZone, reviewInDays);
  const today = reviewDayOf(clock.now, clock.timeZone, 0);
  const because = matters ? `, because ${matters}` : '';
  return {
    reply: `Decided: ${choice}${because}. It's in your journal. On ${shortDate(reviewOn, today)} I'll ask how it turned out.`,
    ask: null,
    actions: [{ kind: 'record_decision', question, options, choice, reason: matters, reviewInDays }],
  };
}

/** "Not yet": a task to decide by the day named, or tomorrow morning. */
function notYet(question: string, text: string, clock: FlowClock): FlowStep {
  const context = { now: clock.now, timeZone: clock.timeZone };
  const named = findTime(text.replace(CHOICE_PUT_OFF, ' '), context, false);
  const due =
    named?.instant ?? findTime('tomorrow 9am', context, false)?.instant ?? new Date(clock.now.getTime() + 86_400_000).toISOString();
  const title = `Decide: ${question.replace(/[?]+$/, '')}`;
  return {
    reply: `No rush. I've added "${title}" for ${dayWords(due, clock)}.`,
    ask: null,
    actions: [{ kind: 'add_task', title, due }],
  };
}

function dayWords(due: string, clock: FlowClock): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: clock.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return format.format(new Date(due));
}

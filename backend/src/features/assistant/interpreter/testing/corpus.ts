import type { ConversationState, Intent, ListView, SmallTalk, TaskReference } from '../intent';

/**
 * Messages people send, each with what it asks for, read at one fixed moment: Friday 6 March 2026,
 * 17:30 in London (GMT) and 12:30 in New York (EST, two days before the clocks there go forward;
 * London's go forward on 29 March). The rules interpreter must read every one exactly so.
 */
export const CORPUS_NOW = new Date('2026-03-06T17:30:00Z');

export const LONDON = 'Europe/London';
export const NEW_YORK = 'America/New_York';

export interface CorpusItem {
  text: string;
  timeZone: string;
  expected: Intent[];
  /** What the conversation holds when the message arrives; missing means nothing at all. */
  conversation?: ConversationState;
}

const task = (title: string, due: string | null = null, important = false): Intent => ({
  kind: 'add_task',
  title,
  due,
  important,
  repeat: null,
});
const doneNumber = (number: number): Intent => ({ kind: 'complete', task: { by: 'number', number } });
const doneWords = (words: string): Intent => ({ kind: 'complete', task: { by: 'words', words } });
const doneContext: Intent = { kind: 'complete', task: { by: 'context' } };
const snooze = (until: string): Intent => ({ kind: 'snooze', task: { by: 'context' }, until, minutes: null });
const list = (view: ListView): Intent => ({ kind: 'list', view, day: null });
const snoozeFor = (minutes: number): Intent => ({ kind: 'snooze', task: { by: 'context' }, until: null, minutes });
const talk = (what: SmallTalk): Intent => ({ kind: 'small_talk', what });
const decision = (text: string): Intent => ({ kind: 'decision', text });
const note = (text: string): Intent => ({ kind: 'journal_note', text });
const UNDO: Intent = { kind: 'undo' };
const HELP: Intent = { kind: 'help' };
const STOP: Intent = { kind: 'stop' };
const START: Intent = { kind: 'start' };
const UNKNOWN: Intent = { kind: 'unknown' };

const london = (text: string, ...expected: Intent[]): CorpusItem => ({ text, timeZone: LONDON, expected });
const newYork = (text: string, ...expected: Intent[]): CorpusItem => ({ text, timeZone: NEW_YORK, expected });

/**
 * "done", "done 2", "snooze 1h", "tomorrow 9": answers to a reminder about a task with no time yet,
 * sent just after a numbered list. Without such a conversation they point at nothing and are asked about.
 */
const AFTER_A_LIST: ConversationState = {
  pending: null,
  current: { title: 'Call the bank', due: null },
  listed: ['Call the bank', 'Pay rent', 'Book the flights', 'Send the invoice', 'Renew the passport'],
};
const afterAList = (item: CorpusItem): CorpusItem => ({ ...item, conversation: AFTER_A_LIST });

/** Four kilobytes of pasted noise, the most a WhatsApp message is read for. */
const JUNK = 'xq7#'.repeat(1024);

/** Changes to tasks already there, in words of their own: renames, removals, ticks, snoozes, picks. */
const rename = (title: string, task: TaskReference = { by: 'context' }): Intent => ({ kind: 'rename', task, title });
const removeTask = (task: TaskReference): Intent => ({ kind: 'remove', task });
const CHANGES_IN_OTHER_WORDS: CorpusItem[] = [
  afterAList(london('switch the title to "Ring the bank"', rename('Ring the bank'))),
  afterAList(london('relabel #3 as Book flights to Rome', rename('Book flights to Rome', { by: 'number', number: 3 }))),
  afterAList(london('make the fourth one say Send the March invoice', rename('Send the March invoice', { by: 'number', number: 4 }))),
  afterAList(london("swap 'bank' for 'building society'", rename('Call the building society'))),
  afterAList(london('the rent one should read Pay March rent', rename('Pay March rent', { by: 'words', words: 'rent' }))),
  afterAList(london('axe the passport one, no longer needed', removeTask({ by: 'words', words: 'passport' }))),
  afterAList(london('trash it', removeTask({ by: 'context' }))),
  afterAList(london('strike off the second one', doneNumber(2))),
  afterAList(london('submitted it 🎉', doneContext)),
  afterAList(london('hit snooze for 2 hours', snoozeFor(120))),
  afterAList(london('ugh, maybe later', { kind: 'unclear', understood: 'a snooze, but you sound unsure', question: 'Shall I go ahead?' })),
  london('the third one', { kind: 'unclear', understood: 'a pick from a list', question: 'What would you like me to do with it?' }),
];

export const CORPUS: CorpusItem[] = [
  ...CHANGES_IN_OTHER_WORDS,
  // Adding tasks, with times in both zones.
  london('remind me to call the bank tomorrow at 10', task('Call the bank', '2026-03-07T10:00:00.000Z')),
  newYork('remind me to call the bank tomorrow at 10', task('Call the bank', '2026-03-07T15:00:00.000Z')),
  london('call the bank tomorrow at 10 !', task('Call the bank', '2026-03-07T10:00:00.000Z', true)),
  newYork('call the bank tomorrow at 10 !', task('Call the bank', '2026-03-07T15:00:00.000Z', true)),
  // New York's clocks go forward on Sunday: Monday 10:00 there is 14:00 UTC, not 15:00.
  newYork('call the plumber monday at 10', task('Call the plumber', '2026-03-09T14:00:00.000Z')),
  london('call the plumber monday at 10', task('Call the plumber', '2026-03-09T10:00:00.000Z')),
  // London's go forward on 29 March: 9:00 on the 30th is 08:00 UTC.
  london('dentist on 30 march at 9am', task('Dentist', '2026-03-30T08:00:00.000Z')),
  newYork('dentist on 30 march at 9am', task('Dentist', '2026-03-30T13:00:00.000Z')),
  london('remind me tomorrow at 9 to pay rent', task('Pay rent', '2026-03-07T09:00:00.000Z')),
  newYork('pay rent next monday', task('Pay rent', '2026-03-09T16:00:00.000Z')),
  london('pay council tax on 1 april', task('Pay council tax', '2026-04-01T11:00:00.000Z')),
  london('book flights for 12th may', task('Book flights', '2026-05-12T11:00:00.000Z')),
  london('pick up dry cleaning at 5:30', task('Pick up dry cleaning', '2026-03-07T17:30:00.000Z')),
  newYork('pick up dry cleaning at 5:30', task('Pick up dry cleaning', '2026-03-06T22:30:00.000Z')),
  london('meeting with Sarah next tuesday at 2', task('Meeting with Sarah', '2026-03-10T14:00:00.000Z')),
  newYork('dentist appointment friday 3pm', task('Dentist appointment', '2026-03-06T20:00:00.000Z')),
  london('call Sam in 2 hours', task('Call Sam', '2026-03-06T19:30:00.000Z')),
  newYork('in 2 hours call Sam', task('Call Sam', '2026-03-06T19:30:00.000Z')),
  london('remind me in 30 mins to take the cake out', task('Take the cake out', '2026-03-06T18:00:00.000Z')),
  london('take the cake out in half an hour', task('Take the cake out', '2026-03-06T18:00:00.000Z')),
  london('remind me to renew passport in 3 weeks', task('Renew passport', '2026-03-27T12:00:00.000Z')),
  london('gym tonight at 8', task('Gym', '2026-03-06T20:00:00.000Z')),
  newYork('tonight 8 gym', task('Gym', '2026-03-07T01:00:00.000Z')),
  london('call mum at 6 tonight', task('Call mum', '2026-03-06T18:00:00.000Z')),
  london('call Jo tomorrow morning', task('Call Jo', '2026-03-07T09:00:00.000Z')),
  london('water the plants this afternoon', task('Water the plants', '2026-03-06T15:00:00.000Z')),
  london('gym this evening', task('Gym', '2026-03-06T19:00:00.000Z')),
  // Friday noon has passed in both cities: "friday" is next week's, after New York's clocks change.
  newYork('pay rent on friday', task('Pay rent', '2026-03-13T16:00:00.000Z')),
  london('pay rent on friday', task('Pay rent', '2026-03-13T12:00:00.000Z')),
  london('todo: book dentist', task('Book dentist')),
  london('add milk to my list', task('Milk')),
  london('add: oat milk', task('Oat milk')),
  london("don't forget to water the plants", task('Water the plants')),
  london('I need to renew the car insurance', task('Renew the car insurance')),
  london('please email the accountant on thursday', task('Email the accountant', '2026-03-12T12:00:00.000Z')),
  london('send invoice to ACME by end of month', task('Send invoice to ACME', '2026-03-31T11:00:00.000Z')),
  london('Can you remind me to pick up Sam at 3:30 tomorrow?', task('Pick up Sam', '2026-03-07T15:30:00.000Z')),
  london('Pay the electricity bill 💡 by the 15th', task('Pay the electricity bill 💡', '2026-03-15T12:00:00.000Z')),
  // The day of the month with a time beside it, across London's clock change (29 March).
  london('pay rent on the 1st at 9am', task('Pay rent', '2026-04-01T08:00:00.000Z')),
  london('remind me to talk to Sam on the 3rd at 4', task('Talk to Sam', '2026-04-03T15:00:00.000Z')),
  // The 3rd has passed this month: next month's, after London's clocks go forward.
  london('email HR about leave on the 3rd', task('Email HR about leave', '2026-04-03T11:00:00.000Z')),
  london('renew the lease by the 15th of april', task('Renew the lease', '2026-04-15T11:00:00.000Z')),
  london('check in for the flight tomorrow at 7am', task('Check in for the flight', '2026-03-07T07:00:00.000Z')),
  london('remember to check in', task('Check in')),
  london('stop by the post office', task('Stop by the post office')),
  london('start the tax return', task('Start the tax return')),
  newYork('grab coffee with Ana at 11', task('Grab coffee with Ana', '2026-03-07T16:00:00.000Z')),
  london('buy 2 apples', task('Buy 2 apples')),
  london('read 1984', task('Read 1984')),
  london('call mum and dad', task('Call mum and dad')),
  london('research and development plan', task('Research and development plan')),
  london(
    'prepare the research and development plan by friday',
    task('Prepare the research and development plan', '2026-03-13T12:00:00.000Z'),
  ),
  // Another clock named beside the time, and where the person says they are: neither is in the title.
  // Friday 10:00 in New York has passed; next Friday's is after its clocks go forward (UTC-4).
  london('fri 10am new york time, im in london: call with Dana', task('Call with Dana', '2026-03-13T14:00:00.000Z')),
  newYork('call the supplier tomorrow at 9 london time', task('Call the supplier', '2026-03-07T09:00:00.000Z')),
  london("I'm in New York: call Dana monday at 10", task('Call Dana', '2026-03-09T14:00:00.000Z')),
  london('call Dana at 10am EST', task('Call Dana', '2026-03-07T15:00:00.000Z')),
  newYork('call Dana at 3pm my time', task('Call Dana', '2026-03-06T20:00:00.000Z')),
  london('PT session at 10am', task('PT session', '2026-03-07T10:00:00.000Z')),
  london('at 10 PT session', task('PT session', '2026-03-07T10:00:00.000Z')),
  // An abbreviation is its place's clock on that date: Sunday is after New York's clocks go forward.
  london('call Dana sunday at 10am ET', task('Call Dana', '2026-03-08T14:00:00.000Z')),
  london(
    'hey, can u remind me to ping Priya tmrw 4pm PST and also book the train',
    task('Ping Priya', '2026-03-08T00:00:00.000Z'),
    task('Book the train'),
  ),
  london('hey Jude on the radio', UNKNOWN),
  london('check the Tokyo time and date', task('Check the Tokyo time and date')),
  // Words that only look like a zone or a place stay in the title, and the time is the person's own.
  london('remind me at 3 get milk', task('Get milk', '2026-03-07T15:00:00.000Z')),
  london('plan my time off', task('Plan my time off')),
  london('check the Tokyo time difference', task('Check the Tokyo time difference')),
  london("tell Sarah I'm in London on monday", task("Tell Sarah I'm in London", '2026-03-09T12:00:00.000Z')),
  // Importance.
  london('urgent: pay rent by friday', task('Pay rent', '2026-03-13T12:00:00.000Z', true)),
  london('IMPORTANT call the landlord', task('Call the landlord', null, true)),
  london('call the landlord (urgent)', task('Call the landlord', null, true)),
  london('book MOT!!', task('Book MOT', null, true)),
  london('renew passport asap', task('Renew passport', null, true)),
  // Typos.
  london('tomorow at 10 cal the bank', task('Cal the bank', '2026-03-07T10:00:00.000Z')),
  newYork('remimd me to call Jo tmrw at 11', task('Call Jo', '2026-03-07T16:00:00.000Z')),
  london('pay the gas bill on wensday', task('Pay the gas bill', '2026-03-11T12:00:00.000Z')),
  afterAList(london('snoze 1h', snoozeFor(60))),
  london('whats nxt', list('next')),
  afterAList(london('donee', doneContext)),
  // Several asks in one message.
  london('buy milk and call mum at 6', task('Buy milk'), task('Call mum', '2026-03-06T18:00:00.000Z')),
  newYork('buy milk and call mum at 6', task('Buy milk'), task('Call mum', '2026-03-06T23:00:00.000Z')),
  london('email Tom, then book the room', task('Email Tom'), task('Book the room')),
  london('pick up kids; buy milk', task('Pick up kids'), task('Buy milk')),
  london('book the vet\ncall the garage tomorrow', task('Book the vet'), task('Call the garage', '2026-03-07T12:00:00.000Z')),
  afterAList(london('done 2 and 3', doneNumber(2), doneNumber(3))),
  london('done bank and call mum', doneWords('bank'), task('Call mum')),
  london(
    'remind me to send the invoice tomorrow at 9 and note that we decided to drop the agency',
    task('Send the invoice', '2026-03-07T09:00:00.000Z'),
    decision('We decided to drop the agency'),
  ),
  london(
    'decided to drop the agency and remind me to tell them on monday',
    decision('Decided to drop the agency'),
    task('Tell them', '2026-03-09T12:00:00.000Z'),
  ),
  london('buy milk; note: the shop closes at 6', task('Buy milk'), note('The shop closes at 6')),
  london('we decided to hire Sam and add him to the payroll', decision('We decided to hire Sam and add him to the payroll')),
  // Emoji.
  london('🛒 buy milk', task('Buy milk')),
  london('buy milk 🥛', task('Buy milk 🥛')),
  afterAList(london('✅', doneContext)),
  london('👍', talk('acknowledgement')),
  london('😀😀😀', talk('acknowledgement')),
  // Completing.
  afterAList(london('done 2', doneNumber(2))),
  afterAList(london('done #4', doneNumber(4))),
  afterAList(london('completed 3', doneNumber(3))),
  afterAList(london('mark 2 as done', doneNumber(2))),
  afterAList(london('2 done', doneNumber(2))),
  london('done bank', doneWords('bank')),
  london('finished the bank call', doneWords('bank call')),
  london('I finished the report', doneWords('report')),
  london('done with the dentist', doneWords('dentist')),
  london('mark the VAT one done', doneWords('VAT')),
  london('the dentist task is done', doneWords('dentist')),
  afterAList(london('done', doneContext)),
  afterAList(london('DONE', doneContext)),
  afterAList(london('did it', doneContext)),
  // Snoozing.
  afterAList(london('snooze 1h', snoozeFor(60))),
  afterAList(newYork('SNOOZE 1H', snoozeFor(60))),
  afterAList(london('SNOOZE 30 MIN', snoozeFor(30))),
  afterAList(london('snooze', snoozeFor(60))),
  afterAList(london('snooze until tomorrow 9', snooze('2026-03-07T09:00:00.000Z'))),
  afterAList(newYork('snooze until tomorrow 9', snooze('2026-03-07T14:00:00.000Z'))),
  afterAList(london('tomorrow 9', snooze('2026-03-07T09:00:00.000Z'))),
  afterAList(newYork('tomorrow 9', snooze('2026-03-07T14:00:00.000Z'))),
  afterAList(london('tomorrow', snooze('2026-03-07T12:00:00.000Z'))),
  afterAList(london('for tomorrow please', snooze('2026-03-07T12:00:00.000Z'))),
  afterAList(newYork('monday 9am', snooze('2026-03-09T13:00:00.000Z'))),
  afterAList(
    london('snooze 2 until monday', {
      kind: 'snooze',
      task: { by: 'number', number: 2 },
      until: '2026-03-09T12:00:00.000Z',
      minutes: null,
    }),
  ),
  london('snooze bank till tomorrow', {
    kind: 'snooze',
    task: { by: 'words', words: 'bank' },
    until: '2026-03-07T12:00:00.000Z',
    minutes: null,
  }),
  london('snooze rent to monday', {
    kind: 'snooze',
    task: { by: 'words', words: 'rent' },
    until: '2026-03-09T12:00:00.000Z',
    minutes: null,
  }),
  // A move names the day (and the time when given) on the person's clock: a reschedule.
  london('push the rent one to monday', { kind: 'reschedule', task: { by: 'words', words: 'rent' }, date: '2026-03-09', time: null }),
  london('reschedule the dentist to friday 3pm', {
    kind: 'reschedule',
    task: { by: 'words', words: 'dentist' },
    date: '2026-03-13',
    time: '15:00',
  }),
  // Lists.
  london("what's next", list('next')),
  london("What's next?", list('next')),
  london('next', list('next')),
  london('list', list('next')),
  london('show my tasks', list('next')),
  london('today', list('today')),
  london("what's due today", list('today')),
  london('what do I have today?', list('today')),
  london('what should I do next?', { kind: 'prioritise', scope: 'focus' }),
  london('overdue', list('overdue')),
  london('anything overdue?', list('overdue')),
  london('what do i have on tomorow?', list('tomorrow')),
  london("what's on tomorrow?", list('tomorrow')),
  london("tomorrow's tasks", list('tomorrow')),
  // Decisions and notes, kept as written.
  london('decided to hire a VA', decision('Decided to hire a VA')),
  london('Decided to hire a VA', decision('Decided to hire a VA')),
  london('decision: go with plan B', decision('Go with plan B')),
  london('Decision - move the launch to May', decision('Move the launch to May')),
  london('we decided to move the launch to May and call the agency', decision('We decided to move the launch to May and call the agency')),
  london('we agreed to split the rent', decision('We agreed to split the rent')),
  london("I've decided to quit sugar", decision("I've decided to quit sugar")),
  london('note that we decided to drop the agency', decision('We decided to drop the agency')),
  london('make a note that the client prefers calls', note('The client prefers calls')),
  london('note: felt good after the run', note('Felt good after the run')),
  london('journal: talked to Sam about the move', note('Talked to Sam about the move')),
  london('dear diary, long day but the bike is fixed', note('Long day but the bike is fixed')),
  london('log - ran 5k', note('Ran 5k')),
  // Commands.
  london('undo', UNDO),
  london('UNDO', UNDO),
  london('undo that', UNDO),
  london('help', HELP),
  london('?', HELP),
  london('what can you do?', HELP),
  london('Help me', HELP),
  london('stop', STOP),
  london('STOP', STOP),
  london('unsubscribe', STOP),
  london('stop messages', STOP),
  london('Stop!', STOP),
  london('start', START),
  london('START', START),
  london('resume', START),
  // What the rules cannot read.
  // Replies about the task in context, in other words than daily's own: corrections, snoozes, doubts.
  afterAList(
    london('oops wrong day, it should be monday', { kind: 'reschedule', task: { by: 'context' }, date: '2026-03-09', time: null }),
  ),
  afterAList(newYork('my bad i meant 4:30', { kind: 'reschedule', task: { by: 'context' }, date: null, time: '16:30' })),
  afterAList(london('ugh no, tuesday', { kind: 'reschedule', task: { by: 'context' }, date: '2026-03-10', time: null })),
  afterAList(newYork('give me another 20', snoozeFor(20))),
  afterAList(london('not now, nudge me again in half an hour', snoozeFor(30))),
  afterAList(london('hmm monday maybe', { kind: 'unclear', understood: 'a snooze, but you sound unsure', question: 'Shall I go ahead?' })),
  afterAList(newYork('sunday?', { kind: 'unclear', understood: 'a snooze, but you sound unsure', question: 'Shall I go ahead?' })),
  london('scratch that, 5pm', { kind: 'unclear', understood: 'a new time for a task', question: 'Which task do you mean?' }),
  // A job reported done in other words, with a tick, or by naming a task the conversation holds.
  afterAList(london('all sorted ✔️', doneContext)),
  afterAList(newYork('yep rang them', doneContext)),
  afterAList(london('sent the invoice ✅', doneWords('invoice'))),
  afterAList(london('called the bank this morning', doneContext)),
  afterAList(newYork('rent done ✅', doneWords('rent'))),
  afterAList(london('we signed the lease yesterday', UNKNOWN)),
  // A window by its first hour, a weekday of this month.
  london('collect the parcel monday between 9 and 10', task('Collect the parcel', '2026-03-09T09:00:00.000Z')),
  newYork('invoice clients the last friday of the month', task('Invoice clients', '2026-03-27T16:00:00.000Z')),
  // Statements of fact with a date in them are not asks; a ramble's way of saying a job is.
  london('the new office opens on monday', UNKNOWN),
  newYork('the investor call got moved to the 12th', UNKNOWN),
  newYork("I've got to call the insurers tomorrow", task('Call the insurers', '2026-03-07T17:00:00.000Z')),
  london('we need to renew the domain by friday', task('Renew the domain', '2026-03-13T12:00:00.000Z')),
  // Nothing in the conversation to point at: asked about, never a change to some task.
  london('done', { kind: 'unclear', understood: 'that something is done', question: 'Which task do you mean?' }),
  newYork('snooze 30', { kind: 'unclear', understood: 'a snooze', question: 'Which task do you mean?' }),
  london('push it to thursday', { kind: 'unclear', understood: 'a new time for a task', question: 'Which task do you mean?' }),
  newYork('mark 3 as done', { kind: 'unclear', understood: 'that something is done', question: 'Which task do you mean?' }),
  london('', UNKNOWN),
  london('   ', UNKNOWN),
  london('asdkjh qwe', UNKNOWN),
  // Said to daily, not asked of it: a short reply, nothing changes.
  london('hello', talk('greeting')),
  london('thanks!', talk('thanks')),
  london('did you get that?', { kind: 'question', text: 'did you get that?' }),
  london('when is the dentist?', { kind: 'question', text: 'when is the dentist?' }),
  london('what do I have on friday?', { kind: 'list', view: 'day', day: '2026-03-13' }),
  // A job asked about in a few words is offered, not added: it may be a question of whether to.
  london('do the laundry?', {
    kind: 'unclear',
    understood: '"Do the laundry"',
    question: 'Shall I add it?',
    offer: [{ kind: 'add_task', title: 'Do the laundry', due: null, important: false, repeat: null }],
  }),
  // Greetings and thanks however they are spelled, venting, choices, recall, the list and free time.
  london('heyyyy', talk('greeting')),
  london('morning all!', talk('greeting')),
  newYork('hiya daily, how are you?', talk('greeting')),
  london('salut', talk('greeting')),
  london('thanks a million daily', talk('thanks')),
  newYork('cheers, legend', talk('thanks')),
  london('thank youuu 🙏', talk('thanks')),
  newYork('tyvm', talk('thanks')),
  london("ugh can't face the VAT return", talk('feeling')),
  newYork('honestly dreading payroll this month', talk('feeling')),
  london('need a coffee lol', talk('feeling')),
  london('my head is all over the place', talk('feeling')),
  london('freelancer or agency?', { kind: 'dilemma', question: 'freelancer or agency?', options: ['freelancer', 'agency'] }),
  newYork('pipedrive versus hubspot', { kind: 'dilemma', question: 'pipedrive versus hubspot', options: ['pipedrive', 'hubspot'] }),
  london('in two minds about the Leeds office', { kind: 'dilemma', question: 'in two minds about the Leeds office', options: [] }),
  london('what did we land on for the bonus scheme?', { kind: 'recall_decision', words: 'bonus scheme' }),
  newYork('remind me why we dropped the agency', { kind: 'recall_decision', words: 'agency' }),
  london('did we ever agree on the rebrand?', { kind: 'recall_decision', words: 'rebrand' }),
  london('which of these can wait?', { kind: 'prioritise', scope: 'drop' }),
  newYork('ok what do I do first', { kind: 'prioritise', scope: 'focus' }),
  london("what's on my plate", list('next')),
  newYork('what have I got coming up', list('next')),
  london('how does next week look', list('week')),
  newYork('am I free at 10 on monday?', { kind: 'free_time', from: '2026-03-09T14:00:00.000Z', to: '2026-03-09T15:00:00.000Z' }),
  london('any room tuesday afternoon?', { kind: 'free_time', from: '2026-03-10T12:00:00.000Z', to: '2026-03-10T17:00:00.000Z' }),
  london('is monday 3-5 free', { kind: 'free_time', from: '2026-03-09T15:00:00.000Z', to: '2026-03-09T17:00:00.000Z' }),
  london("what's the VAT threshold?", { kind: 'question', text: "what's the VAT threshold?" }),
  // Alternatives, hedges and jobs that name nothing ask rather than save.
  london('ring the printer tuesday or wednesday, either', {
    kind: 'unclear',
    understood: 'ring the printer tuesday or wednesday either',
    question: 'Which time do you mean?',
  }),
  newYork('ought to renew the trademark at some point', {
    kind: 'unclear',
    understood: 'ought to renew the trademark at some point',
    question: 'Shall I add it?',
    offer: [{ kind: 'add_task', title: 'Renew the trademark', due: null, important: false, repeat: null }],
  }),
  london('message someone about the stuff', {
    kind: 'unclear',
    understood: 'Message someone about the stuff',
    question: 'Who or what is it about?',
  }),
  // The day asked about as an order, and free time with its hours.
  london('walk me through monday', { kind: 'list', view: 'day', day: '2026-03-09' }),
  newYork('map out my afternoon for me', { kind: 'prioritise', scope: 'plan_day' }),
  london('am I free at half 11 on monday', { kind: 'free_time', from: '2026-03-09T11:30:00.000Z', to: '2026-03-09T12:30:00.000Z' }),
  // Choices under way, statements and dilemmas.
  london("we're sunsetting the mobile app", decision("We're sunsetting the mobile app")),
  newYork("the webinar's at 4", UNKNOWN),
  london('lease or buy? properly stuck', {
    kind: 'dilemma',
    question: 'lease or buy? properly stuck',
    options: ['lease', 'buy'],
  }),
  // Rambles and loose times.
  london('2 things, renew the domain and pay the courier', task('Renew the domain'), task('Pay the courier')),
  london('1 chase Priya 2 order toner', task('Chase Priya'), task('Order toner')),
  london('post xmas hampers 10/12', task('Post xmas hampers', '2026-12-10T12:00:00.000Z')),
  newYork('walk the dog every evening at 6', {
    kind: 'add_task',
    title: 'Walk the dog',
    due: '2026-03-06T23:00:00.000Z',
    important: false,
    repeat: { every: 'day', interval: 1 },
  }),
  // A greeting in French is still a greeting, and is answered as one (in English).
  london('Bonjour, comment ça va ?', talk('greeting')),
  london('Comprar leche mañana', UNKNOWN),
  london('Kauf Milch', UNKNOWN),
  london('明天给妈妈打电话', UNKNOWN),
  london(JUNK, UNKNOWN),
];

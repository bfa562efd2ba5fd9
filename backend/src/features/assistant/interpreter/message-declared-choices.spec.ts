import { readAt as read, kindsAt } from './testing/read-at';
import { inViewOf } from './testing/conversations';

/** Choices declared in the first person, and a choice said before its jobs. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
describe('a course for the business declared in the first person', () => {
  it.each([
    "we're dropping the loyalty cards",
    'going to drop the sunday brunch',
    "I'm gonna take on the second apprentice",
    "we'll close the studio for the whole of august",
    "so yeah we're going cashless from spring",
    'we shall stop doing the farmers market',
    "ok I'll hire the retired teacher for the evening classes",
  ])('given %p -> a decision', (text) => {
    expect(kindsAt(text)).toEqual(['decision']);
  });

  it.each([
    "I'll drop the keys at the agent's office",
    "I'm hiring a cargo bike for friday's deliveries",
    'gonna stop the newspaper while we are in Spain',
    "I'll stop by the wholesaler later",
    "I'll close up at 6",
    "I'll drop the twins at nursery",
    "I'll hire the trailer",
    "I'll sell the spare stools on ebay",
    "I'm firing up the smoker",
    "we're dropping it",
    "we're stopping at the services",
    "I'll drop the flyers to Anna on friday",
    "I'll close the salon thursday for the funeral",
    "I'll end the tasting at noon",
  ])('given %p -> never a decision', (text) => {
    expect(kindsAt(text)).not.toContain('decision');
  });
});

describe('a choice said in a sentence of its own, then jobs', () => {
  it('given a decision, then a job with a time -> both', () => {
    expect(read('decided to switch to the Kent dairy. call them tomorrow at 11 to set it up')).toEqual([
      { kind: 'decision', text: 'Decided to switch to the Kent dairy.' },
      { kind: 'add_task', title: 'Call them to set it up', due: '2026-11-12T11:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given a labelled decision, then a reminder -> both', () => {
    expect(kindsAt('decision: no more free samples. remind me to tell the team on friday')).toEqual(['decision', 'add_task']);
  });

  it('given a decision, then a remark -> the decision alone, kept as said', () => {
    expect(read('decided to keep the old van. it still runs fine')).toEqual([
      { kind: 'decision', text: 'Decided to keep the old van. it still runs fine' },
    ]);
  });
});

describe("requests and questions in learners' order", () => {
  it('given "is possible push it to monday?" with a task in view -> moved', () => {
    expect(read('is possible push it to monday?', inViewOf('Fit the blinds', '2026-11-12T12:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-16', time: null },
    ]);
  });

  it('given "please remind to me call the glazier tomorrow at 8" -> a task', () => {
    expect(read('please remind to me call the glazier tomorrow at 8')).toEqual([
      { kind: 'add_task', title: 'Call the glazier', due: '2026-11-12T08:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given "remind me for the boiler service in 3 weeks" -> the boiler service', () => {
    expect(read('remind me for the boiler service in 3 weeks')).toEqual([
      { kind: 'add_task', title: 'The boiler service', due: '2026-12-02T12:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given "remind me each first of month to renew the parking permit" -> monthly on the 1st', () => {
    expect(read('remind me each first of month to renew the parking permit')).toEqual([
      {
        kind: 'add_task',
        title: 'Renew the parking permit',
        due: '2026-12-01T12:00:00.000Z',
        important: false,
        repeat: { every: 'month', interval: 1 },
      },
    ]);
  });

  it('given "which printer we picked?" -> looked up', () => {
    expect(read('which printer we picked?')).toEqual([{ kind: 'recall_decision', words: 'printer' }]);
  });

  it('given "um what did we decide about the sunday opening" -> looked up', () => {
    expect(kindsAt('um what did we decide about the sunday opening')).toEqual(['recall_decision']);
  });
});

describe('questions of what daily can do, and advice asked', () => {
  it.each([
    'is it possible to add a photo?',
    'is it possible to delete my account?',
    'which courier should I choose?',
    'which one I pick?',
  ])('given %p -> nothing changed or looked up', (text) => {
    expect(kindsAt(text)).not.toEqual(expect.arrayContaining(['add_task']));
    expect(kindsAt(text)).not.toEqual(expect.arrayContaining(['remove']));
    expect(kindsAt(text)).not.toEqual(expect.arrayContaining(['recall_decision']));
  });

  it.each(['remind me for first thing', 'remind me for same time next week'])('given %p -> no task named "About"', (text) => {
    expect(read(text)).not.toEqual(expect.arrayContaining([expect.objectContaining({ title: 'About' })]));
  });
});

describe('a greeting with its courtesies', () => {
  it.each([
    'hiya, hope youre well',
    'Good afternoon. Hope you are well.',
    'good evening, sorry to bother you',
    'selam, hello',
    'hey, hope all is good',
  ])('given %p -> a greeting', (text) => {
    expect(read(text)).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
  });

  it('given "God bless you, thank you" -> thanks', () => {
    expect(read('God bless you, thank you')).toEqual([{ kind: 'small_talk', what: 'thanks' }]);
  });

  it('given "night all, closing up now" -> a goodbye', () => {
    expect(read('night all, closing up now')).toEqual([{ kind: 'small_talk', what: 'goodbye' }]);
  });
});

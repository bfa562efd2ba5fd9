import { inViewOf, listOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** Several items ticked by number, a day skipped, the world outside asked about, a choice said with a hunch. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
describe('ticks, skips and questions', () => {
  it.each(['tick off 1 and 3', 'check off 1 & 3', 'cross off 1 n 3'])('given %p -> items 1 and 3 done', (text) => {
    expect(read(text, listOf('Quote', 'Van MOT', 'Invoice'))).toEqual([
      { kind: 'complete', task: { by: 'number', number: 1 } },
      { kind: 'complete', task: { by: 'number', number: 3 } },
    ]);
  });

  it('crossing off several items as not needed is never a tick', () => {
    expect(read('cross off 2 and 3 not needed', listOf('Quote', 'Van MOT', 'Invoice'))[0].kind).not.toBe('complete');
  });

  it.each(['skip today', 'skip for today', 'skipping this one'])('given %p to a reminder -> an answer for the follow-up', (text) => {
    expect(read(text, reminderOf('Gym'))).toEqual([{ kind: 'answer', text, pick: null }]);
  });

  it.each(["what's the weather like tmrw", 'whats traffic like friday morning', "how's the forecast for saturday"])(
    'given %p -> a question, not the list of that day',
    (text) => {
      expect(read(text)[0].kind).toBe('question');
    },
  );

  it.each(["think i'll go with the canon", "i reckon we'll go with the cheaper van"])('given %p -> a decision', (text) => {
    expect(read(text)[0].kind).toBe('decision');
  });
});

describe('a finish with what it left, and a job under way', () => {
  it.each(['All done and the towels are out!', 'done and the van is back'])('given %p to a reminder -> that task done', (text) => {
    expect(read(text, reminderOf('Strip the beds'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it.each(['doing it now', 'doing it now now', 'ok on it', 'on it rn'])('given %p about the task in view -> changes nothing', (text) => {
    expect(read(text, reminderOf('Measure the windows'))).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]);
    expect(read(text, inViewOf('Measure the windows'))).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]);
  });

  it.each(['nearly done with the invoice', "i'm halfway through the edit"])('given %p with nothing in view -> acknowledged', (text) => {
    expect(read(text)).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]);
  });

  it.each(['halfway, 12 rooms left to go', 'not yet, halfway thru', 'almost done', 'nearly there, just the skirting to do'])(
    'given %p to a reminder -> how far along, which changes nothing',
    (text) => {
      expect(read(text, reminderOf('Paint the hallway'))).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]);
    },
  );
});

describe('stuck, with what is in the way', () => {
  it.each(['stuck, cant find the invoice', 'stuck on the methods section', 'im stuck - supplier wont answer'])(
    'given %p to a reminder -> an answer the follow-up reads as STUCK, never a tick',
    (text) => {
      expect(read(text, reminderOf('Pay the invoice'))).toEqual([{ kind: 'answer', text, pick: null }]);
    },
  );
});

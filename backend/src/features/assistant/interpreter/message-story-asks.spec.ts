import type { ConversationState } from './intent';
import { listOf, inViewOf, reminderOf } from './testing/conversations';
import { NOTHING, readAt as read } from './testing/read-at';

/** Asks said inside a story, a reminder asked for again, and a nod or a reason around the task pointed at. Wordings are our own. */

const REMINDED = reminderOf('Water the shop plants');
const LISTED = listOf('Order labels', 'Email the printer', 'Book the van', 'Pay the rent');
const IN_VIEW = inViewOf('Collect the frames', '2026-11-12T10:00:00.000Z');

describe('an ask inside a story', () => {
  it('given a story, then "remind me to … at 4" -> the task asked for', () => {
    expect(read('the courier lost two boxes again 😤 remind me to call the depot at 4 about a refund')).toEqual([
      { kind: 'add_task', title: 'Call the depot about a refund', due: '2026-11-11T16:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given "make it 1pm, the buyer is at lunch until then" with a task in view -> moved to 13:00', () => {
    expect(read('make it 1pm, the buyer is at lunch until then', IN_VIEW)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '13:00' },
    ]);
  });

  it('given "delete 2, the printer sorted it themselves" with a list shown -> the second task removed', () => {
    expect(read('delete 2, the printer sorted it themselves', LISTED)).toEqual([{ kind: 'remove', task: { by: 'number', number: 2 } }]);
  });

  it.each([
    ['remind me about the frames... or not, dunno', NOTHING],
    ['the framer said 4, the courier said 6, no idea which', IN_VIEW],
    ['sent the frames. the buyer loved them', NOTHING],
  ])('given %p -> nothing changed', (text, conversation) => {
    expect(
      read(text, conversation).every((intent) => ['unknown', 'unclear', 'small_talk', 'question', 'dilemma'].includes(intent.kind)),
    ).toBe(true);
  });
});

describe('a reminder asked for again', () => {
  it('given "could you ping me again tonight at 8? I am at the market till then" after a reminder -> put off to 20:00', () => {
    expect(read('could you ping me again tonight at 8? I am at the market till then', REMINDED)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T20:00:00.000Z', minutes: null },
    ]);
  });

  it('given "remind me again at 6 no 7" after a reminder -> not put off to 6', () => {
    expect(read('remind me again at 6 no 7', REMINDED)).not.toContainEqual(
      expect.objectContaining({ kind: 'snooze', until: '2026-11-11T18:00:00.000Z' }),
    );
  });
});

describe('a nod or a reason around the task pointed at', () => {
  it.each(['done lah', 'done mate'])('given %p after a reminder -> that task done', (text) => {
    expect(read(text, REMINDED)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });
});

describe('a report of a job done, with the story after it', () => {
  it.each(['watered!! took ages but they look happy', 'done. 40 pots. never again'])(
    'given %p after a reminder -> that task done',
    (text) => {
      expect(read(text, REMINDED)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
    },
  );

  it('given "rang the framer, she had them ready. tick that off" with a task in view -> that task done', () => {
    expect(read('rang the framer, she had them ready. tick that off', IN_VIEW)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('given "the gallery show is off, bin it" with a task in view -> asked which, not removed', () => {
    expect(read('the gallery show is off, bin it', IN_VIEW).map((intent) => intent.kind)).not.toContain('remove');
  });
});

describe('what a review found these checks must leave alone', () => {
  const CHANGES = ['add_task', 'complete', 'remove', 'reschedule', 'snooze', 'rename'];
  const changed = (text: string, conversation: ConversationState) =>
    read(text, conversation).filter((intent) => CHANGES.includes(intent.kind));

  it.each<[string, ConversationState]>([
    ['cancel it?? why, she is coming', IN_VIEW],
    ['tick it off? I wish', IN_VIEW],
    ['delete 2? no way, keep it', LISTED],
    ['done? not even close', REMINDED],
    ['if it snows tomorrow, move the stock count to thursday', IN_VIEW],
    ['when the glass arrives, delete 3', LISTED],
    ['Jo said: move the call to 4. I said no', IN_VIEW],
    ['Sam: delete 2. me: never', LISTED],
    ['rang him, he is out till monday', REMINDED],
    ['paid, half of it', REMINDED],
  ])('given %p -> nothing changed', (text, conversation) => {
    expect(changed(text, conversation)).toEqual([]);
  });

  it.each(['remind me again at 9 about the dentist', 'ping me again at 6 for the school run', 'she said she would message me back at 4'])(
    'given %p after a reminder -> the waiting reminder is not put off',
    (text) => {
      expect(read(text, REMINDED)).not.toContainEqual(expect.objectContaining({ kind: 'snooze', task: { by: 'context' } }));
    },
  );

  it('given "finished that proposal" with a task in view -> not the task in view', () => {
    expect(read('finished that proposal', IN_VIEW)).not.toContainEqual({ kind: 'complete', task: { by: 'context' } });
  });
});

describe('a job asked for while a dilemma waits on what matters', () => {
  const WEIGHING: ConversationState = {
    ...NOTHING,
    pending: { about: 'dilemma_matters', question: 'open a second stall or not', options: ['open it', 'wait till spring'] },
  };

  it('given "every friday 4pm post the rota" -> the repeating task, not the answer', () => {
    expect(read('every friday 4pm post the rota', WEIGHING)).toEqual([
      {
        kind: 'add_task',
        title: 'Post the rota',
        due: '2026-11-13T16:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
    ]);
  });

  it('given "cash flow and my weekends" -> what matters, as the answer', () => {
    expect(read('cash flow and my weekends', WEIGHING)).toEqual([{ kind: 'answer', text: 'cash flow and my weekends', pick: null }]);
  });
});

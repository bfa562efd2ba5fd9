import { inViewOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** The right words, then the wrong ones, said of the task in view; and a new name said straight after the asking. Wordings are our own. */

const renamedTo = (title: string) => [{ kind: 'rename', task: { by: 'context' }, title }];

describe('the right words, then the wrong ones', () => {
  it.each([
    ['its 12 Orchard Way not 2, fix the title', 'Survey at 2 Orchard Way', 'Survey at 12 Orchard Way'],
    ['should say van 4 not 3', 'Wash out van 3', 'Wash out van 4'],
    ['it’s his wife not his brother, rename pls', "Call Dev's brother about the deposit", "Call Dev's wife about the deposit"],
    ['oops its £640 not 460, change the title', 'Invoice Marlow Books £460', 'Invoice Marlow Books £640'],
    ['its the Patels not the Pattersons, fix the name', 'Send the Pattersons the floor plan', 'Send the Patels the floor plan'],
    ['Jo B. not Jo, fix the name', "Chase Jo's timesheet", "Chase Jo B.'s timesheet"],
    ['spelling: Aoife, not Eefa', 'Book Eefa for the Saturday shift', 'Book Aoife for the Saturday shift'],
  ])('given %p with %p in view -> %p', (text, title, renamed) => {
    expect(read(text, inViewOf(title))).toEqual(renamedTo(renamed));
  });

  it('a day set right is a move, not a new name', () => {
    expect(read('its thursday not wednesday', inViewOf('Wednesday pick-up from the depot'))[0].kind).toBe('reschedule');
  });

  it('wrong words the title does not hold rename nothing', () => {
    expect(read("it's 5 not 4, fix the title", inViewOf('Chase the Hartley invoice'))[0].kind).not.toBe('rename');
  });
});

describe('a new name said straight after the asking', () => {
  it.each([
    ['retitle boiler service - flat 6', 'Boiler service - flat 6'],
    ['retitle → order 3 x hi-vis + gloves', 'Order 3 x hi-vis + gloves'],
    ['title should say returns for the Tuesday market', 'Returns for the Tuesday market'],
    ['rename to: chase the Oakley quote', 'Chase the Oakley quote'],
  ])('given %p -> that name', (text, title) => {
    expect(read(text, inViewOf('Boiler service'))).toEqual(renamedTo(title));
  });

  it('a task pointed at first is renamed by its words', () => {
    expect(read('rename the gutter one to gutters at no. 9', inViewOf('Boiler service'))).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'gutter' }, title: 'Gutters at no. 9' },
    ]);
  });
});

describe('what a name should tell is no name', () => {
  it.each(['title should say what it is for', 'title should say urgent', 'retitle asap', 'title should say the address'])(
    'given %p -> no rename',
    (text) => {
      expect(read(text, inViewOf('Keys for the Elm Rd flat'))[0].kind).not.toBe('rename');
    },
  );

  it('wrong words the title holds twice are not guessed at', () => {
    expect(read('should say 9 not 19', inViewOf('Pick up 19 boxes from unit 19'))[0].kind).not.toBe('rename');
  });
});

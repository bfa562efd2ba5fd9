import { readAt as read } from './testing/read-at';

/** A job named only as "the thing" about something is asked about, never kept as said. Wordings are our own. */

describe('a job named only as the thing about something', () => {
  it.each(['gotta do the thing w the printer', 'sort out the thing with the landlord', 'look into that thing about the lease'])(
    'given %p -> asked what to do',
    (text) => {
      expect(read(text)[0].kind).toBe('unclear');
    },
  );

  it('a job with someone to call about the thing is still a job', () => {
    expect(read('ring Sam about the thing with the van')[0].kind).toBe('add_task');
  });
});

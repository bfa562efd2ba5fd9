import { readAt as read } from './testing/read-at';

/** A decision half-made, a snag, a choice between two things got the same way. Wordings are our own. */

describe('thinking aloud about a change to the business', () => {
  it('"thinkin of dropping the saturday market, its barely worth it" is a choice to think through', () => {
    expect(read('thinkin of dropping the saturday market, its barely worth it')).toEqual([
      { kind: 'dilemma', question: 'thinkin of dropping the saturday market, its barely worth it', options: [] },
    ]);
    expect(read('considering hiring a second stylist')).toEqual([
      { kind: 'dilemma', question: 'considering hiring a second stylist', options: [] },
    ]);
  });

  it('thinking about an errand is still offered as the errand', () => {
    expect(read('thinking about emailing the landlord')[0]).toMatchObject({ kind: 'unclear', offer: [{ title: 'Email the landlord' }] });
  });
});

describe('a snag said without a reminder waiting', () => {
  it('"stuck on the invoice, cant find the PO" is how it is going, and adds nothing', () => {
    expect(read('stuck on the invoice, cant find the PO')).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
  });

  it('"stuck the labels on the jars" is something done, no feeling', () => {
    expect(read('stuck the labels on the jars, cant find the lids')).not.toContainEqual({ kind: 'small_talk', what: 'feeling' });
  });
});

describe('two options got the same way', () => {
  it('the verb of the first is said again before the second', () => {
    expect(read('should I hire a VA or a bookkeeper first?')).toEqual([
      { kind: 'dilemma', question: 'should I hire a VA or a bookkeeper first?', options: ['hire a VA', 'hire a bookkeeper first'] },
    ]);
  });
});

describe('how the day went, told', () => {
  it('"shop was dead today, 3 customers, thank god its friday" is a line the journal may keep, and adds nothing', () => {
    expect(read('shop was dead today, 3 customers, thank god its friday')).toEqual([{ kind: 'small_talk', what: 'reflection' }]);
    expect(read('shop was rammed today')).toEqual([{ kind: 'small_talk', what: 'reflection' }]);
  });
});

describe('a change to how the business runs, from a month on', () => {
  it.each(["we're gonna close the café on mondays from dec", "I'm leaving upwork, direct clients only from jan"])(
    '%s is a decision kept as said',
    (said) => {
      expect(read(said)).toEqual([{ kind: 'decision', text: said.charAt(0).toUpperCase() + said.slice(1) }]);
    },
  );

  it.each(['the market moves to sundays from next month', "flour's going up 8% from next month", "i'm away from dec 20"])(
    '%s is news, no decision',
    (said) => {
      expect(read(said).map((intent) => intent.kind)).not.toContain('decision');
    },
  );
});

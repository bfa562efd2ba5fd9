import type { Intent } from './intent';
import { readAt } from './testing/read-at';

/**
 * A ramble of jobs with one said in doubt, or with news and dates told between them: the sure jobs
 * are added, the doubted one offered, and what was only told left out. Read at Wednesday 11 November
 * 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const titles = (read: Intent[]) => read.map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));
const offered = (read: Intent[]) => read.flatMap((intent) => (intent.kind === 'unclear' ? (intent.offer ?? []).map((t) => t.title) : []));

describe('a ramble of jobs with one said in doubt', () => {
  it('adds the sure jobs and offers the doubted one', () => {
    const read = readAt(
      'ok so um voice note incoming, I need to send the Q3 deck today, then the board pack is due thursday, oh and book trains to Leeds for the expo, that is like the 19th, and I should probably ring my accountant at some point about payroll',
    );
    expect(titles(read)).toEqual(['Send the Q3 deck', 'Book trains to Leeds for the expo', 'unclear']);
    expect(offered(read)).toEqual(['Ring my accountant about payroll']);
  });

  it('offers a job said with "maybe" after a sure one', () => {
    const read = readAt('call the bank at 10 and maybe email Jo', undefined, NEW_YORK);
    expect(titles(read)).toEqual(['Call the bank', 'unclear']);
    expect(offered(read)).toEqual(['Email Jo']);
  });

  it('asks about the whole message when the doubt is about news, not a job', () => {
    expect(titles(readAt('sold 40 pies today, record! landlord says maybe we get the unit next door in spring, we see'))).not.toContain(
      'Sold 40 pies',
    );
  });

  it('leaves out a due day told of another thing after a job', () => {
    expect(titles(readAt('I need to finish the onboarding emails today, and the investor update is due thursday'))).toEqual([
      'Finish the onboarding emails',
    ]);
  });
});

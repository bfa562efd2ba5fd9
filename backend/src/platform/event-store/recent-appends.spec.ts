import type { RecordedEvent } from './event-envelope';
import { RecentAppends } from './recent-appends';

const at = (position: number): RecordedEvent => ({
  type: 'test.happened',
  data: { position },
  metadata: {
    eventId: `e${position}`,
    occurredAt: '2026-11-28T00:00:00.000Z',
    actor: 'a',
    correlationId: 'c',
    causationId: null,
    source: 'system',
  },
  streamId: 's',
  revision: position - 1,
  position,
});
const positions = (events: RecordedEvent[] | undefined): number[] | undefined => events?.map((e) => e.position);

describe('RecentAppends', () => {
  it('answers a read that starts inside the run, up to the count asked', () => {
    const recent = new RecentAppends();
    recent.add([at(5), at(6)]);
    recent.add([at(7)]);
    expect(positions(recent.after(4, 10))).toEqual([5, 6, 7]);
    expect(positions(recent.after(5, 1))).toEqual([6]);
  });

  it('leaves to the file a read from before the run, and one past its end', () => {
    const recent = new RecentAppends();
    recent.add([at(5), at(6)]);
    expect(recent.after(3, 10)).toBeUndefined();
    expect(recent.after(6, 10)).toBeUndefined();
    expect(new RecentAppends().after(0, 10)).toBeUndefined();
  });

  it('starts afresh at a gap: the positions between were written by someone else', () => {
    const recent = new RecentAppends();
    recent.add([at(5), at(6)]);
    recent.add([at(9), at(10)]);
    expect(recent.after(6, 10)).toBeUndefined();
    expect(positions(recent.after(8, 10))).toEqual([9, 10]);
  });

  it('keeps a bounded tail', () => {
    const recent = new RecentAppends();
    for (let p = 1; p <= 5000; p += 1) recent.add([at(p)]);
    expect(recent.after(0, 10)).toBeUndefined();
    expect(positions(recent.after(4997, 10))).toEqual([4998, 4999, 5000]);
  });
});

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** Morning until noon, afternoon until 18:00, evening after (and through the small hours). */
export function partOfDay(now: Date): PartOfDay {
  const hour = now.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** The first word of a full name, or null when there is no name to use. */
export function firstName(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** "Good morning, Ada" or, without a name, "Good morning". */
export function greeting(now: Date, name: string | null | undefined): string {
  const first = firstName(name);
  const opening = `Good ${partOfDay(now)}`;
  return first ? `${opening}, ${first}` : opening;
}

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "3 Dec", with the year when it is not this year's: how the Decisions view names a day. */
export function decisionDay(date: string, today: Date = new Date()): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  const text = shortDay.format(at);
  return date.slice(0, 4) === String(today.getFullYear()) ? text : `${text} ${date.slice(0, 4)}`;
}

/** True once the review day has come (the person's own date, which only the browser knows). */
export function reviewIsDue(reviewOn: string, today: Date = new Date()): boolean {
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return reviewOn <= local;
}

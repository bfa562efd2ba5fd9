/**
 * What a person typed as a time, on the 24-hour clock the app writes: "9" → "09:00", "930" →
 * "09:30", "9.5" → "09:05", "21:15" → "21:15". Null when it is not a time of day.
 */
export function parseClock(text: string): string | null {
  const input = text.trim();
  const separated = /^(\d{1,2})[:.h ](\d{1,2})$/.exec(input);
  const digits = /^\d{1,4}$/.test(input) ? input : null;
  const [hours, minutes] = separated
    ? [Number(separated[1]), Number(separated[2])]
    : digits === null
      ? [NaN, NaN]
      : digits.length <= 2
        ? [Number(digits), 0]
        : [Number(digits.slice(0, -2)), Number(digits.slice(-2))];
  if (!Number.isInteger(hours) || !Number.isInteger(minutes) || hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

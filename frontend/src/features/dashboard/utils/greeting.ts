/**
 * "Good morning, Ada" or, without a name, "Good morning": morning from 05:00 until noon, afternoon
 * until 18:00, evening after (and through the small hours), by the first word of the name.
 * Self-contained (nothing from outside its body): the starter paints the signed-in shell's greeting
 * with this function's own text before the app has loaded, so both say the same words.
 */
export function dashboardGreeting(now: Date, name: string | null | undefined): string {
  const hour = now.getHours();
  const part = hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 18 ? 'afternoon' : 'evening';
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Good ${part}, ${first}` : `Good ${part}`;
}

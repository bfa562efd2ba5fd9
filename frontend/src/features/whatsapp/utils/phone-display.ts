/** "+447700900000" as people read it: "+44 7700 900000"; other countries in groups of three. */
export function displayPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  if (digits.startsWith('44') && digits.length === 12) return `+44 ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (digits.startsWith('1') && digits.length === 11) return `+1 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return `+${digits.replace(/(\d{3})(?=\d)/g, '$1 ')}`;
}

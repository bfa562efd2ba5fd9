/** "+447700900001" → "+44•••••••01": enough to tell numbers apart in a log, not enough to dial. */
export function maskPhone(phone: string): string {
  if (phone.length <= 5) return '•'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'•'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}

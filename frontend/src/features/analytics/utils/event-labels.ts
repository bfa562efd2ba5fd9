/** How each tracked event type reads on a badge; `login` is a first sign-in, hence "New User Login" (spec section 3). */
const eventTypeLabels: Record<string, string> = {
  page_visit: 'Page Visit',
  whatsapp_signup: 'WhatsApp Signup',
  login: 'New User Login',
  existing_user: 'Existing User',
};

export function eventTypeLabel(type: string): string {
  return eventTypeLabels[type] ?? type;
}

/** Events without a source came straight to the site. */
export function sourceLabel(source: string | null | undefined): string {
  return source && source.trim() !== '' ? source : 'Direct';
}

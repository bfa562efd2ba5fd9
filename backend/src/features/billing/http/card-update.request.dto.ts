/** Nothing to send: the caller is the subscriber (the /api/me rule), and any field sent is refused. */
export class CardUpdateRequestDto {}

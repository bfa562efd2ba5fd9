import { Inject, Injectable } from '@nestjs/common';
import { personOwner } from './idempotent-caller';
import { IDEMPOTENCY_STORE, type IdempotencyStore } from './idempotency-store.port';

/** What features may ask of the kept answers: to forget a person, whose account is being deleted. */
@Injectable()
export class KeptAnswers {
  constructor(@Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore) {}

  /** Removes every Idempotency-Key and answer kept for this person. */
  forgetPerson(userId: string): Promise<void> {
    return this.store.forgetOwner(personOwner(userId));
  }
}

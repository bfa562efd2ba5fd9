import { Injectable } from '@nestjs/common';

/** The time the scheduled jobs see. A class of its own so tests can move it without waiting. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

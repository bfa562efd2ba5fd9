import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import type { CommandContext } from '../../../platform/commands/command-context';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { CalendarService } from '../../calendar';
import { ClaimCheckInCommand, MorningPlansReader, type MorningPlanView, planIsDue } from '../../check-ins';
import { Clock } from '../../../platform/scheduling/clock';
import { JobLeaseService } from '../../../platform/scheduling/job-lease.service';
import { readModelsLive } from '../../../platform/scheduling/read-models-live';
import { isNight, MESSAGING_PROVIDER, type MessagingProvider, Recipients } from '../../reminders';
import { OpenTasksReader } from '../../tasks';
import { firstFreeSlot, morningPlanText } from '../domain/flows/morning-plan';
import { prioritise } from '../domain/priorities';
import { localDay, localTime } from '../domain/reply-dates';

export const MORNING_PLAN_RULES = {
  job: 'morning-plans',
  intervalMs: 5 * 60 * 1000,
  leaseMs: 10 * 60 * 1000,
  /** The working day the free slot is looked for in ends at this local hour. */
  dayEndsAt: 18,
} as const;

type Result = 'sent' | 'failed' | 'opted-out' | 'night' | 'not-yet' | 'sent-today' | 'no-phone' | 'already-claimed';

const minutesOfDay = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The morning plan for those who turned it on: at the local time they picked (08:30 unless they
 * picked another), never in quiet hours nor with "Messages from daily" off; the day's top three
 * with a reason each and, with a calendar connected, the first free slot. One a day, claimed with
 * the expected revision before it is sent.
 */
@Injectable()
export class MorningPlanJob {
  private readonly logger = new Logger('MorningPlans');
  private running = false;

  constructor(
    private readonly clock: Clock,
    private readonly lease: JobLeaseService,
    private readonly plans: MorningPlansReader,
    private readonly tasks: OpenTasksReader,
    private readonly recipients: Recipients,
    private readonly calendar: CalendarService,
    private readonly commands: CommandBus,
    private readonly projections: ProjectionRunner,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
  ) {}

  @Interval(MORNING_PLAN_RULES.job, MORNING_PLAN_RULES.intervalMs)
  async onInterval(): Promise<void> {
    await this.runOnce().catch((error: unknown) => this.logger.error({ err: error }, 'The morning plan run failed'));
  }

  async runOnce(): Promise<Record<string, number> | null> {
    if (this.running || !readModelsLive(this.projections)) return null;
    this.running = true;
    try {
      const startedAt = this.clock.now();
      if (!(await this.lease.acquire(MORNING_PLAN_RULES.job, startedAt, MORNING_PLAN_RULES.leaseMs))) return null;
      const counts: Record<string, number> = {};
      const context = this.lease.context();
      for (const plan of await this.plans.enabled()) {
        const result = await this.send(plan, startedAt, context).catch((error: unknown) => {
          this.logger.warn({ err: error, userId: plan.userId }, 'A morning plan could not be sent');
          return 'failed' as const;
        });
        counts[result] = (counts[result] ?? 0) + 1;
      }
      await this.lease.recordRun(MORNING_PLAN_RULES.job, startedAt, this.clock.now(), counts);
      return counts;
    } finally {
      this.running = false;
    }
  }

  private async send(plan: MorningPlanView, now: Date, context: CommandContext): Promise<Result> {
    const { userId } = plan;
    const recipient = await this.recipients.find(userId);
    if (!recipient.messagesEnabled) return 'opted-out';
    const zone = recipient.timeZone;
    if (isNight(now, zone)) return 'night';
    const minutes = minutesOfDay(localTime(now, zone));
    if (!planIsDue(plan.time, minutes)) return 'not-yet';
    const today = localDay(now, zone);
    if (plan.lastSentDay !== null && plan.lastSentDay >= today) return 'sent-today';
    if (!recipient.phone) return 'no-phone';

    const open = (await this.tasks.openOf(userId)).map((t) => ({ ...t, id: t._id }));
    const top = prioritise(open, now, zone).top.map(({ task, reason }) => ({ title: task.title, reason }));
    const dayEnd = new Date(now.getTime() + Math.max(0, MORNING_PLAN_RULES.dayEndsAt * 60 - minutes) * 60_000);
    const busy = dayEnd > now ? await this.calendar.busySlots(userId, now, dayEnd, context) : null;
    const slot = busy === null ? undefined : firstFreeSlot(busy, now, dayEnd);

    const claim = { kind: 'morning_plan' as const, userId, day: today, tasks: top.length, freeSlot: Boolean(slot) };
    if (!(await this.commands.execute(new ClaimCheckInCommand(claim, context)))) return 'already-claimed';
    // Claimed and not sent stays claimed: a plan that might have gone out is never sent twice.
    await this.messaging.send(recipient.phone, morningPlanText(top, slot, zone));
    return 'sent';
  }
}

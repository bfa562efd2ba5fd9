import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Checked, RunMoment } from '../../../platform/scheduling/scheduled-work';
import { type ScheduledWorkHandle, ScheduledWorkRunner } from '../../../platform/scheduling/scheduled-work-runner';
import { CalendarService } from '../../calendar';
import { ClaimCheckInCommand, MorningPlansReader, type MorningPlanView, planIsDue } from '../../check-ins';
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

interface Ready {
  claim: { kind: 'morning_plan'; userId: string; day: string; tasks: number; freeSlot: boolean };
  phone: string;
  text: string;
}

const minutesOfDay = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The morning plan for those who turned it on: at the local time they picked (08:30 unless they
 * picked another), never in quiet hours nor with "Messages from daily" off; the day's top three
 * with a reason each and, with a calendar connected, the first free slot. One a day, claimed with
 * the expected revision before it is sent.
 */
@Injectable()
export class MorningPlanJob {
  private readonly work: ScheduledWorkHandle;

  constructor(
    runner: ScheduledWorkRunner,
    private readonly plans: MorningPlansReader,
    private readonly tasks: OpenTasksReader,
    private readonly recipients: Recipients,
    private readonly calendar: CalendarService,
    private readonly commands: CommandBus,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
  ) {
    this.work = runner.register<MorningPlanView, Ready>({
      name: MORNING_PLAN_RULES.job,
      everyMs: MORNING_PLAN_RULES.intervalMs,
      exclusive: { lease: true, leaseMs: MORNING_PLAN_RULES.leaseMs },
      logContext: 'MorningPlans',
      itemFailed: 'A morning plan could not be sent',
      failedItem: (plan) => ({ userId: plan.userId }),
      due: () => this.plans.enabled(),
      check: (plan, run) => this.check(plan, run),
      claim: ({ claim }, { context }) => this.commands.execute(new ClaimCheckInCommand(claim, context)),
      alreadyClaimed: 'already-claimed',
      act: async ({ phone, text }) => {
        // Claimed and not sent stays claimed: a plan that might have gone out is never sent twice.
        await this.messaging.send(phone, text);
        return 'sent';
      },
    });
  }

  runOnce(): Promise<Record<string, number> | null> {
    return this.work.runOnce();
  }

  private async check(plan: MorningPlanView, { startedAt: now, context }: RunMoment): Promise<Checked<Ready>> {
    const { userId } = plan;
    const recipient = await this.recipients.find(userId);
    if (!recipient.messagesEnabled) return { skip: 'opted-out' };
    const zone = recipient.timeZone;
    if (isNight(now, zone)) return { skip: 'night' };
    const minutes = minutesOfDay(localTime(now, zone));
    if (!planIsDue(plan.time, minutes)) return { skip: 'not-yet' };
    const today = localDay(now, zone);
    if (plan.lastSentDay !== null && plan.lastSentDay >= today) return { skip: 'sent-today' };
    if (!recipient.phone) return { skip: 'no-phone' };

    const open = (await this.tasks.openOf(userId)).map((t) => ({ ...t, id: t._id }));
    const top = prioritise(open, now, zone).top.map(({ task, reason }) => ({ title: task.title, reason }));
    const dayEnd = new Date(now.getTime() + Math.max(0, MORNING_PLAN_RULES.dayEndsAt * 60 - minutes) * 60_000);
    const busy = dayEnd > now ? await this.calendar.busySlots(userId, now, dayEnd, context) : null;
    const slot = busy === null ? undefined : firstFreeSlot(busy, now, dayEnd);

    const claim = { kind: 'morning_plan' as const, userId, day: today, tasks: top.length, freeSlot: Boolean(slot) };
    return { ready: { claim, phone: recipient.phone, text: morningPlanText(top, slot, zone) } };
  }
}

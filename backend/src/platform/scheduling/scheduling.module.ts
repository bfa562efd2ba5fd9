import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { Clock } from './clock';
import { JobLeaseService } from './job-lease.service';
import { ScheduledWorkRunner } from './scheduled-work-runner';

/**
 * Scheduled work: the jobs' clock, the job lease and the one runner. Features that have work on a
 * timer import it and register their declarations with the runner.
 */
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [Clock, JobLeaseService, ScheduledWorkRunner],
  exports: [Clock, JobLeaseService, ScheduledWorkRunner],
})
export class SchedulingModule {}

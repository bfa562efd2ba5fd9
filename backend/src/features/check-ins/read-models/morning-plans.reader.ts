import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { DEFAULT_PLAN_TIME } from '../domain/morning-plan-rules';
import { MORNING_PLANS, type MorningPlanSetting, type MorningPlanView } from './morning-plan-view';

@Injectable()
export class MorningPlansReader {
  private readonly plans: ReadCollection<MorningPlanView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.plans = reads.collection<MorningPlanView>(MORNING_PLANS);
  }

  /** Off at 08:30 for someone who never set it. */
  async settingOf(userId: string): Promise<MorningPlanSetting> {
    const view = await this.plans.get(userId);
    return { enabled: view?.enabled ?? false, time: view?.time ?? DEFAULT_PLAN_TIME };
  }

  /** Everyone who turned the plan on (the job checks each one's own clock). */
  enabled(): Promise<MorningPlanView[]> {
    return this.plans.find({ enabled: true }, { limit: 10_000 });
  }
}

import type { Doc } from '../../../platform/read-store/read-store.port';

/** The `morning_plans` read model: one document per person who ever set it. */
export interface MorningPlanView extends Doc {
  _id: string;
  userId: string;
  enabled: boolean;
  time: string;
  lastSentDay: string | null;
}

export const MORNING_PLANS = 'morning_plans';

/** The setting as Settings shows it. */
export interface MorningPlanSetting {
  enabled: boolean;
  time: string;
}

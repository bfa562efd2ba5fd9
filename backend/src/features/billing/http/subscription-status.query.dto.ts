import { UserIdField } from './user-id-field';

export class SubscriptionStatusQueryDto {
  @UserIdField()
  user_id?: string;
}

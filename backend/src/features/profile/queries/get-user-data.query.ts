import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileService, type UserData } from '../profile.service';

export class GetUserDataQuery extends Query<UserData> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUserDataQuery)
export class GetUserDataHandler implements IQueryHandler<GetUserDataQuery> {
  constructor(private readonly profiles: ProfileService) {}

  execute({ userId }: GetUserDataQuery): Promise<UserData> {
    return this.profiles.userData(userId);
  }
}

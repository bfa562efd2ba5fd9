import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileReader, type UserData } from '../read-models/profile.reader';

export class GetUserDataQuery extends Query<UserData> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUserDataQuery)
export class GetUserDataHandler implements IQueryHandler<GetUserDataQuery> {
  constructor(private readonly profiles: ProfileReader) {}

  execute({ userId }: GetUserDataQuery): Promise<UserData> {
    return this.profiles.userData(userId);
  }
}

import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { CodeRowDto } from '../http/funnel.response';
import { FunnelReader, type FunnelSelection } from '../read-models/funnel.reader';

export class GetCodePerformanceQuery extends Query<CodeRowDto[]> {
  constructor(readonly selection: FunnelSelection) {
    super();
  }
}

/** Coupon and referral codes as a dimension of the funnel: uses, then trials and payments among those uses. */
@QueryHandler(GetCodePerformanceQuery)
export class GetCodePerformanceHandler implements IQueryHandler<GetCodePerformanceQuery> {
  constructor(private readonly funnel: FunnelReader) {}

  execute({ selection }: GetCodePerformanceQuery): Promise<CodeRowDto[]> {
    return this.funnel.codes(selection);
  }
}

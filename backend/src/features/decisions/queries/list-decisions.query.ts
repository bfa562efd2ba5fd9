import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Decision } from '../read-models/decision-view';
import { DecisionsReader } from '../read-models/decisions.reader';

export class ListDecisionsQuery extends Query<Decision[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The caller's decisions, newest first, texts opened with their key. */
@QueryHandler(ListDecisionsQuery)
export class ListDecisionsHandler implements IQueryHandler<ListDecisionsQuery> {
  constructor(private readonly decisions: DecisionsReader) {}

  execute({ userId }: ListDecisionsQuery): Promise<Decision[]> {
    return this.decisions.listOf(userId);
  }
}

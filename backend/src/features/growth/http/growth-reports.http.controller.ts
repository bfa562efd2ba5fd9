import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Roles } from '../../../platform/access/roles.decorator';
import { toDayRange } from '../../analytics';
import { GetCancellationReasonsQuery } from '../queries/get-cancellation-reasons.query';
import { GetCodePerformanceQuery } from '../queries/get-code-performance.query';
import { GetCohortsQuery } from '../queries/get-cohorts.query';
import { GetFunnelQuery } from '../queries/get-funnel.query';
import type { FunnelSelection } from '../read-models/funnel.reader';
import { FunnelRangeRequestDto } from './funnel-range.request.dto';
import { CancellationReasonsDto, CodeRowDto, CohortReportDto, FunnelReportDto } from './funnel.response';

const selectionOf = (query: FunnelRangeRequestDto): FunnelSelection => ({
  range: toDayRange(query.start_date, query.end_date),
  source: query.source ?? null,
});

/**
 * The growth reports: who entered in the range (by UTC day of first visit, else registration),
 * and how far they got since. Analysts and operators only; every count is of categories and
 * timestamps, never of anything a person wrote.
 */
@ApiTags('analytics')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Signed in without the analyst or operator role' })
@ApiBadRequestResponse({
  description: 'A date is missing or malformed, end_date is before start_date, the range is over 366 days, or the source is malformed',
})
@Roles('analyst', 'operator')
@Controller('api/analytics')
export class GrowthReportsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('funnel')
  @ApiOperation({ summary: 'The funnel from visit to payment and cancellation, with step-to-step conversion, per source and overall' })
  @ApiOkResponse({ type: FunnelReportDto })
  funnel(@Query() query: FunnelRangeRequestDto): Promise<FunnelReportDto> {
    return this.queries.execute(new GetFunnelQuery(selectionOf(query)));
  }

  @Get('cohorts')
  @ApiOperation({ summary: 'The funnel per weekly cohort (UTC weeks starting Monday) of entry' })
  @ApiOkResponse({ type: CohortReportDto })
  cohorts(@Query() query: FunnelRangeRequestDto): Promise<CohortReportDto> {
    return this.queries.execute(new GetCohortsQuery(selectionOf(query)));
  }

  @Get('codes')
  @ApiOperation({ summary: 'Coupon and referral codes used at checkout: uses, trials and payments' })
  @ApiOkResponse({ type: [CodeRowDto] })
  codes(@Query() query: FunnelRangeRequestDto): Promise<CodeRowDto[]> {
    return this.queries.execute(new GetCodePerformanceQuery(selectionOf(query)));
  }

  @Get('cancellation-reasons')
  @ApiOperation({ summary: 'Why the people who left did so, by category, and how the retention offer went' })
  @ApiOkResponse({ type: CancellationReasonsDto })
  cancellationReasons(@Query() query: FunnelRangeRequestDto): Promise<CancellationReasonsDto> {
    return this.queries.execute(new GetCancellationReasonsQuery(selectionOf(query)));
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AnalyticsDailyPointResponse,
  AnalyticsEventRowResponse,
  AnalyticsSummaryRowResponse,
  AnalyticsTotalsResponse,
} from './analytics.response';
import { Roles } from '../../../platform/access/roles.decorator';
import { toDayRange } from '../domain/analytics-day';
import { RECENT_DEFAULT } from '../domain/analytics-limits';
import { type AnalyticsDailyPoint, GetAnalyticsDailyQuery } from '../queries/get-analytics-daily.query';
import { type AnalyticsSummaryRow, GetAnalyticsSummaryQuery } from '../queries/get-analytics-summary.query';
import { type AnalyticsTotals, GetAnalyticsTotalsQuery } from '../queries/get-analytics-totals.query';
import { GetRecentAnalyticsEventsQuery } from '../queries/get-recent-analytics-events.query';
import type { AnalyticsEventRow } from '../read-models/analytics-events.reader';
import { DateRangeRequestDto } from './date-range.request.dto';
import { RecentEventsRequestDto } from './recent-events.request.dto';

/** The analytics dashboard's reads (spec section 7): analysts and operators only. */
@ApiTags('analytics')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Signed in without the analyst or operator role' })
@Roles('analyst', 'operator')
@Controller('api/analytics')
export class AnalyticsReportsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('summary')
  @ApiOperation({ summary: 'Visits, WhatsApp signups, logins and signup rate per traffic source ("Direct" without one), busiest first' })
  @ApiOkResponse({ type: [AnalyticsSummaryRowResponse] })
  summary(@Query() query: DateRangeRequestDto): Promise<AnalyticsSummaryRow[]> {
    return this.queries.execute(new GetAnalyticsSummaryQuery(toDayRange(query.start_date, query.end_date)));
  }

  @Get('totals')
  @ApiOperation({ summary: 'Visits, WhatsApp signups, logins and signup rate over the range, every source together (the four cards)' })
  @ApiOkResponse({ type: AnalyticsTotalsResponse })
  totals(@Query() query: DateRangeRequestDto): Promise<AnalyticsTotals> {
    return this.queries.execute(new GetAnalyticsTotalsQuery(toDayRange(query.start_date, query.end_date)));
  }

  @Get('daily')
  @ApiOperation({ summary: 'Visits, signups and logins per UTC day of the range, for the chart' })
  @ApiOkResponse({ type: [AnalyticsDailyPointResponse] })
  daily(@Query() query: DateRangeRequestDto): Promise<AnalyticsDailyPoint[]> {
    return this.queries.execute(new GetAnalyticsDailyQuery(toDayRange(query.start_date, query.end_date)));
  }

  @Get('events/recent')
  @ApiOperation({ summary: 'The newest tracked events, newest first' })
  @ApiOkResponse({ type: [AnalyticsEventRowResponse] })
  recent(@Query() query: RecentEventsRequestDto): Promise<AnalyticsEventRow[]> {
    return this.queries.execute(new GetRecentAnalyticsEventsQuery(query.limit ?? RECENT_DEFAULT));
  }
}

import { ApiProperty } from '@nestjs/swagger';
import type { AnalyticsDailyPoint } from '../queries/get-analytics-daily.query';
import type { AnalyticsSummaryRow } from '../queries/get-analytics-summary.query';
import type { AnalyticsTotals } from '../queries/get-analytics-totals.query';
import type { AnalyticsEventDetailRow, AnalyticsEventRow } from '../read-models/analytics-events.reader';

/** Response shapes, for the API documentation. */
export class AnalyticsSummaryRowResponse implements AnalyticsSummaryRow {
  @ApiProperty({ example: 'linkedin', description: '"Direct" for visits without a source' }) utm_source!: string;
  @ApiProperty({ example: 120 }) total_visits!: number;
  @ApiProperty({ example: 6 }) whatsapp_signups!: number;
  @ApiProperty({ example: 14 }) logins!: number;
  @ApiProperty({ description: 'Signups per visit, in percent', example: 5 }) signup_rate!: number;
}

export class AnalyticsTotalsResponse implements AnalyticsTotals {
  @ApiProperty() total_visits!: number;
  @ApiProperty() whatsapp_signups!: number;
  @ApiProperty() logins!: number;
  @ApiProperty({ description: 'Signups per visit, in percent' }) signup_rate!: number;
}

export class AnalyticsDailyPointResponse implements AnalyticsDailyPoint {
  @ApiProperty({ example: '2025-01-05' }) date!: string;
  @ApiProperty() visits!: number;
  @ApiProperty() signups!: number;
  @ApiProperty() logins!: number;
}

export class AnalyticsEventRowResponse implements AnalyticsEventRow {
  @ApiProperty({ description: 'The event’s position in the log' }) id!: number;
  @ApiProperty({ example: 'page_visit' }) event_type!: string;
  @ApiProperty({ type: String, nullable: true, example: 'linkedin' }) utm_source!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/subscribe' }) page_path!: string | null;
  @ApiProperty({ example: '2025-01-05T12:00:00.000Z' }) timestamp!: string;
}

export class AnalyticsEventDetailRowResponse extends AnalyticsEventRowResponse implements AnalyticsEventDetailRow {
  @ApiProperty({ type: String, nullable: true }) session_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) user_id!: string | null;
  @ApiProperty() position!: number;
}

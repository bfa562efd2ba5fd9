import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SERVER_STATUSES } from '../../accounts';
import type { HistoryEntry } from '../log/history-entry';
import type { LogEventRow } from '../log/log-event-row';
import type { ConsoleAccountRow } from '../queries/console-account-row';
import type { ConsoleSubscriptionRow } from '../queries/console-subscription-row';
import { HISTORY_KINDS, type HistoryKind } from '../log/history-kind';

/** Response shapes, for the API documentation and the console's generated types. */
const EVENT_DATA = {
  type: 'object',
  additionalProperties: true,
  description: 'The event’s data, personal fields shown as "encrypted"',
} as const;

export class ConsoleAccountRowResponse implements ConsoleAccountRow {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true, example: '+447700900001' }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ enum: SERVER_STATUSES }) status!: string;
  @ApiProperty({ type: [String], enum: ['operator', 'analyst'] }) roles!: string[];
  @ApiProperty({ example: '2025-01-04T09:12:33.120Z' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) lastSignInAt!: string | null;
  @ApiProperty() signInCount!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'linkedin',
    description: 'The traffic source of the first visit; null: none known',
  })
  source!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/about', description: 'The page the first visit landed on' })
  landingPage!: string | null;
}

export class ConsoleSubscriptionRowResponse implements ConsoleSubscriptionRow {
  @ApiProperty({ description: 'The account’s id' }) id!: string;
  @ApiProperty() userId!: string;
  @ApiProperty({ example: 'active' }) status!: string;
  @ApiProperty({ type: String, nullable: true, example: 'premium' }) plan!: string | null;
  @ApiProperty({ type: String, nullable: true }) subscriptionId!: string | null;
  @ApiProperty({ type: String, nullable: true }) customerId!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix seconds' }) currentPeriodEnd!: number | null;
  @ApiProperty() cancelAtPeriodEnd!: boolean;
  @ApiProperty() refundRequested!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The person’s own words when they cancelled' }) cancelReason!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'too_expensive', description: 'The category chosen when they cancelled' })
  cancelCategory!: string | null;
  @ApiProperty() updatedAt!: string;
}

export class LogEventRowResponse implements LogEventRow {
  @ApiProperty({ description: 'The position, as react-admin’s id' }) id!: number;
  @ApiProperty({ example: 'account.registered' }) type!: string;
  @ApiProperty({ example: 'account-0b6f3c1e-8a6f-4a7b-9f0e-2f1d3c4b5a69' }) stream!: string;
  @ApiProperty() position!: number;
  @ApiProperty() time!: string;
  @ApiProperty({ example: 'system' }) actor!: string;
  @ApiProperty({ example: 'web' }) source!: string;
  @ApiProperty(EVENT_DATA) data!: Record<string, unknown>;
}

export class HistoryEntryResponse implements HistoryEntry {
  @ApiProperty() position!: number;
  @ApiProperty() type!: string;
  @ApiProperty({ enum: HISTORY_KINDS, description: 'What the event is about, by its type: for filtering the timeline' })
  kind!: HistoryKind;
  @ApiProperty() time!: string;
  @ApiProperty() actor!: string;
  @ApiPropertyOptional({ description: 'The actor by name and role', example: 'Sam (operator)' }) actorName?: string;
  @ApiProperty() source!: string;
  @ApiPropertyOptional({ description: 'Where the change came from, in words', example: 'web app' }) sourceName?: string;
  @ApiProperty() stream!: string;
  @ApiProperty({ description: 'One line a person can read', example: 'Status changed to closed: asked by phone' }) summary!: string;
  @ApiProperty(EVENT_DATA) data!: Record<string, unknown>;
}

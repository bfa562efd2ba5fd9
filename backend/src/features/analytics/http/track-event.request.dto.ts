import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ANALYTICS_EVENT_KINDS, type AnalyticsEventKind } from '../analytics.events';
import {
  MAX_PATH,
  MAX_REFERRER,
  MAX_SESSION_ID,
  MAX_SOURCE,
  MAX_USER_AGENT,
  MAX_USER_ID,
  NO_CONTROL_CHARACTERS,
  SESSION_ID_PATTERN,
} from '../domain/analytics-limits';

/**
 * The write fields of spec section 3 ("Analytics event row"), as the API documentation shows them.
 * The rules themselves live in track-event.body.ts, checked in plain code on this hot path.
 */
export class TrackEventRequestDto {
  @ApiProperty({
    example: 'sess_1718000000000_k3j9x2',
    maxLength: MAX_SESSION_ID,
    pattern: SESSION_ID_PATTERN.source,
    description: 'The visit, as sess_<timestamp>_<letters and digits> from session storage',
  })
  session_id!: string;

  @ApiProperty({ enum: ANALYTICS_EVENT_KINDS })
  event_type!: AnalyticsEventKind;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_SOURCE,
    pattern: NO_CONTROL_CHARACTERS,
    example: 'linkedin',
    description: 'From ?ref=, else ?utm_source=; none is "Direct"',
  })
  utm_source?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_USER_ID,
    pattern: NO_CONTROL_CHARACTERS,
    description: 'Must be the signed-in caller (403 otherwise); ignored when signed out',
  })
  user_id?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_PATH,
    pattern: '^/[^\\x00-\\x1F\\x7F]*$',
    example: '/subscribe',
    description: 'Needed for page_visit; starts with /; the query string and fragment are dropped',
  })
  page_path?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_USER_AGENT,
    pattern: NO_CONTROL_CHARACTERS,
    description: "Defaults to the request's User-Agent",
  })
  user_agent?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_REFERRER,
    pattern: NO_CONTROL_CHARACTERS,
    description: 'page_visit only; the query string and fragment are dropped',
  })
  referrer?: string | null;
}

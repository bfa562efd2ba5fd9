import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Validate,
  ValidateIf,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { ANALYTICS_EVENT_KINDS, type AnalyticsEventKind } from '../analytics.events';
import { MAX_PATH, MAX_REFERRER, MAX_SESSION_ID, MAX_SOURCE, MAX_USER_AGENT, MAX_USER_ID, PRINTABLE, SESSION_ID_PATTERN } from '../domain/analytics-limits';
import { blankToNull, withoutQuery } from '../domain/tracked-url';

@ValidatorConstraint({ name: 'referrerOnlyOnPageVisit' })
class ReferrerOnlyOnPageVisit implements ValidatorConstraintInterface {
  validate(_value: unknown, args: ValidationArguments): boolean {
    return (args.object as { event_type?: unknown }).event_type === 'page_visit';
  }
  defaultMessage(): string {
    return 'referrer is only recorded with page_visit';
  }
}

const stripQuery = ({ value }: { value: unknown }) => (typeof value === 'string' ? withoutQuery(value.trim()) : value);
const stripQueryOrNull = ({ value }: { value: unknown }) => blankToNull(stripQuery({ value }));

/** The write fields of spec section 3 ("Analytics event row"). */
export class TrackEventRequestDto {
  @ApiProperty({ example: 'sess_1718000000000_k3j9x2', description: 'The visit, as sess_<timestamp>_<random> from session storage' })
  @IsString({ message: 'session_id must be text' })
  @MaxLength(MAX_SESSION_ID)
  @Matches(SESSION_ID_PATTERN, { message: 'session_id must look like sess_<timestamp>_<letters and digits>' })
  session_id!: string;

  @ApiProperty({ enum: ANALYTICS_EVENT_KINDS })
  @IsIn(ANALYTICS_EVENT_KINDS, { message: `event_type must be one of ${ANALYTICS_EVENT_KINDS.join(', ')}` })
  event_type!: AnalyticsEventKind;

  @ApiPropertyOptional({ nullable: true, maxLength: MAX_SOURCE, example: 'linkedin', description: 'From ?ref=, else ?utm_source=; none is "Direct"' })
  @Transform(({ value }) => blankToNull(value))
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SOURCE)
  @Matches(PRINTABLE, { message: 'utm_source must not contain control characters' })
  utm_source?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Accepted only as the signed-in caller; ignored when signed out' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_USER_ID)
  user_id?: string | null;

  @ApiPropertyOptional({ example: '/subscribe', description: 'Needed for page_visit; the query string and fragment are dropped' })
  @Transform(stripQuery)
  @ValidateIf((o: TrackEventRequestDto) => o.event_type === 'page_visit' || (o.page_path !== undefined && o.page_path !== null))
  @IsDefined({ message: 'page_path is needed for page_visit' })
  @IsString()
  @MaxLength(MAX_PATH)
  @Matches(/^\//, { message: 'page_path must start with /' })
  @Matches(PRINTABLE, { message: 'page_path must not contain control characters' })
  page_path?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: MAX_USER_AGENT })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_USER_AGENT)
  @Matches(PRINTABLE, { message: 'user_agent must not contain control characters' })
  user_agent?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: MAX_REFERRER, description: 'page_visit only; the query string and fragment are dropped' })
  @Transform(stripQueryOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REFERRER)
  @Matches(PRINTABLE, { message: 'referrer must not contain control characters' })
  @Validate(ReferrerOnlyOnPageVisit)
  referrer?: string | null;
}

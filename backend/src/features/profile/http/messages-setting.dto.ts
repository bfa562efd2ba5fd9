import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../platform/http/optional';
import { TIME_ZONE, TIME_ZONE_RULE } from '../../../platform/openapi/text-formats';

export class UpdateMessagesRequestDto {
  @ApiProperty({ description: 'true: reminders, nudge calls and trial messages are sent; false: none are' })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;

  @ApiPropertyOptional({
    ...TIME_ZONE,
    description: `The browser's time zone: no message is sent between 21:00 and 08:00 there; ${TIME_ZONE_RULE}`,
  })
  @Optional()
  @IsString({ message: 'time_zone must be a time zone name such as Europe/London' })
  @MaxLength(64, { message: 'time_zone must be a time zone name such as Europe/London' })
  time_zone?: string;
}

export class MessagesSettingDto {
  @ApiProperty({ description: '"Messages from daily": on unless the person turned it off' })
  enabled!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Europe/London',
    description: 'The zone quiet hours are kept in; null: not known yet',
  })
  time_zone!: string | null;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { TIME_ZONE, TIME_ZONE_RULE } from '../../../platform/openapi/text-formats';

const ZONE_NAME = 'time_zone must be a time zone name such as Europe/London';

export class SetTimeZoneRequestDto {
  @ApiProperty({
    ...TIME_ZONE,
    description: `The browser's IANA time zone: no message is sent between 21:00 and 08:00 there; ${TIME_ZONE_RULE}`,
  })
  @IsString({ message: ZONE_NAME })
  @MaxLength(64, { message: ZONE_NAME })
  time_zone!: string;
}

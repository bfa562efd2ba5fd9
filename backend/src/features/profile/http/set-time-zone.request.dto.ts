import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

const ZONE_NAME = 'time_zone must be a time zone name such as Europe/London';

export class SetTimeZoneRequestDto {
  @ApiProperty({
    example: 'Europe/London',
    description: "The browser's IANA time zone: no message is sent between 21:00 and 08:00 there",
  })
  @IsString({ message: ZONE_NAME })
  @MaxLength(64, { message: ZONE_NAME })
  time_zone!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches } from 'class-validator';
import { Optional } from '../../../platform/http/optional';

const CLOCK_MESSAGE = 'time must be a clock time such as 08:30';

export class UpdateMorningPlanRequestDto {
  @ApiProperty({ description: "true: the day's top three each morning (outside quiet hours); false: none" })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;

  @ApiPropertyOptional({
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    example: '08:30',
    description: 'On the person’s own clock; left out keeps the one set',
  })
  @Optional()
  @IsString({ message: CLOCK_MESSAGE })
  @Matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: CLOCK_MESSAGE })
  time?: string;
}

export class MorningPlanSettingDto {
  @ApiProperty({ description: 'Off unless the person turned it on' }) enabled!: boolean;
  @ApiProperty({ example: '08:30', description: 'The local time it is sent (08:30 unless picked)' }) time!: string;
}

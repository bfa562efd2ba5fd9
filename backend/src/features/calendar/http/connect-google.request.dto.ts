import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CalendarUserRequestDto } from './calendar-user.request.dto';

export class ConnectGoogleRequestDto extends CalendarUserRequestDto {
  @ApiProperty({ description: 'The authorization code from the Google Identity Services code flow (popup)' })
  @IsString({ message: 'The Google authorization code is required' })
  @IsNotEmpty({ message: 'The Google authorization code is required' })
  @MaxLength(2048, { message: 'That authorization code is too long' })
  code!: string;
}

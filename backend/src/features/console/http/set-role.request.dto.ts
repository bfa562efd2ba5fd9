import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { type Role, ROLES } from '../../accounts';
import { trimmed } from './change-status.request.dto';

export class SetRoleRequestDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role!: Role;

  @ApiProperty({ description: 'true grants the role, false revokes it' })
  @IsBoolean({ message: 'granted must be true or false' })
  granted!: boolean;

  @ApiProperty({
    example: 'Joins the growth team',
    minLength: 5,
    maxLength: 500,
    description: 'Why, for the history: at least 5 characters once the spaces at either end are set aside',
  })
  @Transform(trimmed)
  @IsString({ message: 'Please give a reason' })
  @MinLength(5, { message: 'Please give a reason of at least 5 characters' })
  @MaxLength(500)
  reason!: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { UserIdField } from './user-id-field';

export class UpdateBillingUserRequestDto {
  @UserIdField()
  user_id?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Ada Lovelace' })
  @IsOptional()
  @IsString()
  @MaxLength(120, { message: 'That name is too long (120 characters at most)' })
  name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'ada@example.com' })
  @ValidateIf((body: UpdateBillingUserRequestDto) => Boolean(body.email))
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254)
  email?: string | null;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../platform/http/optional';

export class NotifyRequestDto {
  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(64)
  userId?: string;

  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(32)
  phone?: string;

  @ApiPropertyOptional({ type: String, enum: ['none', 'phone', 'open', 'closed', 'founding_member'], nullable: true })
  @IsOptional()
  @IsIn(['none', 'phone', 'open', 'closed', 'founding_member', 'whatsapp', 'whatsapp-closed', null])
  account?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254)
  email?: string | null;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { UserIdField } from './user-id-field';
import { Optional } from '../../../platform/http/optional';

/** The About page's "Become a Founding Member": a person may have no name or e-mail yet, so both are optional. */
export class FoundingCheckoutRequestDto {
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(120, { message: 'That name is too long (120 characters at most)' })
  customer_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((body: FoundingCheckoutRequestDto) => Boolean(body.customer_email))
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254)
  customer_email?: string | null;

  @UserIdField()
  user_id?: string;

  @ApiPropertyOptional({
    example: '/founding-success',
    description: 'A path on this app (such as the example), or an address on its own origin; another host is refused (400)',
  })
  @Optional()
  @IsString()
  @MaxLength(2000)
  success_url?: string;

  @ApiPropertyOptional({
    example: '/about?cancelled=true',
    description: 'A path on this app (such as the example), or an address on its own origin; another host is refused (400)',
  })
  @Optional()
  @IsString()
  @MaxLength(2000)
  cancel_url?: string;
}

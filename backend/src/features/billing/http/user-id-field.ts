import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** `user_id` as the spec's bodies carry it: optional, and when present it must be the caller (OwnUserGuard). */
export function UserIdField(): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ description: 'Must be the signed-in user' }), IsOptional(), IsString(), MaxLength(64));
}

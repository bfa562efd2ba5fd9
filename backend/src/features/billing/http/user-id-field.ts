import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../platform/http/optional';

/** `user_id` as the spec's bodies carry it: optional, and when present it must be the caller (OwnUserGuard). */
export function UserIdField(): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ description: 'Must be the signed-in user' }), Optional(), IsString(), MaxLength(64));
}

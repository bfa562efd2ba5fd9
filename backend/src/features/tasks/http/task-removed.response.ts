import { ApiProperty } from '@nestjs/swagger';

export class TaskRemovedResponse {
  @ApiProperty({ example: '3f1c2b9e-…', description: 'The task that is gone from every list' }) taskId!: string;
}

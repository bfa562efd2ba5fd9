import { Body, Controller, Headers, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ReadSentAsPost } from '../../../platform/idempotency/idempotency-key';
import type { FastifyReply } from 'fastify';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { OwnUserGuard } from '../../../platform/access/own-user.guard';
import { CreateTaskCommand } from '../commands/create-task.command';
import { RemoveTaskCommand } from '../commands/remove-task.command';
import { UpdateTaskCommand } from '../commands/update-task.command';
import { TASK_RULES } from '../domain/task-rules';
import { ListTasksQuery } from '../queries/list-tasks.query';
import type { TaskListSnapshot } from '../queries/task-list-cache';
import { Uncompressed } from '../../../platform/http/response-compression';
import { CreateTaskRequestDto } from './create-task.request.dto';
import { TaskEnvelopeResponse, TaskListResponse } from './task.response';
import { RemoveTaskRequestDto } from './remove-task.request.dto';
import { TaskRemovedResponse } from './task-removed.response';
import { UpdateTaskRequestDto } from './update-task.request.dto';
import { type UserIdBody, UserIdBodyPipe } from './user-id.body';
import { TaskListRequestDto } from './task-list.request.dto';
import { taskListAnswer } from './task-list-answer';

/** The dashboard's task calls (spec section 7), on the caller's own tasks only. */
@ApiTags('tasks')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'The userId is not the signed-in user' })
@UseGuards(OwnUserGuard)
@Controller('dev/user/tasks')
export class TasksHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('array')
  @ReadSentAsPost()
  @HttpCode(200)
  @ApiOperation({
    summary: "The caller's tasks: important first, sooner due first, dated before undated, newest first",
    description: `Paged by \`offset\` and \`limit\` when asked; unasked, the first ${TASK_RULES.listPageMax} tasks (everyone's whole list). \`total\` counts them all.`,
  })
  @ApiBody({ type: TaskListRequestDto })
  @ApiOkResponse({ type: TaskListResponse })
  // The list compresses itself, once per change.
  @Uncompressed()
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Body(UserIdBodyPipe) body: UserIdBody,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const list: TaskListSnapshot = await this.queries.execute(new ListTasksQuery(user.id));
    const answer = taskListAnswer(list, acceptEncoding, body.offset, body.limit);
    void reply.headers(answer.headers);
    return answer.body;
  }

  @Post('create')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a task; a local due date is read in the given timezone' })
  @ApiCreatedResponse({ type: TaskEnvelopeResponse })
  @ApiConflictResponse({
    description: `The account keeps ${TASK_RULES.tasksMax.toLocaleString('en-GB')} tasks, or an open task would make more than ${TASK_RULES.openTasksMax.toLocaleString('en-GB')} open ones (nothing is added); or a request with the same Idempotency-Key is still being processed`,
  })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateTaskRequestDto, @Ctx() context: CommandContext) {
    const { userId: _userId, ...input } = body;
    return { task: await this.commands.execute(new CreateTaskCommand(user.id, input, context)) };
  }

  @Post('update')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change any of title, description, due date, completed, important' })
  @ApiOkResponse({ type: TaskEnvelopeResponse })
  @ApiNotFoundResponse({ description: 'No such task among the caller’s tasks' })
  @ApiConflictResponse({
    description: `Opening a done task again would make more than ${TASK_RULES.openTasksMax.toLocaleString('en-GB')} open tasks (nothing is changed); or a request with the same Idempotency-Key is still being processed`,
  })
  async update(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateTaskRequestDto, @Ctx() context: CommandContext) {
    const { userId: _userId, taskId, ...changes } = body;
    return { task: await this.commands.execute(new UpdateTaskCommand(user.id, taskId, changes, context)) };
  }

  @Post('remove')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete a task by hand',
    description: 'The task leaves every list at once; asking again for a task already deleted answers the same.',
  })
  @ApiOkResponse({ type: TaskRemovedResponse })
  @ApiNotFoundResponse({ description: 'No such task among the caller’s tasks' })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RemoveTaskRequestDto,
    @Ctx() context: CommandContext,
  ): Promise<TaskRemovedResponse> {
    await this.commands.execute(new RemoveTaskCommand(user.id, body.taskId, context));
    return { taskId: body.taskId };
  }
}

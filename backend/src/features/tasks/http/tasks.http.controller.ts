import { Body, Controller, Header, Headers, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ReadSentAsPost } from '../../../platform/idempotency/idempotency-key';
import type { FastifyReply } from 'fastify';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
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
import { UpdateTaskCommand } from '../commands/update-task.command';
import { TASK_RULES } from '../domain/task-rules';
import { ListTasksQuery } from '../queries/list-tasks.query';
import type { TaskListSnapshot } from '../queries/task-list-cache';
import { Precompressed, preferredEncoding } from '../../../platform/http/response-compression';
import { CreateTaskRequestDto } from './create-task.request.dto';
import { TaskEnvelopeResponse, TaskListResponse } from './task.response';
import { UpdateTaskRequestDto } from './update-task.request.dto';
import { type UserIdBody, UserIdBodyPipe } from './user-id.body';
import { TaskListRequestDto } from './task-list.request.dto';

/**
 * The list's first page (the whole list for nearly everyone), encoded and compressed once per
 * version of the list rather than once per request (a 200-task list is about 70 KB: building,
 * encoding and compressing it per request was most of a request's cost).
 */
const listBodies = new WeakMap<TaskListSnapshot, Precompressed>();
function listBody(list: TaskListSnapshot): Precompressed {
  let body = listBodies.get(list);
  if (!body) {
    const total = list.tasks.length;
    const data = total <= TASK_RULES.listPageMax ? list.json : JSON.stringify(list.tasks.slice(0, TASK_RULES.listPageMax));
    listBodies.set(list, (body = new Precompressed(Buffer.from(`{"success":true,"data":${data},"total":${total}}`))));
  }
  return body;
}

/** Any other page is asked for rarely (a client walking a very long list): made per request. */
function pageBody(list: TaskListSnapshot, offset: number, limit: number): Precompressed {
  const data = JSON.stringify(list.tasks.slice(offset, offset + limit));
  return new Precompressed(Buffer.from(`{"success":true,"data":${data},"total":${list.tasks.length}}`));
}

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
  @Header('content-type', 'application/json; charset=utf-8')
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Body(UserIdBodyPipe) body: UserIdBody,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const list: TaskListSnapshot = await this.queries.execute(new ListTasksQuery(user.id));
    const { offset = 0, limit = TASK_RULES.listPageMax } = body;
    const answer = offset === 0 && limit === TASK_RULES.listPageMax ? listBody(list) : pageBody(list, offset, limit);
    const encoding = answer.encodingFor(preferredEncoding(acceptEncoding));
    void reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return answer.get(encoding);
  }

  @Post('create')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a task; a local due date is read in the given timezone' })
  @ApiCreatedResponse({ type: TaskEnvelopeResponse })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateTaskRequestDto, @Ctx() context: CommandContext) {
    const { userId: _userId, ...input } = body;
    return { task: await this.commands.execute(new CreateTaskCommand(user.id, input, context)) };
  }

  @Post('update')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change any of title, description, due date, completed, important' })
  @ApiOkResponse({ type: TaskEnvelopeResponse })
  @ApiNotFoundResponse({ description: 'No such task among the caller’s tasks' })
  async update(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateTaskRequestDto, @Ctx() context: CommandContext) {
    const { userId: _userId, taskId, ...changes } = body;
    return { task: await this.commands.execute(new UpdateTaskCommand(user.id, taskId, changes, context)) };
  }
}

import { GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA } from '@nestjs/common/constants';
import { OwnUserGuard } from '../../../platform/access/own-user.guard';
import { REQUIRED_ROLES } from '../../../platform/access/roles.decorator';
import { IS_PUBLIC, OPTIONAL_SESSION } from '../../../platform/http/public.decorator';
import { TasksHttpController } from './tasks.http.controller';

describe('the task list fast answer', () => {
  // TaskListFastAnswer stands for the route's own checks: a guard, interceptor or pipe added to the
  // route must be checked by the fast answer too, so this fails until both are looked at together.
  it('stands for exactly the guards, interceptors and pipes the route declares', () => {
    const list = TasksHttpController.prototype.list;
    expect(Reflect.getMetadata(GUARDS_METADATA, TasksHttpController)).toEqual([OwnUserGuard]);
    expect(Reflect.getMetadata(GUARDS_METADATA, list)).toBeUndefined();
    expect(Reflect.getMetadata(INTERCEPTORS_METADATA, TasksHttpController)).toBeUndefined();
    expect(Reflect.getMetadata(INTERCEPTORS_METADATA, list)).toBeUndefined();
    expect(Reflect.getMetadata(PIPES_METADATA, TasksHttpController)).toBeUndefined();
    expect(Reflect.getMetadata(PIPES_METADATA, list)).toBeUndefined();
    // Nor does the route change who may call it: signed in, any role, a JSON body.
    for (const key of [REQUIRED_ROLES, IS_PUBLIC, OPTIONAL_SESSION, 'daily:acceptsFormPost']) {
      expect(Reflect.getMetadata(key, TasksHttpController)).toBeUndefined();
      expect(Reflect.getMetadata(key, list)).toBeUndefined();
    }
  });
});

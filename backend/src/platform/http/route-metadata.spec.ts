import { type ExecutionContext, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RouteMetadata } from './route-metadata';

const FLAG = 'test:flag';

@SetMetadata(FLAG, 'class')
class Base {
  @SetMetadata(FLAG, 'handler')
  marked(): void {}

  inherited(): void {}
}

@SetMetadata(FLAG, 'other class')
class Other extends Base {}

class Bare {
  plain(): void {}
}

const contextFor = (handler: object, controller: object) =>
  ({ getHandler: () => handler, getClass: () => controller }) as unknown as ExecutionContext;

describe('RouteMetadata', () => {
  it('answers what the reflector answers: the handler’s own value over its controller’s, per controller', () => {
    const flag = new RouteMetadata<string>(new Reflector(), FLAG);
    expect(flag.of(contextFor(Base.prototype.marked, Base))).toBe('handler');
    expect(flag.of(contextFor(Base.prototype.inherited, Base))).toBe('class');
    // One inherited handler serving two controllers reads each controller's value.
    expect(flag.of(contextFor(Base.prototype.inherited, Other))).toBe('other class');
    expect(flag.of(contextFor(Bare.prototype.plain, Bare))).toBeUndefined();
  });

  it('asks the reflector once per handler and controller', () => {
    const reflector = new Reflector();
    const lookUp = jest.spyOn(reflector, 'getAllAndOverride');
    const flag = new RouteMetadata<string>(reflector, FLAG);
    for (let i = 0; i < 3; i++) {
      flag.of(contextFor(Base.prototype.inherited, Base));
      flag.of(contextFor(Base.prototype.inherited, Other));
      flag.of(contextFor(Bare.prototype.plain, Bare));
    }
    expect(lookUp).toHaveBeenCalledTimes(3);
  });
});

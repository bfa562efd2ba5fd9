import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { BodyLimit } from './body-limits';
import { Uncompressed } from './response-compression';

describe('route config from several decorators', () => {
  it('keeps every entry, whatever the order they are applied in', () => {
    class Routes {
      @BodyLimit(2048)
      @Uncompressed()
      beacon(): void {}

      @Uncompressed()
      @BodyLimit(512)
      list(): void {}
    }
    const configOf = (handler: () => void) => Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as unknown;
    expect(configOf(Routes.prototype.beacon)).toEqual({ bodyLimitBytes: 2048, uncompressed: true });
    expect(configOf(Routes.prototype.list)).toEqual({ bodyLimitBytes: 512, uncompressed: true });
  });
});

import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AppConfig } from '../../../platform/config/app-config';
import { ASSISTANT_RULES } from '../domain/assistant-rules';
import { isPrivateAddress, publicOnlyLookup } from './guarded-download';
import { TwilioMediaFetcher } from './twilio-media-fetcher';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function serve(handler: Handler): Promise<{ server: Server; base: string }> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return { server, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

const MEDIA = 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1';

describe('TwilioMediaFetcher (real HTTP, a Twilio stand-in and an internal server)', () => {
  let standIn: { server: Server; base: string };
  let internal: { server: Server; base: string };
  let internalHits: number;
  let answer: Handler;
  let fetcher: TwilioMediaFetcher;

  beforeAll(async () => {
    internalHits = 0;
    internal = await serve((_request, response) => {
      internalHits += 1;
      response.end('internal secrets');
    });
    standIn = await serve((request, response) => answer(request, response));
    const config = { twilio: { accountSid: 'AC1', authToken: 'token', apiBase: standIn.base } } as unknown as AppConfig;
    fetcher = new TwilioMediaFetcher(config);
  });

  afterAll(async () => {
    standIn.server.close();
    internal.server.close();
    await Promise.all([once(standIn.server, 'close'), once(internal.server, 'close')]);
  });

  it('fetches the audio, following a redirect within the stand-in', async () => {
    answer = (request, response) => {
      if (request.url?.endsWith('/ME1')) {
        response.writeHead(307, { location: '/cdn/audio.ogg' }).end();
        return;
      }
      response.end(Buffer.from('OggS audio'));
    };
    expect((await fetcher.fetch(MEDIA)).toString()).toBe('OggS audio');
  });

  it('never follows a redirect to 127.0.0.1 (failing before: the internal answer was transcribed)', async () => {
    answer = (_request, response) => response.writeHead(302, { location: `${internal.base}/admin` }).end();
    await expect(fetcher.fetch(MEDIA)).rejects.toThrow(/not a media host/);
    expect(internalHits).toBe(0);
  });

  it('never follows a redirect to the cloud metadata address or a host posing as Twilio', async () => {
    for (const location of [
      'http://169.254.169.254/latest/meta-data/',
      'https://api.twilio.com.evil.example/x',
      'http://api.twilio.com/x',
    ]) {
      answer = (_request, response) => response.writeHead(302, { location }).end();
      await expect(fetcher.fetch(MEDIA)).rejects.toThrow(/not a media host/);
    }
  });

  it('refuses an address the webhook names that is not Twilio’s', async () => {
    await expect(fetcher.fetch(`${internal.base}/x`)).rejects.toThrow(/not Twilio/);
    expect(internalHits).toBe(0);
  });

  it('stops reading at the size a voice note may have, with or without a length', async () => {
    const big = Buffer.alloc(ASSISTANT_RULES.audioMaxBytes + 1);
    answer = (_request, response) => response.end(big);
    await expect(fetcher.fetch(MEDIA)).rejects.toThrow(/too large/);
    answer = (_request, response) => {
      // Chunked: no content-length to go by.
      response.write(big.subarray(0, big.length / 2));
      response.end(big.subarray(big.length / 2));
    };
    await expect(fetcher.fetch(MEDIA)).rejects.toThrow(/too large/);
  });

  it('follows at most three redirects', async () => {
    answer = (request, response) => response.writeHead(302, { location: `${request.url ?? '/'}x` }).end();
    await expect(fetcher.fetch(MEDIA)).rejects.toThrow(/too many redirects/);
  });
});

describe('the address checks', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['::1', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', true],
    ['54.172.60.1', false],
    ['2600:1f18::1', false],
  ])('%s private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it('refuses a Twilio-looking name that resolves to a private address, at connection time', async () => {
    const lookup = publicOnlyLookup((_hostname, callback) => callback(null, [{ address: '10.0.0.5', family: 4 }]));
    const error = await new Promise<unknown>((resolve) => (lookup as (...args: unknown[]) => void)('media.twiliocdn.com', {}, resolve));
    expect(String(error)).toMatch(/private address/);
    const fine = publicOnlyLookup((_hostname, callback) => callback(null, [{ address: '54.172.60.1', family: 4 }]));
    const found = await new Promise<unknown[]>((resolve) =>
      (fine as (...args: unknown[]) => void)('media.twiliocdn.com', {}, (...args: unknown[]) => resolve(args)),
    );
    expect(found).toEqual([null, '54.172.60.1', 4]);
  });
});

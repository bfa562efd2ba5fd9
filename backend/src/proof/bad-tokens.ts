import { JwtService } from '@nestjs/jwt';
import type { TestServer } from '../testing/test-server';

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The owner's own claims, signed with the server's real secret, but expired ten seconds ago. */
export function expiredToken(server: TestServer, validToken: string): string {
  const jwt = server.app.get(JwtService);
  const { iat: _iat, exp: _exp, ...claims } = jwt.decode<Record<string, unknown>>(validToken);
  return jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 });
}

/**
 * The owner's token with its payload rewritten (another subject, the operator role) and the
 * original signature kept: what someone holding one token would try first.
 */
export function tamperedToken(validToken: string, otherUserId: string): string {
  const [header, payload, signature] = validToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  return [header, base64url({ ...claims, sub: otherUserId, roles: ['operator', 'analyst'] }), signature].join('.');
}

/** The same claims with no signature at all (`alg: none`), which a careless verifier accepts. */
export function unsignedToken(validToken: string): string {
  const [, payload] = validToken.split('.');
  return [base64url({ alg: 'none', typ: 'JWT' }), payload, ''].join('.');
}

import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * True when the request's TCP peer is this machine: 127.0.0.0/8, ::1 or ::ffff:127.x. The socket's own
 * address, never X-Forwarded-For or request.ip (which TRUST_PROXY takes from that header).
 */
export function isLoopbackSocket(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress;
  return address !== undefined && isIP(address) !== 0 && ipaddr.process(address).range() === 'loopback';
}

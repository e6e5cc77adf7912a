import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received: what a real push service would get from our server. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/**
 * A browser's side of a push subscription (RFC 8291), made as a browser makes it: a P-256 key pair
 * and a 16-byte auth secret. It decrypts an aes128gcm body (RFC 8188) with its private key.
 */
export class TestBrowser {
  private readonly ecdh = createECDH('prime256v1');
  readonly authSecret = randomBytes(16);
  readonly publicKey: Buffer;

  constructor(readonly endpoint: string) {
    this.publicKey = this.ecdh.generateKeys();
  }

  /** What PushSubscription.toJSON() gives the page: sent to POST /api/me/push-subscriptions. */
  subscription(label = 'Chrome on Android') {
    return {
      endpoint: this.endpoint,
      keys: { p256dh: b64(this.publicKey), auth: b64(this.authSecret) },
      label,
    };
  }

  /** Decrypts one aes128gcm body: header (salt, record size, the sender's key), then one record. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, senderKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then any zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('no last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

/**
 * A local push service: records every request, answers 201 (or a status set per endpoint, e.g. 410 for
 * a subscription the browser dropped), and checks the VAPID signature as a real one does (RFC 8292).
 */
export class PushServiceStandIn {
  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly received: ReceivedPush[],
    private readonly statuses: Map<string, number>,
  ) {}

  static async start(): Promise<PushServiceStandIn> {
    const received: ReceivedPush[] = [];
    const statuses = new Map<string, number>();
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const push = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
        received.push(push);
        const status = statuses.get(push.path) ?? 201;
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new PushServiceStandIn(server, `http://127.0.0.1:${port}`, received, statuses);
  }

  /** A browser whose subscription lives here. */
  browser(): TestBrowser {
    return new TestBrowser(`${this.url}/push/${randomBytes(8).toString('hex')}`);
  }

  /** Answers `status` for the browser's endpoint from now on (404/410: the subscription is gone). */
  answer(browser: TestBrowser, status: number): void {
    this.statuses.set(new URL(browser.endpoint).pathname, status);
  }

  pushesTo(browser: TestBrowser): ReceivedPush[] {
    const path = new URL(browser.endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  /** Whether the VAPID header is signed by `publicKey` for this service's origin (RFC 8292). */
  static vapidValid(push: ReceivedPush, publicKey: string, audience: string): boolean {
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(push.headers.authorization ?? '');
    if (!match || match[2] !== publicKey) return false;
    const [header, claims, signature] = match[1]!.split('.');
    const point = Buffer.from(publicKey, 'base64url');
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature ?? '', 'base64url'),
    );
    const { aud } = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8')) as { aud: string };
    return signed && aud === audience;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

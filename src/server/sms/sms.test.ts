import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSmsOutbox, SmsError, TwilioSms } from './sms';

/** A local stand-in of Twilio's Messages API: records each form post, answers as Twilio does. */
let requests: { path: string; headers: IncomingHttpHeaders; form: URLSearchParams }[] = [];
let status = 201;
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    requests.push({ path: request.url ?? '', headers: request.headers, form: new URLSearchParams(body) });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      status === 201
        ? JSON.stringify({ sid: 'SM123', status: 'queued' })
        : JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }),
    );
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Twilio Messages API', () => {
  it('posts To, From and Body as a form with basic auth, to the account’s Messages.json', async () => {
    requests = [];
    status = 201;
    const url = `${base.replace('http://', 'http://AC123:secret-token@')}/2010-04-01/Accounts/AC123/Messages.json?From=%2B15005550006`;
    await new TwilioSms(url).send({ to: '+919876543210', text: 'Your DailyWork code is 123456' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
    );
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+919876543210',
      From: '+15005550006',
      Body: 'Your DailyWork code is 123456',
    });
  });

  it('sends through a messaging service when given one; refuses a URL without credentials or sender', async () => {
    requests = [];
    status = 201;
    const withService = `${base.replace('http://', 'http://AC1:t@')}/x/Messages.json?MessagingServiceSid=MG9`;
    await new TwilioSms(withService).send({ to: '+14155550100', text: 'hi' });
    expect(requests[0]?.form.get('MessagingServiceSid')).toBe('MG9');
    expect(requests[0]?.form.has('From')).toBe(false);
    expect(() => new TwilioSms(`${base}/x/Messages.json?From=%2B1`)).toThrow(SmsError);
    expect(() => new TwilioSms(`${base.replace('http://', 'http://AC1:t@')}/x/Messages.json`)).toThrow(
      /From/,
    );
  });

  it('a refusal is an error with the provider’s status (the caller logs it)', async () => {
    status = 400;
    const url = `${base.replace('http://', 'http://AC1:t@')}/x/Messages.json?From=%2B1500`;
    await expect(new TwilioSms(url).send({ to: '+1', text: 'x' })).rejects.toThrow(/answered 400/);
  });
});

describe('dev outbox', () => {
  it('keeps the texts newest first', async () => {
    const outbox = new DevSmsOutbox(() => {});
    await outbox.send({ to: '+919876543210', text: 'first' });
    await outbox.send({ to: '+919876543211', text: 'second' });
    expect(outbox.list().map((sms) => [sms.to, sms.text])).toEqual([
      ['+919876543211', 'second'],
      ['+919876543210', 'first'],
    ]);
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { toReverseGeocodeResult } from './geo.service';

/** A local stand-in for a Nominatim-compatible service; each test says how it answers. */
let handler: (request: IncomingMessage, response: ServerResponse) => void;
const requests: { url: string; userAgent: string | undefined }[] = [];
const sockets = new Set<Socket>();
let server: Server;
let t: TestApp;

const answer = (body: unknown) => (_: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const AUSTIN = {
  display_name: 'Congress Avenue, Austin, Travis County, Texas, 78701, United States',
  address: {
    road: 'Congress Avenue',
    city: 'Austin',
    county: 'Travis County',
    state: 'Texas',
    country_code: 'us',
  },
};
const MUMBAI = {
  address: {
    suburb: 'Andheri West',
    city: 'Mumbai',
    state_district: 'Mumbai Suburban',
    state: 'Maharashtra',
    country_code: 'in',
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] });
    handler(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      GEOCODER_URL: `http://127.0.0.1:${port}/`,
      GEOCODER_TIMEOUT_MS: '300',
      SITE_NAME: 'DailyWork',
      SUPPORT_EMAIL: 'help@dailywork.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests.length = 0;
});

const reverse = (lat: number, lon: number, ip = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/geo/reverse?lat=${lat}&lon=${lon}`, remoteAddress: ip });

describe('GET /api/geo/reverse (through a local stand-in service)', () => {
  it('maps a US answer to US and the nearest built-in "City, State", with our User-Agent', async () => {
    handler = answer(AUSTIN);
    const response = await reverse(30.26715, -97.74306);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ country: 'US', location: 'Austin, Texas' });
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      lat: '30.27',
      lon: '-97.74',
      addressdetails: '1',
    });
    expect(requests[0]?.userAgent).toBe('DailyWork/1.0 (help@dailywork.example)');
  });

  it('maps an Indian answer to IN, and caches by rounded coordinates (about 1 km)', async () => {
    handler = answer(MUMBAI);
    expect((await reverse(19.1363, 72.8277)).json()).toEqual({
      country: 'IN',
      location: 'Mumbai, Maharashtra',
    });
    expect((await reverse(19.1371, 72.8281)).json()).toEqual({
      country: 'IN',
      location: 'Mumbai, Maharashtra',
    });
    expect(requests).toHaveLength(1);
    t.clock.advance(24 * 60 * 60_000 + 1);
    await reverse(19.1363, 72.8277);
    expect(requests).toHaveLength(2);
  });

  it('answers 502 when the service fails, and does not cache the failure', async () => {
    handler = (_, response) => {
      response.writeHead(500);
      response.end('boom');
    };
    const response = await reverse(12.97, 77.59);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: { code: 'geocoder_unavailable' } });
    handler = answer({ address: { city: 'Bengaluru', state: 'Karnataka', country_code: 'in' } });
    expect((await reverse(12.97, 77.59)).json()).toEqual({ country: 'IN', location: 'Bangalore, Karnataka' });
  });

  it('answers 504 when the service does not answer in time', async () => {
    handler = () => {}; // never answers
    const response = await reverse(40.71, -74.0);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ error: { code: 'geocoder_timeout' } });
  });

  it('refuses coordinates out of range', async () => {
    expect((await reverse(91, 0)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=abc&lon=1' })).statusCode).toBe(
      400,
    );
    expect(requests).toHaveLength(0);
  });

  it('limits each IP (30 a minute)', async () => {
    handler = answer(AUSTIN);
    for (let i = 0; i < 30; i++) expect((await reverse(30.27, -97.74, '10.9.9.9')).statusCode).toBe(200);
    expect((await reverse(30.27, -97.74, '10.9.9.9')).statusCode).toBe(429);
    expect((await reverse(30.27, -97.74, '10.9.9.8')).statusCode).toBe(200);
  });
});

describe('toReverseGeocodeResult', () => {
  it('maps country codes: us -> US, in -> IN, others -> null', () => {
    expect(toReverseGeocodeResult(AUSTIN).country).toBe('US');
    expect(toReverseGeocodeResult(MUMBAI).country).toBe('IN');
    expect(toReverseGeocodeResult({ address: { city: 'Paris', country_code: 'fr' } })).toEqual({
      country: null,
      location: null,
    });
    expect(toReverseGeocodeResult(null)).toEqual({ country: null, location: null });
  });

  it('finds the built-in city from city, town, "City of" names or the district', () => {
    expect(
      toReverseGeocodeResult({
        address: { city: 'City of New York', state: 'New York', country_code: 'us' },
      }),
    ).toEqual({ country: 'US', location: 'New York, New York' });
    expect(
      toReverseGeocodeResult({
        address: {
          village: 'Someplace',
          state_district: 'Pune District',
          state: 'Maharashtra',
          country_code: 'in',
        },
      }),
    ).toEqual({ country: 'IN', location: 'Pune, Maharashtra' });
    expect(
      toReverseGeocodeResult({ address: { town: 'Gurgaon', state: 'Haryana', country_code: 'in' } }),
    ).toEqual({ country: 'IN', location: 'Gurugram, Haryana' });
  });

  it('gives no location when no built-in city matches (or the state disagrees)', () => {
    expect(
      toReverseGeocodeResult({ address: { village: 'Tiny Hamlet', state: 'Kerala', country_code: 'in' } }),
    ).toEqual({ country: 'IN', location: null });
    expect(
      toReverseGeocodeResult({ address: { city: 'Austin', state: 'Minnesota', country_code: 'us' } }),
    ).toEqual({ country: 'US', location: null });
  });
});

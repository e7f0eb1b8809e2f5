import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osrmRouter, RouterError, routerFromEnv } from './road-router.ts';

// The OSRM client (ADR 125) against a real HTTP server answering what a real OSRM can: the run sheet falls back to straight lines
// on every RouterError, so anything short of a full `Ok` answer must be one.
let server: Server;
let url = '';
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const places = [{ latitude: 32.917, longitude: -117.143 }, { latitude: 32.84, longitude: -117.257 }];

describe('the OSRM client', () => {
  it('asks OSRM\'s table and route services with longitude first, and reads their answers', async () => {
    const router = osrmRouter(`${url}/`, 2000);
    answer = { status: 200, body: { code: 'Ok', durations: [[0, 1200.5], [1180.2, 0]] } };
    expect(await router.durations(places)).toEqual([[0, 1200.5], [1180.2, 0]]);
    expect(asked.at(-1)).toBe('/table/v1/driving/-117.143000,32.917000;-117.257000,32.840000?annotations=duration');
    answer = { status: 200, body: { code: 'Ok', routes: [{ legs: [{ duration: 1200.5, distance: 15000.2 }] }] } };
    expect(await router.legs(places)).toEqual([{ seconds: 1200.5, meters: 15000.2 }]);
    expect(asked.at(-1)).toMatch(/^\/route\/v1\/driving\/-117\.143000,32\.917000;-117\.257000,32\.840000\?overview=false/);
  });

  it('treats anything short of a full Ok answer as an error: unreachable pairs, other codes, HTTP errors, junk, short legs', async () => {
    const router = osrmRouter(url, 2000);
    for (const body of [
      { code: 'Ok', durations: [[0, null], [null, 0]] }, // OSRM's null: no road between the two
      { code: 'Ok', durations: [[0, 10]] },
      { code: 'NoTable', message: 'No table found' },
      { code: 'Ok' },
      'not json',
    ]) {
      answer = { status: 200, body };
      await expect(router.durations(places), JSON.stringify(body)).rejects.toBeInstanceOf(RouterError);
    }
    answer = { status: 503, body: 'Service Unavailable' };
    await expect(router.durations(places)).rejects.toBeInstanceOf(RouterError);
    for (const body of [{ code: 'NoRoute' }, { code: 'Ok', routes: [] }, { code: 'Ok', routes: [{ legs: [{ duration: -1, distance: 5 }] }] }]) {
      answer = { status: 200, body };
      await expect(router.legs(places), JSON.stringify(body)).rejects.toBeInstanceOf(RouterError);
    }
    await expect(osrmRouter('http://127.0.0.1:9', 2000).durations(places)).rejects.toBeInstanceOf(RouterError);
  });

  it('is not there when ROUTING_URL is empty', () => {
    expect(routerFromEnv({ ROUTING_URL: '', ROUTING_TIMEOUT_MS: 2500 })).toBeNull();
    expect(routerFromEnv({ ROUTING_URL: url, ROUTING_TIMEOUT_MS: 2500 })).not.toBeNull();
  });
});

/** Drill 2: two instances on PostgreSQL behind nginx; kill -9 of one mid-chat. */
import type { ChatClient } from './chat-client';
import { request } from './http';
import { checkJobs, checkMessages, Ledger, mergeTallies } from './ledger';
import { log, ServerProcess, sleep } from './process';
import type { DrillUser } from './users';
import {
  type DrillResult,
  PG_URL,
  PORTS,
  cleanUp,
  cleanups,
  connectClients,
  drain,
  runId,
  startLoad,
  statuses,
  tallyFailures,
} from './common';
import { seedPostgres, startNginx } from './postgres';

// Drill 2: two instances behind nginx, kill -9 of one

export async function drillScaleOut(): Promise<DrillResult> {
  // 20 chatting users (10 pairs), a pair for the rate-limit check.
  const users = await seedPostgres(22, 'drill2-');
  const chatters = users.slice(0, 20);
  const proxy = `http://127.0.0.1:${PORTS.nginx}`;
  const origin = `http://localhost:${PORTS.nginx}`;
  const env = { DATABASE_URL: PG_URL, PUBLIC_URL: origin, TRUST_PROXY: 'on', DATABASE_POOL_SIZE: '5' };
  const a = new ServerProcess('A', PORTS.a, env);
  const b = new ServerProcess('B', PORTS.b, env);
  cleanups.push(
    () => a.stop(),
    () => b.stop(),
  );
  await Promise.all([a.waitHealthy(), b.waitHealthy()]);
  await startNginx([PORTS.a, PORTS.b]);
  const failures: string[] = [];

  // Sessions work on both instances; rate limits count across them (requests alternate through nginx).
  const first = users[0] as DrillUser;
  for (const server of [a, b]) {
    const reply = await request(server.url, 'GET', '/api/me/jobs', {
      cookie: first.cookie,
      localAddress: first.ip,
    });
    if (reply.status !== 200) failures.push(`session refused by instance ${server.name}: ${reply.status}`);
  }
  const limited = users[20] as DrillUser;
  let accepted = 0;
  let refusedAt = 0;
  for (let i = 1; i <= 32 && !refusedAt; i++) {
    const reply = await request(proxy, 'POST', `/api/conversations/${limited.conversationId}/messages`, {
      cookie: limited.cookie,
      origin,
      localAddress: limited.ip,
      body: { clientId: `drill2-limit-${i}`, content: `limit check ${i}` },
    });
    if (reply.status === 201) accepted++;
    else if (reply.status === 429) refusedAt = i;
    else failures.push(`rate-limit check: unexpected ${reply.status}`);
  }
  if (refusedAt !== 31)
    failures.push(`the per-user send limit (30/min) across instances: refused at send ${refusedAt}`);
  // Per-IP limits see each client's own address through nginx (X-Forwarded-For, TRUST_PROXY): the contact
  // form takes 5 per hour from one address, counted on both instances; another address is not affected.
  const contact = (from: DrillUser) =>
    request(proxy, 'POST', '/api/contact', {
      origin,
      localAddress: from.ip,
      body: {
        firstName: 'Drill',
        lastName: 'Client',
        email: 'drill@example.com',
        subject: 'Reliability drill',
        message: 'Checking the per-address limit through the proxy.',
      },
    });
  const contactStatuses: number[] = [];
  for (let i = 0; i < 6; i++) contactStatuses.push((await contact(limited)).status);
  const otherAddress = (await contact(users[21] as DrillUser)).status;
  if (contactStatuses.join() !== '201,201,201,201,201,429' || otherAddress !== 201)
    failures.push(
      `per-address limit through nginx: ${contactStatuses.join()} then ${otherAddress} from another address`,
    );

  const ledger = new Ledger();
  const clients = await connectClients(chatters, () => proxy, origin, ledger);
  const socketsOn = async (server: ServerProcess) =>
    ((await request(server.url, 'GET', '/api/health')).body as { realtime?: { sockets: number } }).realtime
      ?.sockets ?? 0;
  const onA = await socketsOn(a);
  log(`drill 2: sockets on A ${onA}, on B ${await socketsOn(b)}`);
  if (onA === 0) failures.push('nginx put no socket on instance A');
  const load = startLoad({
    users: chatters,
    clients,
    base: () => proxy,
    origin,
    ledger,
    run: runId(),
    jobEveryMs: 2000,
    messageEveryMs: 2500,
    maxJobs: 8,
  });
  await sleep(4000);
  const ackedAtKill = ledger.ackedJobs + ledger.ackedMessages;
  log(`drill 2: kill -9 of instance A after ${ackedAtKill} acknowledged writes`);
  a.kill('SIGKILL');
  const killedAt = performance.now();
  await a.exited;
  // Clients whose socket went down with A come back through nginx to B.
  const moved: ChatClient[] = [];
  const backAfterKill = (c: ChatClient) => c.readyAt.some((t) => t > killedAt);
  for (let waited = 0; waited < 30_000; waited += 100) {
    moved.splice(0, moved.length, ...clients.filter((c) => c.closedAt.some((t) => t > killedAt)));
    if (moved.length >= onA && moved.every(backAfterKill)) break;
    await sleep(100);
  }
  const recoverMs = Math.max(
    0,
    ...moved.map((c) => (c.readyAt.find((t) => t > killedAt) ?? Infinity) - killedAt),
  );
  log(`drill 2: ${moved.length} clients moved to B, the last one after ${Math.round(recoverMs)} ms`);
  await sleep(6000);
  await load.stop();
  const unanswered = await drain(clients);
  await sleep(1000);
  await Promise.all(clients.map((c) => c.catchUp()));
  const tally = mergeTallies(
    await checkJobs(proxy, chatters, ledger),
    await checkMessages(proxy, chatters, clients, ledger),
  );
  failures.push(...tallyFailures(tally, ledger));
  if (unanswered > 0) failures.push(`${unanswered} messages still unanswered after the drain`);
  if (moved.length !== onA) failures.push(`${onA} sockets were on A but ${moved.length} reconnected`);
  if (!Number.isFinite(recoverMs)) failures.push('not every socket of A came back through nginx within 30 s');
  clients.forEach((c) => c.stop());
  log(`drill 2: ${statuses(ledger)}`);
  await cleanUp();
  return {
    drill: '2 kill -9 of 1 of 2 instances (PostgreSQL, nginx)',
    passed: failures.length === 0,
    tally,
    figures: {
      'sockets moved A->B': moved.length,
      'last socket back (ms)': Math.round(recoverMs),
      'send limit across instances refused at': refusedAt,
      'acked before limit': accepted,
      'contact form from one address': contactStatuses.join(' '),
    },
    failures,
  };
}

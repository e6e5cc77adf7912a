/** The drills' own PostgreSQL cluster (15/drill on port 5499) and nginx in front of two instances. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateDatabase, openPostgres } from '../../src/server/db/client';
import { request } from './http';
import { log, sleep } from './process';
import { type DrillUser, seedUsers } from './users';
import { PG_ADMIN_URL, PG_PORT, PG_URL, PORTS, cleanups, run } from './common';

// PostgreSQL and nginx for drills 2 and 3

async function ensureDrillCluster(): Promise<void> {
  const { stdout } = await run('pg_lsclusters', ['--no-header']);
  const line = stdout.split('\n').find((l) => /^15\s+drill\s/.test(l));
  if (!line) {
    log(`creating PostgreSQL cluster 15/drill on port ${PG_PORT} (trust auth, loopback only)`);
    await run('pg_createcluster', ['15', 'drill', '-p', String(PG_PORT), '--start', '--', '--auth=trust']);
  } else if (!/online/.test(line)) {
    await run('pg_ctlcluster', ['15', 'drill', 'start']);
  }
}

async function freshDrillDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists dailywork_drill with (force)');
  await admin.query('create database dailywork_drill');
  await admin.end();
}

export async function seedPostgres(count: number, prefix: string): Promise<DrillUser[]> {
  await ensureDrillCluster();
  await freshDrillDatabase();
  const handle = await openPostgres(PG_URL, 2);
  try {
    await migrateDatabase(handle);
    return await seedUsers(handle.db, count, prefix);
  } finally {
    await handle.close();
  }
}

export async function startNginx(upstreams: number[]): Promise<ChildProcess> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (!nginx) throw new Error('nginx is not installed: apt-get install -y nginx-light');
  const prefix = mkdtempSync(join(tmpdir(), 'dailywork-nginx-'));
  cleanups.push(() => rmSync(prefix, { recursive: true, force: true }));
  const servers = upstreams
    .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`)
    .join('\n    ');
  const forwarded = `proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream app {
    ${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${PORTS.nginx};
    location /api/realtime {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      ${forwarded}
    }
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      ${forwarded}
    }
  }
}
`,
  );
  const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  });
  for (let i = 0; i < 50; i++) {
    const reply = await request(`http://127.0.0.1:${PORTS.nginx}`, 'GET', '/api/health', { timeoutMs: 2000 });
    if (reply.status === 200) return child;
    if (child.exitCode !== null) throw new Error('nginx exited at start');
    await sleep(100);
  }
  throw new Error('nginx did not answer');
}

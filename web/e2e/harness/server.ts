// Starts a real chelian-server for end-to-end tests: a free port, a fresh SQLite database in a
// temporary folder, the built console, test hooks on. Accounts are created with the admin CLI.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

const repoRoot = resolve(here, '../../..');
export const serverBinary = join(repoRoot, 'build/bin/chelian-server');
const webRoot = join(repoRoot, 'web/dist');

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Runs `chelian-server admin …` against this server's database. */
  admin(args: string[]): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

async function waitUntilServing(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`chelian-server exited early:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/oauth/loginPage`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`chelian-server did not start in time:\n${log()}`);
}

/**
 * Starts a server; `settings` are extra `--set key=value` overrides; the demo has 20 vehicles unless
 * `demoVehicles` says; `seedSql` runs on the seeded SQLite database (the sqlite3 tool) before the start.
 */
export async function startServer(
  settings: Record<string, string> = {},
  { demoVehicles = 20, seedSql }: { demoVehicles?: number; seedSql?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chelian-e2e-'));
  const sets: Record<string, string> = {
    'http.port': String(port),
    'gateway.jt808_port': '0',
    'gateway.gt06_port': '0',
    'gateway.watch_port': '0',
    'gateway.h02_port': '0',
    'gateway.osmand_port': '0',
    'gateway.host': '127.0.0.1',
    // Terminals authenticate (the simulator and the tests' own terminals sign in); tests of the
    // real scripts' unauthenticated flow set 'warn'.
    'gateway.jt808_auth': 'require',
    'store.sqlite_path': join(dataDir, 'chelian.db'),
    'media.dir': join(dataDir, 'media'),
    'export.dir': join(dataDir, 'exports'),
    'web.root': webRoot,
    'test.hooks': 'on',
    'log.level': 'warn',
    // Answers wait for the commit (gateway.ack = committed): batches commit after 20 ms, as in the
    // server's own tests, so a test terminal that waits for each answer is not paced at 5 a second.
    'store.batch_delay_ms': '20',
    ...settings,
  };
  const setArgs = Object.entries(sets).flatMap(([k, v]) => ['--set', `${k}=${v}`]);
  const admin = (args: string[]): string => {
    const r = spawnSync(serverBinary, [...setArgs, 'admin', ...args], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${r.stderr}${r.stdout}`);
    return r.stdout;
  };
  admin(['demo-seed', '--vehicles', String(demoVehicles)]);
  if (seedSql) {
    const r = spawnSync('sqlite3', [sets['store.sqlite_path']!, seedSql], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`seed SQL failed: ${r.stderr}`);
  }
  let output = '';
  const child = spawn(serverBinary, setArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(baseUrl, child, () => output);
  return {
    baseUrl,
    port,
    dataDir,
    admin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The answer of a captcha through the test-only hook (refused unless test.hooks is on). */
export async function captchaAnswer(baseUrl: string, uuid: string): Promise<string> {
  const res = await fetch(`${baseUrl}/test/captchaAnswer?uuid=${encodeURIComponent(uuid)}`);
  const body = (await res.json()) as { flag: number; msg: string; obj?: { code: string } };
  if (body.flag !== 1 || !body.obj) throw new Error(`captcha hook refused: ${body.msg}`);
  return body.obj.code;
}

// The web's static checks in one run, two at a time (the machine has 2 cores): ESLint, the import
// circle check, and tsc --noEmit over every workspace (one program for the shell, the sub-apps and
// the packages, tsconfig.check.json; e2e's own). Each check's output is
// printed whole when it ends, then one line `CHECK OK <name>` or `CHECK FAILED <name>` (what
// scripts/test-all.sh counts); the exit status is non-zero when any check failed.
// ESLint and tsc keep caches under node_modules/.cache, so a second run takes a few seconds.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const tsc = join(web, 'node_modules', 'typescript', 'bin', 'tsc');

// ESLint first: it takes longest. The workspaces' types in one program (tsconfig.check.json), then
// e2e's, which has its own types (node only).
const checks = [
  { name: 'eslint', cmd: npm, args: ['exec', '--', 'eslint', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'] },
  {
    name: 'typecheck (shell, apps, packages)',
    cmd: process.execPath,
    args: [tsc, '--noEmit', '-p', 'tsconfig.check.json', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/typecheck-check.tsbuildinfo'],
  },
  { name: 'import circles', cmd: process.execPath, args: ['tools/import-cycles.mjs', '--types'] },
  { name: 'typecheck @chelian/e2e', cmd: npm, args: ['run', '--silent', 'typecheck', '-w', 'e2e'] },
];

function run(check) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(check.cmd, check.args, { cwd: web, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      console.log(`CHECK ${code === 0 ? 'OK' : 'FAILED'} ${check.name} (${seconds} s)`);
      done(code === 0);
    });
  });
}

const queue = [...checks];
let failed = 0;
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) if (!(await run(check))) failed += 1;
}
await Promise.all([worker(), worker()]);
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

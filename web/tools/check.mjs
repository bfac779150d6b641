// The web's static checks in one run, two at a time (the machine has 2 cores): ESLint, the import
// circle check, and `npm run typecheck` of every workspace that has one. Each check's output is
// printed whole when it ends, then one line `CHECK OK <name>` or `CHECK FAILED <name>` (what
// scripts/test-all.sh counts); the exit status is non-zero when any check failed.
// ESLint and tsc keep caches under node_modules/.cache, so a second run takes a few seconds.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Workspace folders from package.json's patterns (`dir` or `parent/*`). */
function workspaceDirs() {
  const root = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8'));
  return root.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(web, parent), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(web, parent, d.name, 'package.json')))
      .map((d) => `${parent}/${d.name}`)
      .sort();
  });
}

function typecheckOf(dir) {
  const pkg = JSON.parse(readFileSync(join(web, dir, 'package.json'), 'utf8'));
  return pkg.scripts?.typecheck ? [{ name: `typecheck ${pkg.name}`, cmd: npm, args: ['run', '--silent', 'typecheck', '-w', dir] }] : [];
}

const checks = [
  { name: 'eslint', cmd: npm, args: ['exec', '--', 'eslint', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'] },
  { name: 'import circles', cmd: process.execPath, args: ['tools/import-cycles.mjs', '--types'] },
  ...workspaceDirs().flatMap(typecheckOf),
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

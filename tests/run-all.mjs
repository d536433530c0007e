#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint (ESLint + Prettier), validate, Storybook build and
 * site build (in two lanes), unit tests, story tests (Chromium), end-to-end tests.
 * Every suite runs even when an earlier one fails; the last line sums them
 * as "N passed, N failed" for CI.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-test-'));
const results = [];
/** Each failed test's name and the first line of its error, printed again in the summary: CI shows only the log's tail. */
const failures = [];
const ESC = String.fromCharCode(27);
const firstLine = (text = '') =>
  String(text)
    .replaceAll(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

function step(name, cmd, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: exit ${r.status} in ${seconds} s`);
  return r.status === 0;
}

/**
 * A step whose output is held and printed in one block when it ends, so that two lanes of
 * single-threaded steps can share the machine's two cores without interleaving their logs.
 */
function heldStep(name, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const out = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => out.push(b));
    const done = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(out));
      console.log(`=== ${name}: exit ${status} in ${seconds} s`);
      resolve(status === 0);
    };
    child.on('error', (e) => {
      out.push(Buffer.from(`${e.message}\n`));
      done(null);
    });
    child.on('close', done);
  });
}

/** Steps one after another; the lane's results in order. */
async function lane(...steps) {
  const oks = [];
  for (const s of steps) oks.push(await heldStep(...s));
  return oks;
}

function check(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// The single-threaded steps in two lanes (ESLint alone takes as long as the other five together).
// Neither lane reads what the other writes: the builds go to dist/ and storybook-static/, which only e2e reads.
const laneStarted = Date.now();
const [[eslintOk], [typecheckOk, prettierOk, validateOk, storybookOk, buildOk]] = await Promise.all([
  lane(['lint', 'npx', ['eslint', '.', '--max-warnings', '0']]),
  lane(
    ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ['validate', 'npx', ['tsx', 'src/build/cli/validate.ts']],
    ['storybook', 'npm', ['run', '-s', 'build-storybook']],
    ['build', 'npm', ['run', '-s', 'build']],
  ),
]);
console.log(`\n=== checks and builds (two lanes): ${((Date.now() - laneStarted) / 1000).toFixed(1)} s`);
check('typecheck', typecheckOk);
// One check: ESLint with zero warnings (layers, cycles, hooks, a11y, typescript-eslint strict) and Prettier.
check('lint', eslintOk && prettierOk);
check('validate', validateOk);

/** Vitest projects run as one suite, counted from its JSON report (a crash with no report counts as one failure). */
function vitestProject(name, ...projects) {
  const json = path.join(tmp, `vitest-${projects[0]}.json`);
  const ok = step(name, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${json}`,
  ]);
  const report = readJson(json);
  for (const file of report?.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed')
        failures.push(
          `${name}: ${path.relative(process.cwd(), file.name)} › ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`,
        );
  if (report)
    results.push({
      name,
      passed: report.numPassedTests,
      failed: report.numFailedTests + (ok || report.numFailedTests ? 0 : 1),
    });
  else check(name, false);
}

// Two projects: the files that mock a module run each in a fresh module cache, the rest share one.
vitestProject('unit', 'unit', 'unit-isolated');
// Every story rendered in Debian Chromium: play functions and axe (addon-vitest + addon-a11y).
vitestProject('storybook tests', 'storybook');

check('storybook build', storybookOk);
check('build', buildOk);

if (buildOk) {
  const pwJson = path.join(tmp, 'playwright.json');
  const e2eOk = step('e2e', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], { PW_JSON: pwJson });
  const e2e = readJson(pwJson);
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected') {
          const error = t.results?.find((r) => r.error)?.error;
          failures.push(`e2e: ${spec.file}:${spec.line} › ${spec.title} — ${firstLine(error?.message)}`);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2e?.suites ?? []) walk(suite);
  if (e2e) {
    const { expected = 0, unexpected = 0, flaky = 0 } = e2e.stats ?? {};
    results.push({ name: 'e2e', passed: expected + flaky, failed: unexpected + (e2eOk || unexpected ? 0 : 1) });
  } else check('e2e', false);
} else {
  check('e2e (not run: build failed)', false);
}

console.log('\nSummary');
if (failures.length) {
  console.log('  Failed tests:');
  for (const f of failures) console.log(`    ${f}`);
}
for (const r of results) console.log(`  ${r.name.padEnd(28)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

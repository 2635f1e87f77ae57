// Starts the real radscribe binary on a free port and opens Chromium pages that record
// everything that went wrong in them, so every test can assert a clean page.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const binaryPath = path.resolve(e2eDir, process.env.RADSCRIBE_BIN ?? '../../bin/radscribe');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const healthTimeoutMs = 20_000;

/** The address the test server makes an admin when it signs up (auth.admin_emails). */
export const adminEmail = 'chief.radiologist@radscribe.test';

// A signed-out visitor's page asks who is signed in; these answer 401 by design (spec section 7).
const anonymousProbePaths = new Set(['/api/auth/user', '/api/subscription/status']);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function isHealthy(baseURL) {
  try {
    const response = await fetch(`${baseURL}/healthz`);
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts `radscribe serve` on a fresh database; resolves once /healthz answers 200. `env` adds
 * RADSCRIBE_* settings a test needs on top of the fixed ones. `databasePath` is its SQLite file,
 * for a test that must set up what no page can (an ended trial).
 */
export async function startServer({ env: extraEnv = {} } = {}) {
  if (!existsSync(binaryPath)) {
    throw new Error(`radscribe binary not found at ${binaryPath}: run "make build" first or set RADSCRIBE_BIN`);
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'radscribe-e2e-'));
  const databasePath = path.join(dataDir, 'e2e.db');

  // Inherited RADSCRIBE_* settings would make the run depend on the developer's shell.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RADSCRIBE_')));
  Object.assign(env, {
    RADSCRIBE_HTTP_ADDR: `127.0.0.1:${port}`,
    RADSCRIBE_HTTP_PUBLIC_URL: baseURL,
    RADSCRIBE_DATABASE_DSN: databasePath,
    RADSCRIBE_LOG_LEVEL: 'warn',
    // Journeys run several servers at once; none needs the metrics listener's fixed port.
    RADSCRIBE_METRICS_ADDR: 'off',
    // Mail goes to .eml files here, which the sign-up journeys read like an inbox.
    RADSCRIBE_MAIL_CONSOLE_DIR: path.join(dataDir, 'outbox'),
    RADSCRIBE_AUTH_ADMIN_EMAILS: adminEmail,
    ...extraEnv,
  });
  // cwd is the temp dir so no radscribe.yaml or data/ folder of the repository is picked up.
  const child = spawn(binaryPath, ['serve'], { cwd: dataDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let hasExited = false;
  exited.then(() => { hasExited = true; });

  const stop = async () => {
    if (!hasExited) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killTimer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + healthTimeoutMs;
  while (!(await isHealthy(baseURL))) {
    if (hasExited || Date.now() > deadline) {
      const reason = hasExited ? `exited with ${JSON.stringify(await exited)}` : `not healthy after ${healthTimeoutMs} ms`;
      await stop();
      throw new Error(`radscribe serve ${reason}; its output:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseURL, outboxDir: path.join(dataDir, 'outbox'), databasePath, stop };
}

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text) {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Waits for the next message to `to` in the outbox (one not in `seen`) and returns its decoded
 * text; `seen` collects the file names already read.
 */
export async function nextMail(outboxDir, to, seen, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(outboxDir) ? readdirSync(outboxDir).filter((f) => f.endsWith('.eml')).sort() : [];
    for (const file of files) {
      if (seen.has(file)) continue;
      const raw = readFileSync(path.join(outboxDir, file), 'utf8');
      if (!new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) continue;
      seen.add(file);
      return decodeQuotedPrintable(raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} arrived in ${outboxDir} within ${timeoutMs} ms`);
}

/**
 * Launches Debian's Chromium; launch() gives every browser its own throw-away profile dir.
 * `args` adds command-line switches a test needs (a fake microphone, say).
 */
export function launchBrowser({ args = [] } = {}) {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...args,
    ],
  });
}

/**
 * Opens a page in a fresh context (a 1280 x 800 screen unless `viewport` says otherwise) and
 * records console errors, uncaught exceptions, and same-origin requests that failed or answered
 * with an error status (unless isExpectedResponse(url, status) says the test expects that one).
 */
export async function openTrackedPage(
  browser,
  baseURL,
  { isExpectedResponse = () => false, viewport = { width: 1280, height: 800 } } = {},
) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  // CI runs the journeys on two cores beside the server and the browser: a page's first load
  // there has taken over 10 s, so a wait gives up only after 20 s.
  page.setDefaultTimeout(20_000);
  const problems = [];
  const isSameOrigin = (url) => url.startsWith(`${baseURL}/`);
  const isExpectedStatus = (url, status) =>
    (status === 401 && anonymousProbePaths.has(new URL(url).pathname)) || isExpectedResponse(url, status);

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium also logs every error response; those are judged by the response handler below.
    const { url } = message.location();
    if (message.text().startsWith('Failed to load resource') && isSameOrigin(url)) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A full-page navigation (after sign-in, sign-out) aborts what the old page was loading.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (isSameOrigin(request.url())) {
      problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on('response', (response) => {
    const url = response.url();
    if (isSameOrigin(url) && response.status() >= 400 && !isExpectedStatus(url, response.status())) {
      problems.push(`error response: ${response.status()} ${response.request().method()} ${url}`);
    }
  });
  return { page, problems, close: () => context.close() };
}

/** The screens the journeys are run on: a laptop's and a phone's. */
export const desktop = { width: 1366, height: 768 };
export const phone = { width: 390, height: 844 };

/**
 * Waits for the page's animations to end. Dialogs, menus and popovers zoom or fade in; their
 * box and their colours are final once the animations have run (half-transparent text
 * mid-animation would count as low contrast). An animation cancelled on the way (its element
 * re-rendered) rejects its promise: it has nothing left to move, so it counts as done.
 */
export async function animationsDone(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Registers before/after hooks that give the enclosing suite a server (see startServer) and a browser. */
export function useApp({ env = {} } = {}) {
  const app = { baseURL: '', outboxDir: '', browser: null };
  let server;
  before(async () => {
    server = await startServer({ env });
    app.baseURL = server.baseURL;
    app.outboxDir = server.outboxDir;
    app.browser = await launchBrowser();
  });
  after(async () => {
    await app.browser?.close();
    await server?.stop();
  });
  return app;
}

/** A control the spec calls a button; antd renders it as <button> or, with an href, as <a>. */
export function control(page, name) {
  return page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true })).first();
}

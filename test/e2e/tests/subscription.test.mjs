// Subscriptions end to end. With Stripe (stripe-mock, Stripe's own mock of its API, started
// here): a user whose trial has ended gets the Subscription Required page and 402 from the
// product, chooses the monthly plan, is sent to Stripe's checkout, comes back to
// /subscription-success, which syncs the subscription and counts down into the workspace.
// Without payments nothing asks for a plan. Skips without stripe-mock unless `CI` is set.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openTrackedPage, startServer, useApp } from '../support/app.mjs';
import { signUp } from '../support/signup.mjs';

const password = 'Abo-Monat-2026';
const stripeInstall = 'go install github.com/stripe/stripe-mock@v0.203.0';
const stripeStartTimeoutMs = 30_000;
// stripe-mock names its HTTP address on a line starting so (port 0 lets the kernel choose).
const listeningPrefix = 'Listening for HTTP at address: ';

function isExecutable(file) {
  try {
    const info = statSync(file);
    return info.isFile() && (info.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

// Like adapters/payment/stripe/stripemocktest: on PATH, else where `go install` puts it.
function findStripeMock() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, 'stripe-mock'))) return path.join(dir, 'stripe-mock');
  }
  const goEnv = spawnSync('go', ['env', 'GOBIN', 'GOPATH'], { encoding: 'utf8' });
  if (goEnv.error || goEnv.status !== 0) return null;
  const [gobin = '', gopath = ''] = goEnv.stdout.split('\n');
  const dirs = [gobin.trim(), ...gopath.trim().split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'bin'))];
  return dirs.filter(Boolean).map((dir) => path.join(dir, 'stripe-mock')).find(isExecutable) ?? null;
}

const stripeMockPath = findStripeMock();
const stripeMissing = stripeMockPath === null ? `stripe-mock is not on PATH, in GOBIN or in GOPATH/bin (${stripeInstall})` : null;
const skipStripe = stripeMissing !== null && !process.env.CI ? stripeMissing : false;

/** Runs stripe-mock on free loopback ports; resolves once it answers as stripe-mock. */
async function startStripeMock() {
  if (stripeMissing) throw new Error(`${stripeMissing}: CI is set, so the subscription test fails rather than skips`);
  // Both addresses: with -http-addr alone it still opens HTTPS on the fixed port 12112.
  const child = spawn(stripeMockPath, ['-http-addr', '127.0.0.1:0', '-https-addr', '127.0.0.1:0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', () => { exited = true; resolve(); }));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGKILL');
      await exit;
    }
  };
  const address = new Promise((resolve) => {
    const onData = (chunk) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.startsWith(listeningPrefix));
      if (line) resolve(line.slice(listeningPrefix.length).trim());
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  const deadline = Date.now() + stripeStartTimeoutMs;
  const fail = async (reason) => {
    await stop();
    throw new Error(`stripe-mock ${reason}; its output:\n${output}`);
  };
  let timer;
  const addr = await Promise.race([
    address,
    exit.then(() => null),
    new Promise((resolve) => { timer = setTimeout(() => resolve(null), stripeStartTimeoutMs); }),
  ]);
  clearTimeout(timer);
  if (addr === null) await fail(exited ? 'exited before listening' : `did not listen within ${stripeStartTimeoutMs} ms`);
  const url = `http://${addr}`;
  // It may still exit after naming the address (its HTTPS listener failing); the header proves
  // that stripe-mock is what answers.
  for (;;) {
    try {
      const response = await fetch(`${url}/`);
      if (response.headers.get('stripe-mock-version')) break;
    } catch { /* not yet */ }
    if (exited) await fail('exited');
    if (Date.now() > deadline) await fail(`at ${url} does not answer`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, stop };
}

/** Runs one SQL statement on the app's SQLite database (it is open in the server: WAL, busy timeout). */
async function runSql(databasePath, sql) {
  const cli = spawnSync('sqlite3', ['-cmd', '.timeout 5000', databasePath, sql], { encoding: 'utf8' });
  if (!cli.error) {
    if (cli.status !== 0) throw new Error(`sqlite3 failed (${cli.status}): ${cli.stderr}`);
    return cli.stdout.trim();
  }
  let sqlite;
  try {
    sqlite = await import('node:sqlite');
  } catch {
    throw new Error('neither the sqlite3 command (apt-get install sqlite3) nor node:sqlite (Node 22+) is available');
  }
  const db = new sqlite.DatabaseSync(databasePath);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    return db.prepare(sql).all().map((row) => Object.values(row).join('|')).join('\n');
  } finally {
    db.close();
  }
}

// The format the app's SQLite driver writes times in: '2026-11-16 08:00:00.000+00:00'.
function sqliteTime(date) {
  return date.toISOString().replace('T', ' ').replace('Z', '+00:00');
}

const daysAgo = (days) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/** GETs a product API path in the page, with the page's session; answers status and body. */
function apiGet(page, apiPath) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return { status: response.status, body: await response.json().catch(() => null) };
  }, apiPath);
}

async function assertTabs(page, { enabled, disabled }) {
  for (const name of enabled) {
    assert.notEqual(await page.getByRole('tab', { name, exact: true }).getAttribute('aria-disabled'), 'true', `tab ${name} enabled`);
  }
  for (const name of disabled) {
    assert.equal(await page.getByRole('tab', { name, exact: true }).getAttribute('aria-disabled'), 'true', `tab ${name} disabled`);
  }
}

const lockedTabs = ['Profile', 'Templates', 'Vocabulary', 'AI Prompts', 'Statistics'];

describe('subscription with Stripe', { skip: skipStripe }, () => {
  const app = { baseURL: '', outboxDir: '', databasePath: '', browser: null };
  let stripe;
  let server;

  before(async () => {
    stripe = await startStripeMock();
    server = await startServer({
      env: {
        RADSCRIBE_PAYMENT_PROVIDER: 'stripe',
        RADSCRIBE_PAYMENT_STRIPE_SECRET_KEY: 'sk_test_123',
        RADSCRIBE_PAYMENT_STRIPE_WEBHOOK_SECRET: 'whsec_test',
        RADSCRIBE_PAYMENT_STRIPE_MONTHLY_PRICE_ID: 'price_monthly',
        RADSCRIBE_PAYMENT_STRIPE_YEARLY_PRICE_ID: 'price_yearly',
        RADSCRIBE_PAYMENT_STRIPE_API_BASE: stripe.url,
      },
    });
    Object.assign(app, { baseURL: server.baseURL, outboxDir: server.outboxDir, databasePath: server.databasePath });
    app.browser = await launchBrowser();
  });

  after(async () => {
    await app.browser?.close();
    await server?.stop();
    await stripe?.stop();
  });

  it('an ended trial locks the app until the monthly plan is bought through the checkout', async () => {
    // From the end of the trial until the subscription is synced, the product answers 402.
    let trialOver = false;
    const isExpectedResponse = (url, status) => status === 402 && trialOver && new URL(url).pathname.startsWith('/api/');
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse });
    try {
      const email = 'jonas.weber@radiologie-sued.example';
      await signUp(page, app.outboxDir, email, password);
      // The trial started at verification: the workspace is open.
      await page.getByRole('heading', { name: 'Radiology Report' }).waitFor();

      // The trial ends: started 8 days ago, over since yesterday.
      trialOver = true;
      const quoted = email.replace(/'/g, "''");
      await runSql(
        app.databasePath,
        `UPDATE users SET trial_started_at = '${sqliteTime(daysAgo(8))}', trial_ends_at = '${sqliteTime(daysAgo(1))}' WHERE email = '${quoted}'`,
      );
      assert.equal(await runSql(app.databasePath, `SELECT count(*) FROM users WHERE email = '${quoted}' AND trial_ends_at < '${sqliteTime(new Date())}'`), '1');

      // Reloaded, / is the Subscription Required page: only the Subscription tab can be used.
      await page.reload();
      await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
      await page.getByText('Subscription Required', { exact: true }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/');
      assert.equal(await page.getByRole('heading', { name: 'Radiology Report' }).count(), 0, 'no workspace');
      await page.getByRole('tab', { name: 'Subscription', selected: true }).waitFor();
      await assertTabs(page, { enabled: ['Subscription'], disabled: lockedTabs });

      // The product refuses with 402 and says why; the subscription calls still answer.
      for (const apiPath of ['/api/medical-templates', '/api/vocabulary']) {
        const refused = await apiGet(page, apiPath);
        assert.equal(refused.status, 402, `${apiPath} answers 402`);
        assert.equal(refused.body?.code, 'trial_expired', `${apiPath}: ${JSON.stringify(refused.body)}`);
      }
      const status = await apiGet(page, '/api/subscription/status');
      assert.equal(status.status, 200);
      assert.equal(status.body.paymentsEnabled, true);
      assert.equal(status.body.accessType, 'trial_expired', JSON.stringify(status.body));

      // The plans: 'Trial Expired' says why; monthly is chosen and the checkout opens.
      await page.getByRole('link', { name: 'View plans' }).click();
      await page.waitForURL((url) => url.pathname === '/subscribe');
      await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
      const notice = page.getByRole('alert').filter({ hasText: 'Trial Expired' });
      await notice.getByText('Your free trial has ended. Please subscribe to continue using RadScribe.').waitFor();
      await page.getByText('Yearly', { exact: true }).first().click();
      await page.getByText('Monthly', { exact: true }).first().click();
      const monthlyCard = page.locator('.ant-card').filter({ has: page.getByText('Monthly', { exact: true }) });
      await monthlyCard.getByText('Selected', { exact: true }).waitFor();

      // Stripe's checkout page is not loaded from the internet: a stand-in answers its address.
      const checkoutRequests = [];
      await page.route('https://checkout.stripe.com/**', (route) => {
        checkoutRequests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Stripe Checkout stand-in</h1>' });
      });
      // The page leaves for the checkout at once, so the answer's body cannot be read: the
      // request that follows it is the proof.
      const [created, checkout] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/create-subscription-plan'),
        page.waitForRequest((r) => r.isNavigationRequest() && r.url().startsWith('https://checkout.stripe.com/')),
        page.getByRole('button', { name: 'Subscribe', exact: true }).click(),
      ]);
      assert.equal(created.status(), 200);
      assert.deepEqual(created.request().postDataJSON(), { planType: 'monthly' });
      const checkoutURL = checkout.url();
      await page.waitForURL((url) => url.href === checkoutURL);
      await page.getByRole('heading', { name: 'Stripe Checkout stand-in' }).waitFor();
      assert.deepEqual(checkoutRequests, [checkoutURL]);

      // Back from the checkout: the subscription is synced, a 3-second countdown, the workspace.
      const synced = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/sync-subscription');
      await page.goto('/subscription-success?session_id=cs_test');
      const sync = await synced;
      assert.equal(sync.status(), 200, await sync.text());
      trialOver = false;
      await page.getByText('Subscription Activated!', { exact: true }).waitFor();
      await page.getByText('Welcome to RadScribe. Redirecting to the app in 3 seconds...', { exact: true }).waitFor();
      await page.getByText('Redirecting to the app in 2 seconds...').waitFor();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 6_000 });
      await page.getByRole('heading', { name: 'Radiology Report' }).waitFor();
      await page.getByRole('region', { name: 'Templates' }).getByRole('button').first().waitFor();
      assert.equal(await page.getByText('Subscription Required', { exact: true }).count(), 0);
      const after = await apiGet(page, '/api/subscription/status');
      assert.equal(after.body.accessType, 'full_access', JSON.stringify(after.body));
      assert.equal((await apiGet(page, '/api/medical-templates')).status, 200);

      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

describe('subscriptions with payments off', () => {
  const app = useApp();

  it('blocks nothing and the Subscription tab says no subscriptions are sold here', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      await signUp(page, app.outboxDir, 'ines.kraft@mrt-zentrum.example', password);
      await page.getByRole('heading', { name: 'Radiology Report' }).waitFor();
      const status = await apiGet(page, '/api/subscription/status');
      assert.equal(status.body.paymentsEnabled, false);
      assert.equal(status.body.accessType, 'full_access', JSON.stringify(status.body));

      await page.goto('/profile?tab=subscription');
      await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
      await page.getByRole('tab', { name: 'Subscription', selected: true }).waitFor();
      await page.getByRole('tabpanel').getByText('Subscriptions are not sold on this server', { exact: true }).waitFor();
      assert.equal(await page.getByText('Subscription Required', { exact: true }).count(), 0);
      await assertTabs(page, { enabled: ['Subscription', ...lockedTabs], disabled: [] });

      await page.goto('/subscribe');
      await page.getByText('Subscriptions are not sold on this server', { exact: true }).waitFor();
      assert.equal(await page.getByText('Trial Expired', { exact: true }).count(), 0);
      await page.getByRole('button', { name: 'Continue to App', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Radiology Report' }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

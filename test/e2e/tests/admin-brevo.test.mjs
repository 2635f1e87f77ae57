// The admins' e-mail marketing page, with the contact sync pointed at a Brevo-speaking server
// started here (support/fake-brevo.mjs), and the account migration page, with an account of the
// previous sign-in provider brought in by `radscribe import-users` on the server's database.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { adminEmail, launchBrowser, nextMail, openTrackedPage, startServer } from '../support/app.mjs';
import { brevoEnv, startFakeBrevo } from '../support/fake-brevo.mjs';
import { openEmailDialog, signUp } from '../support/signup.mjs';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const binaryPath = path.resolve(e2eDir, process.env.RADSCRIBE_BIN ?? '../../bin/radscribe');

const radiologist = 'jonas.weber@radiologie-sued.example';
const password = 'Kontakt-Sync-2026';
const listName = 'Radiologists 2026';
// An account of the previous sign-in provider, as its export lists it.
const replitUser = { id: 'replit-4711', email: 'henrik.olsen@roentgen-nord.example', firstName: 'Henrik', lastName: 'Olsen' };

// What a contact may carry to Brevo: the address, the name, the subscription status and usage.
const contactFields = ['attributes', 'email', 'listIds', 'updateEnabled'];
const contactAttributes = ['FIRSTNAME', 'LASTNAME', 'RECORDING_COUNT', 'SUBSCRIPTION_STATUS', 'TOTAL_MINUTES'];

const migrationConfirm = 'This will send migration emails to all Replit users. Continue?';

const toast = (page, text) => page.locator('.ant-notification-notice').filter({ hasText: text });

/** The statistic titled `title` inside `scope`, as text. */
async function statistic(scope, title) {
  const card = scope.locator('.ant-statistic').filter({ has: scope.page().getByText(title, { exact: true }) });
  return (await card.locator('.ant-statistic-content').innerText()).trim();
}

/** Waits until the statistic titled `title` reads `value`; the page refreshes it by itself. */
async function statisticBecomes(scope, title, value, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let current;
  while ((current = await statistic(scope, title)) !== value) {
    if (Date.now() > deadline) assert.fail(`${title} is ${current}, not ${value}, after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until `condition()` holds, polling; `what` names it in the failure. */
async function eventually(condition, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Answers the next confirmation dialog with `accept` and resolves to its message. */
function nextConfirm(page, accept) {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message();
      await (accept ? dialog.accept() : dialog.dismiss());
      resolve(`${dialog.type()}: ${message}`);
    });
  });
}

async function signIn(page, email) {
  const dialog = await openEmailDialog(page);
  const form = dialog.getByRole('tabpanel');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** Runs `radscribe import-users` on the server's SQLite database with a CSV of `users`. */
async function importUsers(databasePath, users) {
  const dir = mkdtempSync(path.join(tmpdir(), 'radscribe-import-'));
  try {
    const file = path.join(dir, 'replit-users.csv');
    const rows = users.map((u) => [u.id, u.email, u.firstName, u.lastName, 'replit'].join(','));
    writeFileSync(file, ['id,email,firstName,lastName,authProvider', ...rows].join('\n') + '\n');
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RADSCRIBE_')));
    Object.assign(env, { RADSCRIBE_DATABASE_DSN: databasePath, RADSCRIBE_LOG_LEVEL: 'warn' });
    const { stdout } = await promisify(execFile)(binaryPath, ['import-users', file], { cwd: dir, env, timeout: 20_000 });
    return stdout.trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('admin: e-mail marketing (Brevo) and account migration', () => {
  const app = { baseURL: '', outboxDir: '', databasePath: '', browser: null };
  let brevo;
  let server;

  before(async () => {
    brevo = await startFakeBrevo();
    server = await startServer({ env: brevoEnv(brevo) });
    Object.assign(app, { baseURL: server.baseURL, outboxDir: server.outboxDir, databasePath: server.databasePath });
    app.browser = await launchBrowser();
  });

  after(async () => {
    await app.browser?.close();
    await server?.stop();
    await brevo?.stop();
  });

  it('syncs users to Brevo: lists, everyone, one user, removal after confirmation, and a contact looked up', async () => {
    // The removed radiologist is looked up on purpose: Brevo no longer knows the address.
    const isExpectedResponse = (url, status) =>
      status === 404 && new URL(url).pathname === `/api/admin/brevo/contact/${encodeURIComponent(radiologist)}`;
    const user = await openTrackedPage(app.browser, app.baseURL);
    const admin = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse });
    const { page } = admin;
    const contactPosts = (from = 0) => brevo.requests.slice(from).filter((r) => r.method === 'POST' && r.path === '/v3/contacts');
    try {
      // A verified address is added to Brevo by itself.
      await signUp(user.page, app.outboxDir, radiologist, password);
      await eventually(() => brevo.contacts.has(radiologist), `the radiologist was not synced to Brevo after sign-up`);
      await signUp(page, app.outboxDir, adminEmail, password);
      await eventually(() => brevo.contacts.has(adminEmail), `the admin was not synced to Brevo after sign-up`);

      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.getByRole('tabpanel', { name: 'Settings' }).getByRole('link', { name: /Email Marketing \(Brevo\)/ }).click();
      await page.waitForURL((url) => url.pathname === '/admin/brevo');
      await page.getByRole('heading', { level: 1, name: 'Brevo Email Marketing' }).waitFor();

      // Overview: the totals and how the automatic sync works.
      const overview = page.getByRole('tabpanel', { name: 'Overview' });
      await overview.getByText('Sync is automatic').waitFor();
      await overview.getByText(/New users are added to Brevo once their e-mail address is verified/).waitFor();
      assert.equal(await statistic(overview, 'Total Lists'), '0');
      await statisticBecomes(overview, 'Total Users with Email', '2');

      // Contact Lists: a new list goes in a folder (Brevo requires one) and is shown.
      await page.getByRole('tab', { name: 'Contact Lists' }).click();
      const lists = page.getByRole('tabpanel', { name: 'Contact Lists' });
      await lists.getByText('No lists yet').waitFor();
      const create = lists.getByRole('button', { name: 'Create List', exact: true });
      assert.equal(await create.isDisabled(), true, 'Create List is disabled without a name');
      await lists.getByLabel('List name').fill(listName);
      await create.click();
      await toast(page, 'Brevo list created successfully').waitFor();
      const listButton = lists.getByRole('button', { name: new RegExp(`^${listName}`) });
      await listButton.waitFor();
      assert.equal(await lists.getByLabel('List name').inputValue(), '', 'the name field is emptied');
      assert.equal(brevo.lists.length, 1);
      const [list] = brevo.lists;
      assert.deepEqual({ name: list.name, inFolder: brevo.folders.some((f) => f.id === list.folderId) }, { name: listName, inFolder: true });
      assert.match(await listButton.innerText(), new RegExp(`0 subscribers[\\s\\S]*ID: ${list.id}`));
      await listButton.click();
      assert.equal(await listButton.getAttribute('aria-pressed'), 'true');

      // Sync All Users, to the list picked: both accounts reach Brevo with nothing but the contact fields.
      await page.getByRole('tab', { name: 'Overview' }).click();
      await overview.getByText('to 1 selected list').waitFor();
      assert.equal(await statistic(overview, 'Total Lists'), '1');
      const beforeSyncAll = brevo.requests.length;
      await overview.getByRole('button', { name: 'Sync All Users' }).click();
      await toast(page, 'Sync Complete').filter({ hasText: 'Successfully synced 2/2 users to Brevo' }).waitFor();
      const synced = contactPosts(beforeSyncAll);
      assert.deepEqual(synced.map((r) => r.body.email).sort(), [adminEmail, radiologist].sort());
      for (const { body } of synced) assert.deepEqual(body.listIds, [list.id], `${body.email} is added to the list picked`);
      for (const { body } of contactPosts()) {
        assert.deepEqual(Object.keys(body).filter((key) => !contactFields.includes(key)), [], `fields sent for ${body.email}`);
        assert.deepEqual(Object.keys(body.attributes).sort(), contactAttributes, `attributes sent for ${body.email}`);
      }
      assert.deepEqual(brevo.contacts.get(radiologist).attributes, {
        FIRSTNAME: 'Anna',
        LASTNAME: 'Berg',
        SUBSCRIPTION_STATUS: 'active',
        RECORDING_COUNT: 0,
        TOTAL_MINUTES: 0,
      });
      await page.getByRole('tab', { name: 'Contact Lists' }).click();
      await lists.getByRole('button', { name: new RegExp(`^${listName}.*2 subscribers`) }).waitFor();

      // User Management: sync one user; removing asks first and a "no" removes nothing.
      await page.getByRole('tab', { name: 'User Management' }).click();
      const users = page.getByRole('tabpanel', { name: 'User Management' });
      const beforeSyncOne = brevo.requests.length;
      await users.getByRole('button', { name: `Sync ${radiologist}` }).click();
      await toast(page, 'User synced to Brevo successfully').waitFor();
      assert.deepEqual(contactPosts(beforeSyncOne).map((r) => [r.body.email, r.body.listIds]), [[radiologist, [list.id]]]);

      const remove = users.getByRole('button', { name: `Remove ${radiologist}` });
      const beforeRemove = brevo.requests.length;
      const declined = nextConfirm(page, false);
      await remove.click();
      assert.equal(await declined, `confirm: Are you sure you want to remove ${radiologist} from Brevo?`);
      const accepted = nextConfirm(page, true);
      await remove.click();
      assert.equal(await accepted, `confirm: Are you sure you want to remove ${radiologist} from Brevo?`);
      await toast(page, 'User removed from Brevo successfully').waitFor();
      // The page reads the lists again afterwards (their subscriber counts change).
      assert.deepEqual(
        brevo.requests.slice(beforeRemove).filter((r) => r.path !== '/v3/contacts/lists').map((r) => `${r.method} ${r.path}`),
        [`DELETE /v3/contacts/${radiologist}`],
        'one DELETE, after the confirmation only',
      );
      assert.equal(brevo.contacts.has(radiologist), false);

      // Search Contacts: nothing to search for while blank; a contact's data as Brevo keeps it.
      await page.getByRole('tab', { name: 'Search Contacts' }).click();
      const search = page.getByRole('tabpanel', { name: 'Search Contacts' });
      const searchButton = search.getByRole('button', { name: 'Search' });
      assert.equal(await searchButton.isDisabled(), true, 'Search is disabled while blank');
      await search.getByLabel('Contact e-mail').fill('   ');
      assert.equal(await searchButton.isDisabled(), true, 'Search is disabled for spaces');
      await search.getByLabel('Contact e-mail').fill(radiologist);
      await searchButton.click();
      await search.getByText('No Brevo contact has this e-mail address.').waitFor();
      await search.getByLabel('Contact e-mail').fill(adminEmail);
      await searchButton.click();
      const raw = search.getByLabel('Contact data');
      await raw.waitFor();
      assert.deepEqual(JSON.parse(await raw.innerText()), brevo.contacts.get(adminEmail));

      assert.deepEqual(brevo.complaints, []);
      assert.deepEqual(admin.problems, []);
      assert.deepEqual(user.problems, []);
    } finally {
      await user.close();
      await admin.close();
    }
  });

  it('mails the accounts of the previous sign-in a link to set a password within 48 hours', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      await signIn(page, adminEmail);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.getByRole('tabpanel', { name: 'Settings' }).getByRole('link', { name: /Account Migration/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Account Migration' }).waitFor();

      // Nobody to migrate yet: nothing can be sent.
      const status = page.locator('.ant-card').filter({ has: page.getByText('Current Status', { exact: true }) });
      await statisticBecomes(status, 'Total Users', '2');
      assert.equal(await statistic(status, 'Replit Users'), '0');
      assert.equal(await statistic(status, 'Migrated Users'), '0');
      assert.equal(await statistic(status, 'Pending Migration'), '0');
      await page.getByText('There are no Replit users left to migrate.').waitFor();
      const send = page.getByRole('button', { name: 'Send Migration Emails' });
      assert.equal(await send.isDisabled(), true, 'Send Migration Emails is disabled without Replit users');

      // The operator imports one account while the server runs; the open page counts it on its next refresh.
      assert.equal(await importUsers(app.databasePath, [replitUser]), 'Imported 1 account(s), 0 already present, 0 refused.');
      await statisticBecomes(status, 'Replit Users', '1');
      assert.equal(await statistic(status, 'Total Users'), '3');
      await page.getByText('Sends the migration e-mail to 1 Replit user.').waitFor();

      const confirmed = nextConfirm(page, true);
      await send.click();
      assert.equal(await confirmed, `confirm: ${migrationConfirm}`);
      const results = page.locator('.ant-card').filter({ has: page.getByText('Results', { exact: true }) });
      await results.waitFor();
      assert.equal(await statistic(results, 'Emails Sent'), '1');
      assert.equal(await statistic(results, 'Failed'), '0');
      await statisticBecomes(status, 'Pending Migration', '1');
      assert.equal(await statistic(status, 'Replit Users'), '1', 'still to migrate until a password is set');

      const mail = await nextMail(app.outboxDir, replitUser.email, new Set());
      assert.match(mail, /^Subject: Action needed: set your RadScribe password within 48 hours/m);
      assert.match(mail, /Please\s+set\s+a\s+password\s+within\s+48\s+hours/);
      assert.match(mail, new RegExp(`${app.baseURL.replace(/[.]/g, '\\.')}/reset-password\\?token=[\\w-]+`));
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminEmail, openTrackedPage, useApp } from '../support/app.mjs';
import { signUp } from '../support/signup.mjs';

const radiologist = 'lena.brandt@teleradiologie.example';
const password = 'Befund-Admin-2026';
// A spreadsheet would run this as a formula if the export did not guard it.
const formulaFeedback = '=HYPERLINK("http://example.invalid","open me")';

const toast = (page, title) => page.locator('.ant-notification-notice').filter({ hasText: title });

/** Picks option `label` of the antd select named `name`. */
async function choose(page, name, label) {
  await page.getByRole('combobox', { name }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();
}

/** A radiologist formats a dictation, copies it and rates it negatively with `text`. */
async function reportAndRate(page, text) {
  await page.getByLabel('Transcript', { exact: true }).fill('Findings: small left pleural effusion. Impression: left pleural effusion.');
  await page.getByRole('button', { name: 'Format Report Only', exact: true }).click();
  await toast(page, 'Transcript Formatted').waitFor();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const popover = page.getByRole('dialog', { name: 'How was this report?' });
  await popover.getByRole('button', { name: 'Issues' }).click();
  await popover.getByRole('checkbox', { name: 'Formatting issue' }).check();
  await popover.getByLabel('Details (optional)').fill(text);
  await popover.getByRole('button', { name: 'Submit', exact: true }).click();
  await toast(page, 'Feedback Submitted').waitFor();
}

/** The statistic titled `title` inside `scope`, as text. */
async function statistic(scope, title) {
  const card = scope.locator('.ant-statistic').filter({ hasText: title });
  return (await card.locator('.ant-statistic-content').innerText()).trim();
}

describe('admin analytics', () => {
  const app = useApp();

  it('shows an admin the users, API usage and feedback the journey produced, exports it guarded, and refuses a radiologist', async () => {
    const user = await openTrackedPage(app.browser, app.baseURL);
    const admin = await openTrackedPage(app.browser, app.baseURL);
    try {
      await user.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
      await signUp(user.page, app.outboxDir, radiologist, password);
      await reportAndRate(user.page, formulaFeedback);

      // A radiologist is no admin: told so and sent home after 2 seconds.
      await user.page.goto('/admin');
      await toast(user.page, 'Access Denied').filter({ hasText: "You don't have permission to access the admin panel." }).waitFor();
      await user.page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
      assert.equal(await user.page.getByRole('heading', { name: 'Admin Dashboard' }).count(), 0);

      await signUp(admin.page, app.outboxDir, adminEmail, password);
      await admin.page.goto('/admin');

      // User Analytics: both accounts, the radiologist in the table.
      await admin.page.getByRole('tab', { name: 'User Analytics' }).click();
      const users = admin.page.getByRole('tabpanel', { name: 'User Analytics' });
      await users.getByText(radiologist).first().waitFor();
      assert.equal(await statistic(users, 'Total Users'), '2');

      // API Usage: the radiologist's format call, counted for them. The journey's pages asked
      // who was signed in before each sign-up (401s by design), which are no errors.
      await admin.page.getByRole('tab', { name: 'API Usage' }).click();
      const usage = admin.page.getByRole('tabpanel', { name: 'API Usage' });
      await usage.getByText('/api/format-external-transcript').first().waitFor();
      await usage.getByRole('group', { name: `Usage of ${radiologist}` }).waitFor();
      assert.notEqual(await statistic(usage, 'Total API Calls'), '0');
      assert.equal(await statistic(usage, 'Error Rate'), '0.0%');

      // Settings: the other admin tools.
      await admin.page.getByRole('tab', { name: 'Settings' }).click();
      const settings = admin.page.getByRole('tabpanel', { name: 'Settings' });
      for (const [name, href] of [
        [/Email Marketing/, '/admin/brevo'],
        [/Feedback Analytics/, '/admin/feedback'],
        [/Account Migration/, '/admin/migration'],
        [/Background Jobs/, '/admin/jobs'],
      ]) {
        assert.equal(await settings.getByRole('link', { name }).getAttribute('href'), href);
      }

      // Background Jobs: the job queue's own view (River UI), framed under the admin header with
      // the way back; a framing refused by the page's or the view's policy would fail the page.
      await settings.getByRole('link', { name: /Background Jobs/ }).click();
      await admin.page.getByRole('heading', { name: 'Background Jobs' }).waitFor();
      const jobs = admin.page.frameLocator('iframe[title="Background jobs"]');
      await jobs.getByPlaceholder('Add filter').waitFor();
      await admin.page.getByRole('link', { name: 'Back to Admin' }).click();
      await admin.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await admin.page.getByRole('tab', { name: 'Settings' }).click();

      // Feedback analytics: the one rating, filtered, exported with the formula guard.
      await settings.getByRole('link', { name: /Feedback Analytics/ }).click();
      await admin.page.getByRole('heading', { name: 'Feedback Analytics' }).waitFor();
      await admin.page.getByText(formulaFeedback).waitFor();
      assert.equal(await statistic(admin.page, 'Total Feedback'), '1');
      assert.equal(await statistic(admin.page, 'Conversion Rate'), '0.0%');

      await admin.page.getByRole('button', { name: 'Show Filters' }).click();
      await choose(admin.page, 'Feedback type', 'Positive');
      await admin.page.getByText('No feedback yet').waitFor();
      await choose(admin.page, 'Feedback type', 'Negative');
      await admin.page.getByText(formulaFeedback).waitFor();

      const popup = admin.page.context().waitForEvent('request', (request) => request.url().includes('/api/admin/feedback/export'));
      await admin.page.getByRole('button', { name: 'Export CSV' }).click();
      const exportURL = (await popup).url();
      assert.equal(new URL(exportURL).searchParams.get('feedbackType'), 'negative', 'the export follows the filters');
      const csv = await admin.page.request.get(exportURL);
      assert.equal(csv.status(), 200);
      assert.match(csv.headers()['content-disposition'] ?? '', /attachment; filename="radscribe-feedback-\d{4}-\d{2}-\d{2}\.csv"/);
      const text = await csv.text();
      assert.match(text.split('\r\n')[0], /^id,createdAt,userEmail,feedbackType/);
      assert.ok(text.includes(`"'=HYPERLINK(""http://example.invalid"",""open me"")"`), `the formula is guarded:\n${text}`);
      assert.ok(text.includes(radiologist));

      // The radiologist's own session cannot read the export.
      const refused = await user.page.request.get(exportURL);
      assert.equal(refused.status(), 403);

      await admin.page.getByRole('link', { name: 'Back to Admin' }).click();
      await admin.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      assert.deepEqual(admin.problems, []);
    } finally {
      await user.close();
      await admin.close();
    }
  });
});

// At a phone's width no page may scroll sideways, and what opens over a page (the e-mail dialog,
// the account menu, the feedback popover) stays on the screen. The contact sync goes to a
// Brevo-speaking server started here, so the admins' Brevo page shows all it has.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { adminEmail, animationsDone, control, openTrackedPage, phone, useApp } from '../support/app.mjs';
import { brevoEnv, startFakeBrevo } from '../support/fake-brevo.mjs';
import { openEmailDialog, signUp } from '../support/signup.mjs';

const password = 'Handy-Befund-2026';
const dictation = 'Findings: small left pleural effusion. Lungs otherwise clear. Impression: right pleural effusion.';

// An unknown page and a made-up reset link are visited on purpose.
function isExpectedResponse(url, status) {
  const { pathname } = new URL(url);
  return (status === 404 && pathname === '/no-such-page') || (status === 400 && pathname === '/api/auth/email/verify-reset-token');
}

// Pages every visitor has, each with what shows that it has rendered.
const pagesForAll = [
  { path: '/disclaimer', ready: (page) => page.getByRole('heading', { level: 1, name: 'Disclaimer', exact: true }) },
  { path: '/privacy', ready: (page) => page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true }) },
  { path: '/terms', ready: (page) => page.getByRole('heading', { level: 1, name: 'Terms of Service', exact: true }) },
  { path: '/reset-password?token=made-up', ready: (page) => page.getByText('Invalid Reset Link') },
  { path: '/tutorials', ready: (page) => page.getByRole('heading', { level: 1, name: 'Tutorials', exact: true }) },
  { path: '/no-such-page', ready: (page) => page.getByText('Page not found').first() },
];

async function screenSize(page) {
  return page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
}

async function assertNoSidewaysScroll(page, where) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const { width } = await screenSize(page);
  assert.ok(scrollWidth <= width, `${where} is ${scrollWidth} px wide on a ${width} px screen`);
}

async function assertOnScreen(page, locator, what) {
  await locator.waitFor();
  await animationsDone(page);
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is shown`);
  const { width, height } = await screenSize(page);
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
  assert.ok(inside, `${what} at ${JSON.stringify(box)} leaves the ${width} x ${height} screen`);
}

async function visit(page, { path, ready }) {
  await page.goto(path);
  await ready(page).waitFor();
  await assertNoSidewaysScroll(page, path);
}

// Every template name shows whole: wrapped, not cut off with an ellipsis.
async function assertTemplateNamesWhole(page) {
  const names = page.getByRole('region', { name: 'Templates' }).locator('button[aria-pressed] [lang]');
  await names.first().waitFor();
  const cut = await names.evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent));
  assert.deepEqual(cut, [], 'template names cut off');
}

// The tabs of a page, one after another the way a keyboard reaches them: on a phone the later
// ones sit behind the tab bar's overflow menu.
async function visitTabs(page, tabs, where) {
  await page.getByRole('tab', { name: tabs[0], exact: true }).click();
  for (const tab of tabs) {
    if (tab !== tabs[0]) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }
    // The focused tab's name gains a spoken "Tab n of m", so the panel is matched by substring.
    await page.getByRole('tabpanel', { name: tab }).waitFor();
    await assertNoSidewaysScroll(page, `${where}, tab ${tab}`);
  }
}

const brevo = await startFakeBrevo();
after(() => brevo.stop());

describe('phone layout (390 px)', () => {
  // The community link makes the signed-in header as full as it gets.
  const app = useApp({ env: { RADSCRIBE_COMPANY_COMMUNITY_URL: 'https://community.radscribe.test/', ...brevoEnv(brevo) } });

  it('a visitor\'s pages fit the screen, Sign In and the e-mail dialog included', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse, viewport: phone });
    try {
      await visit(page, { path: '/', ready: (p) => control(p, 'Create Account') });
      await assertOnScreen(page, control(page, 'Sign In'), 'Sign In');
      await visit(page, { path: '/login', ready: (p) => control(p, 'Continue with Email') });
      for (const entry of pagesForAll) await visit(page, entry);

      const dialog = await openEmailDialog(page);
      await dialog.getByRole('tab', { name: 'Create Account' }).click();
      await dialog.getByLabel('Confirm password').waitFor();
      await assertOnScreen(page, dialog, 'the e-mail dialog');
      await assertNoSidewaysScroll(page, 'the e-mail dialog');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('a radiologist\'s workspace, profile and other pages fit, with the menu and the feedback popover on screen', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse, viewport: phone });
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
      await signUp(page, app.outboxDir, 'lena.sono@praxis-west.example', password);

      // The workspace with its template panel open.
      await page.getByText('Select Template', { exact: true }).waitFor();
      await assertNoSidewaysScroll(page, 'the workspace');
      await assertTemplateNamesWhole(page);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await assertOnScreen(page, page.getByRole('menu'), 'the account menu');
      await page.keyboard.press('Escape');

      // A report with a contradiction, copied: the feedback popover at its largest.
      await page.getByLabel('Transcript', { exact: true }).fill(dictation);
      await control(page, 'Format Report Only').click();
      await page.getByRole('region', { name: 'Detected Contradictions' }).waitFor();
      await control(page, 'Copy').click();
      const feedback = page.getByRole('dialog', { name: 'How was this report?' });
      await feedback.getByRole('button', { name: 'Issues' }).click();
      await feedback.getByLabel('Details (optional)').waitFor();
      await assertOnScreen(page, page.locator('.ant-popover').filter({ has: feedback }), 'the feedback popover');
      await assertNoSidewaysScroll(page, 'the workspace with the feedback popover open');
      await feedback.getByRole('button', { name: 'Skip' }).click();

      await visit(page, { path: '/profile', ready: (p) => p.getByRole('heading', { name: 'Profile Settings' }) });
      await visitTabs(page, ['Profile', 'Subscription', 'Templates', 'Vocabulary', 'Macros', 'AI Prompts', 'Statistics'], '/profile');
      for (const entry of pagesForAll) await visit(page, entry);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('the admin dashboard and the admin tools fit', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: phone });
    try {
      await signUp(page, app.outboxDir, adminEmail, password);
      await visit(page, { path: '/admin', ready: (p) => p.getByRole('heading', { name: 'Admin Dashboard' }) });
      await visitTabs(page, ['AI Prompts', 'Master Templates', 'Shared Macros', 'User Analytics', 'API Usage', 'Settings'], '/admin');
      // Each admin page is ready once its counts have loaded.
      const statistic = (p, title) => p.locator('.ant-statistic').filter({ hasText: title });
      await visit(page, { path: '/admin/feedback', ready: (p) => statistic(p, 'Total Feedback') });
      await control(page, 'Show Filters').click();
      await page.getByRole('combobox', { name: 'Feedback type' }).waitFor();
      await assertNoSidewaysScroll(page, '/admin/feedback with its filters');
      await visit(page, { path: '/admin/migration', ready: (p) => statistic(p, 'Pending Migration') });
      await visit(page, { path: '/admin/jobs', ready: (p) => p.frameLocator('iframe[title="Background jobs"]').getByPlaceholder('Add filter') });

      await visit(page, { path: '/admin/brevo', ready: (p) => p.getByRole('tabpanel', { name: 'Overview' }).getByText('Sync is automatic') });
      await visitTabs(page, ['Overview', 'Contact Lists', 'User Management', 'Search Contacts'], '/admin/brevo');
      // A contact's raw data, at its widest: the admin's own, once the sign-up's sync has sent it.
      const deadline = Date.now() + 10_000;
      while (!brevo.contacts.has(adminEmail) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      await page.getByLabel('Contact e-mail').fill(adminEmail);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByLabel('Contact data').waitFor();
      await assertNoSidewaysScroll(page, '/admin/brevo, a contact\'s data');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

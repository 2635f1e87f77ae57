// Accessibility: axe-core's WCAG 2.0/2.1 A and AA rules find nothing on any page, signed out,
// signed in and as an admin, at 1280 px and, for the workspace and the profile, at 390 px. What
// opens over a page (the e-mail dialog, the account menu, the feedback popover) is checked open.
// Every violation is reported with its rule, impact, element and page before the test fails.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, describe, it } from 'node:test';
import { adminEmail, animationsDone, control, openTrackedPage, phone, useApp } from '../support/app.mjs';
import { brevoEnv, startFakeBrevo } from '../support/fake-brevo.mjs';
import { openEmailDialog, signUp } from '../support/signup.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const password = 'Barriere-Frei-2026';
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
  { path: '/tutorials', ready: (page) => page.getByRole('heading', { level: 1, name: 'Tutorials', exact: true }) },
  { path: '/reset-password?token=made-up', ready: (page) => page.getByText('Invalid Reset Link') },
  { path: '/no-such-page', ready: (page) => page.getByText('Page not found').first() },
];

const profileTabs = ['Profile', 'Subscription', 'Templates', 'Vocabulary', 'Macros', 'AI Prompts', 'Statistics'];
const adminTabs = ['AI Prompts', 'Master Templates', 'Shared Macros', 'User Analytics', 'API Usage', 'Settings'];
const brevoTabs = ['Overview', 'Contact Lists', 'User Management', 'Search Contacts'];

/**
 * Runs axe's WCAG A/AA rules on the page as it is now and adds what they find to `found`, one
 * line per element: the page (`where`), the rule, its impact, the element and axe's summary.
 */
async function audit(page, where, found) {
  await animationsDone(page);
  // antd's motion ends with a transition rather than an animation on some parts.
  await page.waitForTimeout(300);
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy allows no
  // inline script, and a test's evaluation is not the page's.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (values) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    // antd's tab bar puts its overflow button ('more', shown when the tabs do not fit) inside
    // the element with role="tablist", where only tabs belong (react-component/tabs#1013,
    // ant-design/ant-design#49502). The app cannot move it; that one child is let pass, any
    // other stray child of a tab bar still fails.
    const onlyTabOverflow = (id, node) =>
      id === 'aria-required-children' &&
      document.querySelector(node.target.join(' '))?.matches('.ant-tabs-nav') &&
      node.any.every((check) =>
        check.relatedNodes.length > 0 &&
        check.relatedNodes.every((related) => document.querySelector(related.target.join(' '))?.matches('.ant-tabs-nav-more')),
      );
    return results.violations
      .map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes
          .filter((node) => !onlyTabOverflow(id, node))
          .map((node) => ({ target: node.target.join(' '), summary: node.failureSummary.replace(/\s+/g, ' ').trim() })),
      }))
      .filter(({ nodes }) => nodes.length > 0);
  }, wcagTags);
  for (const { id, impact, nodes } of violations) {
    for (const { target, summary } of nodes) found.push(`${where}: ${id} (${impact}) at ${target}: ${summary}`);
  }
}

function assertNoViolations(found) {
  assert.deepEqual(found, [], `axe found ${found.length} violation(s):\n${found.join('\n')}`);
}

async function visit(page, { path, ready }, found, where = path) {
  await page.goto(path);
  await ready(page).waitFor();
  await audit(page, where, found);
}

// The tabs of a page, one after another the way a keyboard reaches them (on a phone the later
// ones sit behind the tab bar's overflow menu), each audited once its panel shows.
async function auditTabs(page, tabs, where, found) {
  await page.getByRole('tab', { name: tabs[0], exact: true }).click();
  for (const tab of tabs) {
    if (tab !== tabs[0]) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }
    // The focused tab's name gains a spoken "Tab n of m", so the panel is matched by substring.
    await page.getByRole('tabpanel', { name: tab }).waitFor();
    // Each tab loads its own data; its spinner goes once it has.
    await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    await audit(page, `${where}, tab ${tab}`, found);
  }
}

async function auditAccountMenu(page, where, found) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').waitFor();
  await audit(page, `${where}, account menu open`, found);
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

// The workspace with a template chosen and a formatted report with a contradiction in the
// editor, then copied, which opens the feedback popover.
async function auditWorkspace(page, where, found) {
  await page.goto('/');
  await page.getByRole('region', { name: 'Templates' }).getByRole('button', { name: /Ultrasound Abdomen/ }).waitFor();
  await audit(page, where, found);
  await auditAccountMenu(page, where, found);
  await page.getByRole('region', { name: 'Templates' }).getByRole('button', { name: /Ultrasound Abdomen/ }).click();
  await page.getByRole('textbox', { name: 'Report editor' }).filter({ hasText: 'Liver:' }).waitFor();
  await audit(page, `${where}, template chosen`, found);
  await page.getByLabel('Transcript', { exact: true }).fill(dictation);
  await control(page, 'Format Report Only').click();
  await page.getByRole('region', { name: 'Detected Contradictions' }).waitFor();
  await audit(page, `${where}, report formatted`, found);
  await control(page, 'Copy').click();
  const feedback = page.getByRole('dialog', { name: 'How was this report?' });
  await feedback.getByRole('button', { name: 'Issues' }).click();
  await feedback.getByLabel('Details (optional)').waitFor();
  await audit(page, `${where}, feedback popover open`, found);
  await feedback.getByRole('button', { name: 'Skip' }).click();
}

const brevo = await startFakeBrevo();
after(() => brevo.stop());

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  const app = useApp({ env: brevoEnv(brevo) });

  it('a visitor\'s pages, the sign-in page and the e-mail dialog', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse });
    const found = [];
    try {
      await visit(page, { path: '/', ready: (p) => control(p, 'Create Account') }, found, '/ (landing, self-hosted)');
      await visit(page, { path: '/login', ready: (p) => control(p, 'Continue with Email') }, found);
      for (const entry of pagesForAll) await visit(page, entry, found);

      const dialog = await openEmailDialog(page);
      await audit(page, '/login, e-mail dialog (Sign In)', found);
      await dialog.getByRole('tab', { name: 'Create Account' }).click();
      await dialog.getByLabel('Confirm password').waitFor();
      await audit(page, '/login, e-mail dialog (Create Account)', found);
      assertNoViolations(found);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  for (const [size, viewport] of [['1280 px', undefined], ['390 px', phone]]) {
    it(`a radiologist's workspace, profile and other pages at ${size}`, async () => {
      const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse, viewport });
      const found = [];
      try {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
        await signUp(page, app.outboxDir, `lena.${viewport ? 'phone' : 'desk'}@praxis-west.example`, password);
        await auditWorkspace(page, `/ (workspace, ${size})`, found);
        await visit(page, { path: '/profile', ready: (p) => p.getByRole('heading', { name: 'Profile Settings' }) }, found, `/profile (${size})`);
        await auditTabs(page, profileTabs, `/profile (${size})`, found);
        if (!viewport) {
          for (const entry of pagesForAll) await visit(page, entry, found, `${entry.path} (signed in)`);
        }
        assertNoViolations(found);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });
  }

  it('the admin dashboard, each of its tabs and the admin tools', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    const found = [];
    try {
      await signUp(page, app.outboxDir, adminEmail, password);
      await visit(page, { path: '/admin', ready: (p) => p.getByRole('heading', { name: 'Admin Dashboard' }) }, found);
      await auditTabs(page, adminTabs, '/admin', found);
      const statistic = (p, title) => p.locator('.ant-statistic').filter({ hasText: title });
      await visit(page, { path: '/admin/feedback', ready: (p) => statistic(p, 'Total Feedback') }, found);
      await control(page, 'Show Filters').click();
      await page.getByRole('combobox', { name: 'Feedback type' }).waitFor();
      await audit(page, '/admin/feedback, filters shown', found);
      await visit(page, { path: '/admin/migration', ready: (p) => statistic(p, 'Pending Migration') }, found);
      await visit(page, { path: '/admin/jobs', ready: (p) => p.frameLocator('iframe[title="Background jobs"]').getByPlaceholder('Add filter') }, found);
      await visit(page, { path: '/admin/brevo', ready: (p) => p.getByRole('tabpanel', { name: 'Overview' }).getByText('Sync is automatic') }, found);
      await auditTabs(page, brevoTabs, '/admin/brevo', found);
      assertNoViolations(found);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

// A server that sells subscriptions shows prices and plans; none of these pages asks Stripe
// anything, so no Stripe answers.
const payments = {
  RADSCRIBE_PAYMENT_PROVIDER: 'stripe',
  RADSCRIBE_PAYMENT_STRIPE_SECRET_KEY: 'sk_test_123',
  RADSCRIBE_PAYMENT_STRIPE_WEBHOOK_SECRET: 'whsec_test',
  RADSCRIBE_PAYMENT_STRIPE_MONTHLY_PRICE_ID: 'price_monthly',
  RADSCRIBE_PAYMENT_STRIPE_YEARLY_PRICE_ID: 'price_yearly',
  RADSCRIBE_PAYMENT_STRIPE_API_BASE: 'http://127.0.0.1:9',
};

describe('accessibility of the pricing pages (axe-core, WCAG 2.1 A and AA)', () => {
  const app = useApp({ env: payments });

  it('the landing page with its prices and the plans, signed out and in', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    const found = [];
    try {
      await visit(page, { path: '/', ready: (p) => p.getByText('$499').first() }, found, '/ (landing, with prices)');
      await visit(page, { path: '/subscribe', ready: (p) => control(p, 'Continue with Email') }, found, '/subscribe (signed out)');
      await signUp(page, app.outboxDir, 'jonas.trial@radiologie-sued.example', password);
      await visit(page, { path: '/subscribe', ready: (p) => p.getByText('$499').first() }, found, '/subscribe (on trial)');
      await visit(page, { path: '/profile', ready: (p) => p.getByRole('heading', { name: 'Profile Settings' }) }, found, '/profile (on trial)');
      await auditTabs(page, ['Subscription'], '/profile (on trial)', found);
      assertNoViolations(found);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openTrackedPage, useApp } from '../support/app.mjs';
import { signUp } from '../support/signup.mjs';

const email = 'lena.fischer@radiologie-nord.example';
const password = 'Thorax-Befund-2026';

const macroName = 'normal chest';
const macroText = 'No pneumothorax. Heart size [size]. Small effusion on the [side] side.';

describe('macros', () => {
  const app = useApp();

  it('creates a macro with two fields, inserts it from a pasted transcript, fills one and is warned before copying', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
      await signUp(page, app.outboxDir, email, password);
      const toast = (title) => page.locator('.ant-notification-notice').filter({ hasText: title });

      // Profile Settings, Macros: a macro with two fields.
      await page.goto('/profile?tab=macros');
      await page.getByRole('button', { name: 'New Macro' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Macro' });
      await dialog.getByLabel('Name').fill(macroName);
      await dialog.getByLabel('Text').fill(macroText);
      await dialog.getByText('2 fields.').waitFor();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast('Macro Added').waitFor();
      await page.getByRole('cell', { name: 'normal chest English 2 fields' }).waitFor();

      // The workspace: 'insert NAME' in a pasted transcript becomes the macro's text.
      await page.goto('/');
      await page.getByLabel('Transcript', { exact: true }).fill('Findings: insert normal chest');
      await page.getByRole('button', { name: 'Format Report Only', exact: true }).click();
      await toast('Transcript Formatted').waitFor();
      const editor = page.getByRole('textbox', { name: 'Report editor' });
      const report = await editor.innerText();
      assert.match(report, /No pneumothorax\./);
      assert.match(report, /Heart size \[size\]\./);
      assert.doesNotMatch(report, /insert normal chest/i);
      await page.getByText('2 fields not filled').waitFor();

      // Tab selects the first field; typing fills it.
      await editor.click();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Tab');
      await page.keyboard.type('normal');
      await page.getByText('1 field not filled').waitFor();
      assert.match(await editor.innerText(), /Heart size normal\./);

      // Copy: the unfilled field is named first; nothing is copied until the person says so.
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      const warning = page.locator('.ant-popconfirm').filter({ hasText: '1 field not filled' });
      await warning.waitFor();
      assert.equal(await toast('Report Copied').count(), 0);
      await warning.getByRole('button', { name: 'Copy anyway' }).click();
      await toast('Report Copied').waitFor();
      const copied = await page.evaluate(async () => navigator.clipboard.readText());
      assert.match(copied, /Heart size normal\./);
      assert.match(copied, /\[side\]/);

      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

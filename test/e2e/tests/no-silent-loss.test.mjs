import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { openTrackedPage, useApp } from '../support/app.mjs';
import { signUp } from '../support/signup.mjs';

const email = 'mara.lindqvist@roentgen-nord.example';
const password = 'Befund-Kopf-2026';
// Screenshots of the confirmation for a person to look at, when asked for.
const shotsDir = process.env.RADSCRIBE_E2E_SHOTS;

function workspace(page) {
  return {
    templates: page.getByRole('region', { name: 'Templates' }),
    editor: page.getByRole('textbox', { name: 'Report editor' }),
    button: (name) => page.getByRole('button', { name, exact: true }),
    toast: (title) => page.locator('.ant-notification-notice').filter({ hasText: title }),
  };
}

describe('no silent loss, exact copy', () => {
  const app = useApp();

  it('keeps an edited report over a reload, asks before a template replaces it, undoes the replacement, and copies each format to its own type', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: { width: 1366, height: 800 } });
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
      await signUp(page, app.outboxDir, email, password);
      const ws = workspace(page);

      await ws.templates.getByRole('button', { name: /CT Head \(non-contrast\)/ }).click();
      await ws.editor.filter({ hasText: 'Brain parenchyma:' }).waitFor();
      await ws.editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' Edited by hand.');
      await ws.editor.filter({ hasText: 'Edited by hand.' }).waitFor();

      // A reload keeps the report.
      await page.reload();
      await ws.editor.filter({ hasText: 'Edited by hand.' }).waitFor();

      // Another template asks first; Cancel has the focus and keeps the report.
      await ws.templates.getByRole('button', { name: /CT Chest with Contrast/ }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'Discard your edited report?' });
      await dialog.waitFor();
      assert.match(await dialog.innerText(), /Loading this template replaces the report in the editor/);
      await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel');
      if (shotsDir) {
        await mkdir(shotsDir, { recursive: true });
        await page.waitForTimeout(500); // the dialog's opening animation
        await page.screenshot({ path: `${shotsDir}/confirm-1366.png` });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${shotsDir}/confirm-390.png` });
        await page.setViewportSize({ width: 1366, height: 800 });
      }
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.match(await ws.editor.innerText(), /Edited by hand\./);

      // Copy with HTML and Plain Text: each in its own type, plain text single-spaced.
      await page.getByRole('checkbox', { name: 'HTML' }).check();
      await page.getByRole('checkbox', { name: 'Plain Text' }).check();
      await page.getByRole('checkbox', { name: 'RTF' }).uncheck();
      assert.equal(await page.getByRole('checkbox', { name: 'FHIR JSON' }).count(), 0);
      await ws.button('Copy').click();
      const anyway = page.getByRole('button', { name: 'Copy anyway' });
      if (await anyway.isVisible()) await anyway.click();
      await ws.toast('Report Copied').filter({ hasText: 'Report copied in HTML, Plain Text format(s).' }).waitFor();
      const clipboard = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        const read = async (type) => (item.types.includes(type) ? (await item.getType(type)).text() : null);
        return { types: item.types, html: await read('text/html'), text: await read('text/plain') };
      });
      assert.match(clipboard.html ?? '', /<h3>Findings<\/h3>/, 'text/html holds the report as HTML');
      const text = (clipboard.text ?? '').replaceAll('\r\n', '\n');
      assert.doesNotMatch(text, /resourceType|</, 'text/plain holds the report as plain text, no FHIR JSON, no markup');
      assert.match(text, /\n\nFindings\nBrain parenchyma: /, 'a blank line before a section, none after its heading');
      assert.match(text, /Edited by hand\./);
      assert.doesNotMatch(text, /\n\n\n/);
      assert.ok(text.split('\n\n').length <= 8, `one blank line per section, not per line:\n${text}`);

      // Confirmed, the template replaces the report, and Ctrl+Z brings the report back.
      await ws.templates.getByRole('button', { name: /CT Chest with Contrast/ }).click();
      await dialog.getByRole('button', { name: 'Load template' }).click();
      await page.waitForFunction(() => !document.querySelector('[aria-label="Report editor"]')?.textContent?.includes('Edited by hand.'));
      await ws.editor.click();
      await page.keyboard.press('Control+z');
      await ws.editor.filter({ hasText: 'Edited by hand.' }).waitFor();

      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

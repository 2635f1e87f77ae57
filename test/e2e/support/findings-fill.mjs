// The workspace steps the impression journeys share: fill the chest CT template with findings
// dictated alone, and accept the follow-up the report panel suggests.

/** The editor's non-empty lines, trimmed. */
export function editorLines(page) {
  return page.getByRole('textbox', { name: 'Report editor' }).evaluate((editor) =>
    editor.innerText.split('\n').map((line) => line.trim()).filter((line) => line !== ''),
  );
}

/** Pastes `findings` as an external transcript and fills the CT Chest with Contrast template with it. */
export async function fillChestCT(page, findings, { phone }) {
  const editor = page.getByRole('textbox', { name: 'Report editor' });
  await page.getByRole('tab', { name: 'External Transcript' }).click();
  if (phone) await page.getByRole('button', { name: /Templates/ }).first().click().catch(() => {});
  await page.getByRole('region', { name: 'Templates' }).getByRole('button', { name: /CT Chest with Contrast/ }).first().click();
  await editor.filter({ hasText: 'Lungs:' }).waitFor();
  await page.getByLabel('Transcript', { exact: true }).fill(findings);
  await page.getByRole('button', { name: 'Fill Template', exact: true }).click();
  await page.locator('.ant-notification-notice').filter({ hasText: 'Template Filled' }).waitFor();
}

/**
 * Inserts the first follow-up the report panel suggests (its high-risk branch when it asks),
 * waiting up to `timeout` ms for one; returns the editor's last line after it, or null when
 * none was offered.
 */
export async function acceptFollowUp(page, { timeout = 5000 } = {}) {
  const followUp = page.getByRole('region', { name: 'Suggested follow-up' });
  const offered = await followUp
    .waitFor({ timeout })
    .then(() => true)
    .catch(() => false);
  if (!offered) return null;
  const item = followUp.getByRole('listitem').first();
  await item.getByRole('button', { name: 'Insert' }).click();
  const choice = item.getByRole('group');
  if (await choice.isVisible().catch(() => false)) {
    await choice.getByRole('button', { name: 'High risk', exact: true }).click();
  }
  await item.getByRole('button', { name: 'Inserted' }).waitFor();
  const lines = await editorLines(page);
  return lines[lines.length - 1];
}

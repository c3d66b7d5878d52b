// The back office's navigation in browser tests, at any viewport: at wide widths the areas are a
// side navigation; on a phone they sit behind the Menu button. Tests name an area by its label
// ("Payments"), as a member reads it.
import type { Locator, Page } from 'playwright-core';

const backOffice = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

/** Waits for the back office's navigation (or its Menu button), then shows the list if it is behind the button. */
async function showAreaList(page: Page): Promise<Locator> {
  const nav = backOffice(page);
  await nav.or(menuButton(page)).first().waitFor();
  if (!(await nav.isVisible())) await menuButton(page).click();
  await nav.waitFor();
  return nav;
}

/** Opens an area by its link, as a member does at this viewport, and waits until it is the open one. */
export async function openAdminArea(page: Page, label: string): Promise<void> {
  const nav = await showAreaList(page);
  await nav.getByRole('link', { name: label, exact: true }).click();
  await openAreaHeading(page, label).waitFor();
}

/** The open area's heading (the phone's bar names it too). */
export function openAreaHeading(page: Page, label: string): Locator {
  return page.getByRole('heading', { level: 2, name: label, exact: true }).first();
}

/** The areas the navigation lists, in order; on a phone the menu is closed again afterwards. */
export async function listedAdminAreas(page: Page): Promise<{ labels: string[]; current: string | null }> {
  const nav = await showAreaList(page);
  const labels = await nav.getByRole('link').allTextContents();
  const currentLink = nav.locator('a[aria-current="page"]');
  const current = (await currentLink.count()) > 0 ? await currentLink.textContent() : null;
  if (await menuButton(page).isVisible()) await page.keyboard.press('Escape');
  return { labels, current };
}

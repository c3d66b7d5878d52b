// Each audience its own frame (decision 057): customers get the public header (support bar,
// credentials, Track and My requests) and footer; the back office and its sign-in pages, and the
// driver's phone pages, get a one-row header of their own with none of the public links, and the
// driver's page puts its own Sign out in it.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderActions } from './header-actions';
import { SiteLayout } from './site-layout';

function openAt(path: string, content = <p>The page</p>) {
  window.history.replaceState(null, '', path);
  render(<SiteLayout>{content}</SiteLayout>);
  return within(screen.getByRole('banner'));
}

/** A staff or driver page: its header is a chunk of its own, drawn once it has loaded. */
async function openWorkPageAt(path: string, content = <p>The page</p>) {
  window.history.replaceState(null, '', path);
  render(<SiteLayout>{content}</SiteLayout>);
  return within(await screen.findByRole('banner'));
}

/** What only the public frame carries: the ways to /track and /account, the support line, the credentials, the footer. */
function expectNoPublicChrome() {
  for (const href of ['/track', '/account']) expect(document.querySelector(`a[href="${href}"]`)).toBeNull();
  expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  expect(screen.queryByText(/MC #/)).toBeNull();
  expect(screen.queryByRole('list', { name: 'Our credentials' })).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
}

describe('the frame of each audience', () => {
  it.each(['/', '/track', '/account', '/join-us'])('gives the public page %s the public header and footer', (path) => {
    const header = openAt(path);
    expect(header.getByRole('link', { name: 'Track a shipment' }).getAttribute('href')).toBe('/track');
    expect(header.getByRole('link', { name: 'My requests' }).getAttribute('href')).toBe('/account');
    header.getByRole('list', { name: 'Our credentials' });
    screen.getByRole('contentinfo');
  });

  it.each(['/admin', '/admin/audit-log', '/admin/two-factor', '/admin-login', '/admin-forgot-password', '/admin-invite'])(
    "gives the staff's page %s the back office's own header: the company's name and nothing for customers",
    async (path) => {
      const header = await openWorkPageAt(path);
      expect(header.getByRole('link', { name: TEST_COMPANY.name }).getAttribute('href')).toBe('/');
      header.getByText('Back office');
      expectNoPublicChrome();
      // Staff pages stay English: no language switch.
      expect(screen.queryByRole('link', { name: /^Language:/ })).toBeNull();
      screen.getByText('The page');
    },
  );

  it.each(['/driver', '/driver/load', '/driver/sign-in'])(
    "gives the driver's page %s a header of its own: the company's name leading to the loads, and the language",
    async (path) => {
      const header = await openWorkPageAt(path);
      expect(header.getByRole('link', { name: TEST_COMPANY.name }).getAttribute('href')).toBe('/driver');
      expect(header.getByRole('link', { name: 'Language: Español' }).getAttribute('href')).toBe('?lang=es');
      expectNoPublicChrome();
    },
  );

  it("puts a driver page's own controls in its header", async () => {
    const header = await openWorkPageAt(
      '/driver',
      <HeaderActions>
        <button type="button">Sign out</button>
      </HeaderActions>,
    );
    await header.findByRole('button', { name: 'Sign out' });
    expect(screen.getAllByRole('button', { name: 'Sign out' })).toHaveLength(1);
  });

  it('draws such controls where they stand on a public page, which has no place for them', () => {
    openAt(
      '/track',
      <HeaderActions>
        <button type="button">Sign out</button>
      </HeaderActions>,
    );
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});

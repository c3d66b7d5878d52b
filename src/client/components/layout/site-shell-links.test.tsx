// The ways to /track and to the customer's own page (/account) from every public page: links in
// the header and in the footer, beside the links that were there before; and the trust badges,
// which stay off the staff's pages.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

describe('the site header', () => {
  it('links to the tracking page and to My requests beside Back and Home', () => {
    render(<SiteHeader />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Track a shipment' }).getAttribute('href')).toBe('/track');
    expect(header.getByRole('link', { name: 'My requests' }).getAttribute('href')).toBe('/account');
    expect(header.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    header.getByRole('button', { name: 'Back' });
  });
});

describe('the site footer', () => {
  it('links to the tracking page and My requests, and keeps its other links', () => {
    render(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        ['Become a Driver', '/join-us'],
        ['Make a Payment', '/make-a-payment'],
        ['Track a shipment', '/track'],
        ['My requests', '/account'],
        ['Admin Portal', '/admin-login'],
      ]),
    );
  });
});

describe("the header's credentials", () => {
  it.each(['/', '/track', '/join-us'])('shows the trust badges on the public page %s', (path) => {
    window.history.replaceState(null, '', path);
    render(<SiteHeader />);
    expect(within(screen.getByRole('list', { name: 'Our credentials' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it.each(['/admin', '/admin/payments', '/admin/two-factor', '/admin-login', '/admin-invite'])(
    'keeps them off the staff page %s, and keeps the way home',
    (path) => {
      window.history.replaceState(null, '', path);
      render(<SiteHeader />);
      expect(screen.queryByRole('list', { name: 'Our credentials' })).toBeNull();
      expect(screen.getByRole('link', { name: TEST_COMPANY.name }).getAttribute('href')).toBe('/');
    },
  );
});

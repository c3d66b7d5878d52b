// The way to /track from every public page: a link in the header and in the footer, beside the
// links that were there before.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

void TEST_COMPANY;

describe('the site header', () => {
  it('links to the tracking page beside Back and Home', () => {
    render(<SiteHeader />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Track a shipment' }).getAttribute('href')).toBe('/track');
    expect(header.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    header.getByRole('button', { name: 'Back' });
  });
});

describe('the site footer', () => {
  it('links to the tracking page and keeps its other links', () => {
    render(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        ['Become a Driver', '/join-us'],
        ['Make a Payment', '/make-a-payment'],
        ['Track a shipment', '/track'],
        ['Admin Portal', '/admin-login'],
      ]),
    );
  });
});

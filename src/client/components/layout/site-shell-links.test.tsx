// The ways to /track and to the customer's own page (/account) from every public page: links in
// the header and in the footer, beside the links that were there before; and the trust badges
// (the staff's and drivers' pages have frames of their own: site-layout.test.tsx); the same in
// Spanish, and the switch between the languages.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '@/test-support/i18n';
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
});

describe('the shell in Spanish', () => {
  it('names the header links, the credentials and the way back in Spanish', () => {
    window.history.replaceState(null, '', '/');
    inLanguage('es');
    render(<SiteHeader />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Rastrear un envío' }).getAttribute('href')).toBe('/track');
    expect(header.getByRole('link', { name: 'Mis solicitudes' }).getAttribute('href')).toBe('/account');
    expect(header.getByRole('link', { name: 'Inicio' }).getAttribute('title')).toBe('Ir a la página de inicio');
    expect(header.getByRole('button', { name: 'Atrás' }).getAttribute('title')).toBe('Volver a la página anterior');
    expect(
      within(screen.getByRole('list', { name: 'Nuestras credenciales' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Totalmente asegurados', 'Conductores con licencia', 'Cumplimos con la FMCSA']);
  });

  it('names the footer links in Spanish', () => {
    inLanguage('es');
    render(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Trabaje como conductor' }).getAttribute('href')).toBe('/join-us');
    expect(footer.getByRole('link', { name: 'Realizar un pago' }).getAttribute('href')).toBe('/make-a-payment');
    footer.getByText(`© ${new Date().getFullYear()} ${TEST_COMPANY.name}. Todos los derechos reservados.`);
  });
});

describe('the language switch', () => {
  it('offers Spanish on an English page, in the header and the footer', () => {
    window.history.replaceState(null, '', '/');
    render(<SiteHeader />);
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Language: Español' });
    expect([link.textContent, link.getAttribute('href'), link.getAttribute('lang')]).toEqual(['Language: Español', '?lang=es', 'es']);
    render(<SiteFooter />);
    within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Language: Español' });
  });

  it('offers English on a Spanish page', () => {
    window.history.replaceState(null, '', '/track');
    inLanguage('es');
    render(<SiteHeader />);
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Idioma: English' });
    expect([link.textContent, link.getAttribute('href'), link.getAttribute('lang')]).toEqual(['Idioma: English', '?lang=en', 'en']);
  });
});

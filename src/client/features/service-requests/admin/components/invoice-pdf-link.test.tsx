// The invoice download is a link the browser saves, to the request's invoice route.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { InvoicePdfLink } from './invoice-pdf-link';

it('links to the request invoice PDF as a download', () => {
  renderWithApp(<InvoicePdfLink requestId={42} />);
  const link = screen.getByRole('link', { name: 'Invoice PDF' });
  expect(link.getAttribute('href')).toBe('/api/admin/service-requests/42/invoice.pdf');
  expect(link.hasAttribute('download')).toBe(true);
});

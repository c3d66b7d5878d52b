// The company's schema.org data names where it works: the configured service area and home base,
// or the United States (what the request form takes) when none is configured.
import { describe, expect, it } from 'vitest';
import { companyStructuredData } from './page-html.js';
import { TEST_COMPANY } from '../../../tests/support/company-profile.js';

const COMPANY = TEST_COMPANY;

describe('the company as schema.org data', () => {
  it('serves the United States and names no address when neither is configured', () => {
    const data = companyStructuredData(COMPANY, 'https://lakeshore.example');
    expect(data.areaServed).toEqual({ '@type': 'Country', name: 'United States' });
    expect(data).not.toHaveProperty('address');
  });

  it('names the configured service area, and a "City, ST" home base as a postal address', () => {
    const data = companyStructuredData(
      { ...COMPANY, serviceArea: 'Michigan, Ohio and Indiana', homeBase: 'Detroit, MI' },
      'https://lakeshore.example',
    );
    expect(data.areaServed).toBe('Michigan, Ohio and Indiana');
    expect(data.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Detroit', addressRegion: 'MI', addressCountry: 'US' });
  });

  it('keeps a home base written another way as text', () => {
    const data = companyStructuredData({ ...COMPANY, homeBase: 'the Detroit metro area' }, 'https://lakeshore.example');
    expect(data.address).toBe('the Detroit metro area');
  });
});

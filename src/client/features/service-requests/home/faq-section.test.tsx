// The home page's FAQ in the page's language: empty rows of the same shape until the section comes
// near the screen and the answers arrive, then the questions and answers of that language only,
// their links still links.
// The company profile first: the section reads it as its module loads.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAQ_TOPIC_IDS } from '@shared/faq/topics';
import { inLanguage } from '@/test-support/i18n';
import { everythingInView } from '@/test-support/intersection';
import { renderWithApp } from '@/test-support/render';
import { FaqSection } from './faq-section';

const region = (name: string) => within(screen.getByRole('region', { name }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the FAQ', () => {
  it('downloads nothing while the section is far from the screen', async () => {
    // happy-dom's own observer never reports the section as near.
    renderWithApp(<FaqSection />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const list = screen.getByRole('region', { name: 'Frequently asked questions' }).querySelector('[aria-busy]');
    expect(list?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('group')).toHaveLength(0);
  });

  it('keeps one row per question while the answers load', async () => {
    everythingInView();
    renderWithApp(<FaqSection />);
    const list = screen.getByRole('region', { name: 'Frequently asked questions' }).querySelector('[aria-busy]');
    expect(list?.getAttribute('aria-busy')).toBe('true');
    expect(list?.children).toHaveLength(FAQ_TOPIC_IDS.length);
    expect(await region('Frequently asked questions').findAllByRole('group')).toHaveLength(FAQ_TOPIC_IDS.length);
    expect(list?.getAttribute('aria-busy')).toBe('false');
  });

  it('asks and answers in Spanish on a Spanish page', async () => {
    everythingInView();
    inLanguage('es');
    const { user } = renderWithApp(<FaqSection />);
    const faq = region('Preguntas frecuentes');
    await faq.findByText('¿Cómo puedo pagar?', { selector: 'summary' });
    expect(faq.queryByText('How can I pay?')).toBeNull();

    await user.click(faq.getByText('¿Dónde operan?'));
    const coverage = screen.getByTestId('faq-answer-coverage');
    expect(coverage.textContent).toMatch(/^Damos servicio en los 50 estados de Estados Unidos\. /);
    const call = within(coverage).getByRole('link', { name: TEST_COMPANY.supportPhone });
    expect(call.getAttribute('href')).toBe('tel:+13135550142');
    expect(within(coverage).getByRole('link', { name: 'Solicitar un servicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('faq-answer-payment-methods').textContent).toContain('- Depósito directo');
  });
});

// The home page (issue 19): the hero in the configured company's details, the role picker with
// its spec texts and behaviour, the services the form offers, and the FAQ in the same words as the
// chat assistant (src/shared/faq/; knowledge-base-faq.test.ts holds the chat to the same text);
// and the page in Spanish.
// The company profile first: the page reads it as its modules load.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseChatText } from '@shared/chat/chat-text';
import { faqEntries } from '@shared/faq/en';
import { ROLE_LABELS, SERVICE_TYPE_LABELS, SERVICE_TYPES_BY_ROLE, USER_ROLES } from '@shared/service-requests/service-requests';
import { inLanguage } from '@/test-support/i18n';
import { everythingInView } from '@/test-support/intersection';
import { renderWithApp } from '@/test-support/render';
import { HomePage } from './home-page';

// The FAQ's answers load as the section nears the screen: here every section is on it.
beforeEach(() => {
  everythingInView();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHomePage() {
  const onSelectRole = vi.fn();
  const onStartShipperRequest = vi.fn();
  const rendered = renderWithApp(<HomePage onSelectRole={onSelectRole} onStartShipperRequest={onStartShipperRequest} />);
  return { ...rendered, onSelectRole, onStartShipperRequest };
}

const hero = () => within(screen.getByRole('region', { name: /^Freight shipping/ }));

describe('the hero', () => {
  it('says what the company does and where, in the configured details', () => {
    renderHomePage();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Freight shipping, brokerage and dispatch across all 50 US states');
    hero().getByText(new RegExp(`^${TEST_COMPANY.name} moves goods for shippers`));
  });

  it('shows the trust facts: credentials, MC and DOT numbers and the 24/7 line as a phone link', () => {
    renderHomePage();
    const facts = within(hero().getByRole('list', { name: 'Why you can trust us' }));
    expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Licensed drivers, fully insured',
      'FMCSA compliant motor carrier',
      `MC #${TEST_COMPANY.mcNumber} · DOT #${TEST_COMPANY.dotNumber}`,
      `24/7 line: ${TEST_COMPANY.supportPhone}`,
    ]);
    expect(facts.getByRole('link', { name: TEST_COMPANY.supportPhone }).getAttribute('href')).toBe('tel:+13135550142');
  });

  it("'Request service' moves the focus to the role picker; 'Track a shipment' links to /track", async () => {
    const { user } = renderHomePage();
    await user.click(hero().getByRole('button', { name: 'Request service' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'How can we help you today?' }));
    expect(hero().getByRole('link', { name: 'Track a shipment' }).getAttribute('href')).toBe('/track');
  });
});

describe('the role picker', () => {
  it('keeps its spec texts, under the hero as an h2 with the cards as h3', () => {
    renderHomePage();
    const picker = within(screen.getByRole('region', { name: 'How can we help you today?' }));
    picker.getByText('Select your role to get a customized service request form tailored to your specific needs.');
    expect(picker.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Shipper',
      'Freight Broker',
      'Dispatcher',
    ]);
  });

  it.each([
    ['Shipper', 'shipper'],
    ['Freight Broker', 'broker'],
    ['Dispatcher', 'dispatcher'],
  ])("'Select %s' picks the role", async (title, role) => {
    const { user, onSelectRole } = renderHomePage();
    await user.click(screen.getByRole('button', { name: `Select ${title}` }));
    expect(onSelectRole).toHaveBeenCalledTimes(1);
    expect(onSelectRole).toHaveBeenCalledWith(role);
  });

  it('picks the role when the card itself is clicked', async () => {
    const { user, onSelectRole } = renderHomePage();
    await user.click(screen.getByText("I'm coordinating loads and routes"));
    expect(onSelectRole).toHaveBeenCalledWith('dispatcher');
  });
});

describe('the services', () => {
  it.each(USER_ROLES)('list every %s service type the request form offers', (role) => {
    renderHomePage();
    const list = within(screen.getByRole('list', { name: `${ROLE_LABELS[role]} services` }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      SERVICE_TYPES_BY_ROLE[role].map((type) => SERVICE_TYPE_LABELS[type]),
    );
  });
});

describe('the FAQ', () => {
  it('asks each question and answers it in the shared text, its links as links', async () => {
    renderHomePage();
    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
    const entries = faqEntries(TEST_COMPANY);
    // The answers are a chunk of their own, loaded after the page.
    expect((await faq.findAllByRole('group')).length).toBe(entries.length);
    for (const { topicId, question, answer } of entries) {
      faq.getByText(question, { selector: 'summary' });
      const shown = screen.getByTestId(`faq-answer-${topicId}`);
      const parts = parseChatText(answer);
      expect(shown.textContent).toBe(parts.map((part) => part.text).join(''));
      const links = within(shown)
        .queryAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual(parts.filter((part) => part.kind === 'link').map((part) => [part.text, part.href]));
    }
  });

  it('answers what a shipment costs with a link to the instant estimate on this page, and the quote', async () => {
    renderHomePage();
    const answer = within(await screen.findByTestId('faq-answer-quotes'));
    const link = answer.getByRole('link', { name: 'instant estimate' });
    expect(link.getAttribute('href')).toBe('/#estimate');
    answer.getByText(/Your quote comes from our team/);
    // The place the link names holds the estimate's form.
    const place = document.getElementById('estimate');
    expect(place && within(place).getByRole('form', { name: 'Get an estimate' })).toBeTruthy();
  });

  it('brings the instant estimate into view when the page opens at /#estimate', () => {
    const scrolled: Element[] = [];
    HTMLElement.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    window.history.replaceState(null, '', '/#estimate');
    try {
      renderHomePage();
      expect(scrolled.map((element) => element.id)).toEqual(['estimate']);
    } finally {
      window.history.replaceState(null, '', '/');
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('answers where we operate with the default service area when none is configured', async () => {
    renderHomePage();
    expect((await screen.findByTestId('faq-answer-coverage')).textContent).toMatch(/^We serve all 50 US states\./);
    within(screen.getByRole('region', { name: 'Where we operate' })).getByText('We serve all 50 US states.');
  });
});

describe('the page as a whole', () => {
  it('has one h1, and no heading skips a level', () => {
    renderHomePage();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index + 1}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
  });

  it('places the estimate block, which hands what was typed on to the shipper form', async () => {
    const { user, onStartShipperRequest } = renderHomePage();
    const estimate = within(screen.getByRole('form', { name: 'Get an estimate' }));
    await user.type(estimate.getByLabelText('Pickup ZIP Code'), '48201');
    await user.click(estimate.getByRole('button', { name: 'Request this shipment' }));
    expect(onStartShipperRequest).toHaveBeenCalledWith({ serviceType: '', pickupZip: '48201', deliveryZip: '', weight: '' });
  });
});

describe('the page in Spanish', () => {
  it('shows the hero, the trust facts and the coverage in Spanish, the phone still a link', () => {
    inLanguage('es');
    renderHomePage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Transporte de carga, corretaje y despacho en los 50 estados de Estados Unidos',
    );
    const heroSection = within(screen.getByRole('region', { name: /^Transporte de carga/ }));
    heroSection.getByText(new RegExp(`^${TEST_COMPANY.name} transporta mercancía para remitentes`));
    heroSection.getByRole('button', { name: 'Solicitar servicio' });
    expect(heroSection.getByRole('link', { name: 'Rastrear un envío' }).getAttribute('href')).toBe('/track');
    const facts = within(heroSection.getByRole('list', { name: 'Por qué puede confiar en nosotros' }));
    expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toContain(`Línea 24/7: ${TEST_COMPANY.supportPhone}`);
    const coverage = within(screen.getByRole('region', { name: 'Dónde operamos' }));
    coverage.getByText('Damos servicio en los 50 estados de Estados Unidos.');
    const call = coverage.getByRole('link', { name: TEST_COMPANY.supportPhone });
    expect(call.parentElement?.textContent).toMatch(new RegExp(`Llame primero al ${escapeRegExp(TEST_COMPANY.supportPhone)}\\.$`));
  });

  it('shows the role cards in Spanish, and each still picks its role', async () => {
    inLanguage('es');
    const { user, onSelectRole } = renderHomePage();
    const picker = within(screen.getByRole('region', { name: '¿Cómo podemos ayudarle hoy?' }));
    expect(picker.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Remitente',
      'Corredor de carga',
      'Despachador',
    ]);
    await user.click(picker.getByRole('button', { name: 'Continuar como Corredor de carga' }));
    expect(onSelectRole).toHaveBeenCalledWith('broker');
  });

  it('lists the services and the steps in Spanish', () => {
    inLanguage('es');
    renderHomePage();
    const shipper = within(screen.getByRole('list', { name: 'Servicios para Remitente' }));
    expect(shipper.getAllByRole('listitem')[4]?.textContent).toBe('Camión completo (TL)');
    const steps = within(screen.getByRole('region', { name: 'Cómo funciona' }));
    steps.getByRole('heading', { name: 'Pague su factura en línea' });
    steps.getByText('Siga cada etapa, de Recibida a Entregada, con su número de referencia y su correo electrónico.');
  });
});

describe("the home catalog's copies of shared labels", () => {
  // The home page does not load the shared catalog (its budget): its role titles and service
  // labels are copies, which must say what the shared ones say, in both languages.
  it.each(['en', 'es'])('match the shared catalog in %s', async (locale) => {
    const home = (await import(`../../../../locales/${locale}/home.json`)) as { default: Record<string, string> };
    const shared = (await import(`../../../../locales/${locale}/shared.json`)) as { default: Record<string, string> };
    for (const role of USER_ROLES) {
      expect(home.default[`home.role.${role}.title`]).toBe(shared.default[`shared.userRole.${role}`]);
      for (const type of SERVICE_TYPES_BY_ROLE[role]) {
        expect(home.default[`home.services.type.${type}`], type).toBe(shared.default[`shared.serviceType.${type}`]);
      }
    }
    expect(home.default['home.howItWorks.track.text']).toContain(shared.default['shared.requestStatus.received']);
    expect(home.default['home.howItWorks.track.text']).toContain(shared.default['shared.requestStatus.delivered']);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// /join-us for a driver who reads Spanish first: the recruitment page, the form's labels, options
// and errors, what the applicant is told as it is sent or refused, and the confirmation. The
// shared catalog's words (validation messages, license types, document names) are looked up as the
// page looks them up, except 'Obligatorio', which every required field shows.
import '@/test-support/company-profile';
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, subtractYears } from '@shared/calendar-date';
import { codedMessage } from '@shared/coded-message';
import { todayIsoDate } from '@shared/format';
import { SHARED_MESSAGES } from '@shared/shared-messages';
import { uploadMessages } from '@shared/uploads';
import { sharedLabel, sharedMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { apiError, heldAnswer, stubNetwork, textFields, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed as field, invalidFields } from '@/test-support/form-state';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { APPLICATION_CERTIFICATION } from '@shared/driver-applications/application-certification';
import { monthsBefore, typedHistory } from '@shared/driver-applications/test-support/complete-history';
import { JoinUsPage } from './join-us-page';
import { EMPTY_APPLICATION } from './components/empty-application';
import { APPLICATION_DRAFT_KEY } from './draft/application-draft';

// The whole application is a long form, and jsdom re-renders it slowly: a busy machine takes
// several times the quiet one's 3 to 10 s per test, so these get more than the project's 15 s.
vi.setConfig({ testTimeout: 45_000 });

const REFERENCE_ID = 'DA-2026-0412-8831-0042';
const SUBMIT_ROUTE = 'POST /api/driver-applications';
const MISSING_TOAST = ['Faltan campos obligatorios', 'Llene todos los campos obligatorios antes de enviar la solicitud.'];
const today = todayIsoDate();

beforeEach(() => {
  inLanguage('es');
  localStorage.clear();
});

/** The 391.21 history as an earlier visit left it on this device (complete unless changed). */
function saveHistoryDraft(history = typedHistory(today)) {
  const values = { ...EMPTY_APPLICATION, history };
  localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify({ values, fileNames: [], savedAt: Date.now() }));
}

function sign() {
  const pad = screen.getByRole('img', { name: 'Su firma' });
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 40 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}
afterEach(() => vi.unstubAllGlobals());

/**
 * The toasts on screen as [title, description], as test-support/toasts reads them, from the
 * notification area under its Spanish name.
 */
function shownToasts(): string[][] {
  const region = screen.queryByRole('region', { name: 'Notificaciones (F8)' });
  if (!region) return [];
  return [...region.querySelectorAll('li[data-state="open"]')].map((toast) =>
    [...(toast.firstElementChild?.children ?? [])].map((part) => part.textContent),
  );
}

/** The active (Spanish) messages, as the page reads them. */
function activeI18n() {
  return renderHook(() => useI18n()).result.current;
}

async function openPage(submitRoute: Route = { status: 201, body: { referenceId: REFERENCE_ID } }) {
  const network = stubNetwork({ [SUBMIT_ROUTE]: submitRoute });
  const rendered = renderWithApp(<JoinUsPage />);
  // The form is its own chunk, loaded with the `request` catalog.
  await screen.findByRole('button', { name: 'Enviar solicitud' }, { timeout: 5000 });
  return { ...rendered, network };
}

const submitButton = () => screen.getByRole('button', { name: 'Enviar solicitud' });
/** Date inputs take their value whole, as a browser's date picker gives it. */
function setValue(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

/**
 * Puts a whole value into a field in one input event, as pasting or a phone's autofill does: the
 * form is long, and typing each character re-renders it; the rules as typed have their own test.
 */
async function enter(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillRequiredFields(user: UserEvent) {
  await enter(user, field('Nombre'), 'Dana');
  await enter(user, field('Apellido'), 'Whitfield');
  await enter(user, field('Correo electrónico'), 'dana@drivers.example');
  await enter(user, field('Teléfono'), '3135550142');
  setValue('Fecha de nacimiento', subtractYears(today, 34));
  await enter(user, field('Dirección'), '1 Depot Rd');
  await enter(user, field('Ciudad'), 'Dearborn');
  await user.selectOptions(field('Estado'), 'MI');
  await enter(user, field('Código postal'), '48120');
  await user.selectOptions(field('Tipo de licencia'), 'CDL');
  await user.selectOptions(field('Clase de CDL'), 'A');
  await enter(user, field('Número de licencia'), 'W123-456-789-012');
  await user.selectOptions(field('Estado que emitió la licencia'), 'MI');
  setValue('Vencimiento de la licencia', addDays(today, 700));
}

async function attachDocuments(user: UserEvent) {
  const i18n = activeI18n();
  await user.upload(
    field(sharedLabel(i18n, 'driverDocument', 'resumeFile')),
    new File(['cv'], 'curriculum.pdf', { type: 'application/pdf' }),
  );
  await user.upload(field(sharedLabel(i18n, 'driverDocument', 'licenseFile')), new File(['jpeg'], 'licencia.jpg', { type: 'image/jpeg' }));
  sign();
}

describe('the page in Spanish', () => {
  it('tells why and how to apply, with the contacts and the way back to the service request', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Únase a nuestro equipo de conductores');
    expect(document.title).toBe('Trabaje como conductor · Lakeshore Freight');
    for (const heading of ['Por qué manejar con nosotros', 'Lo que pedimos', 'Cómo funciona', 'Solicitud de empleo para conductores'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText('Pago semanal')).toBeTruthy();
    expect(screen.getByText('Certificado médico del DOT vigente para rutas comerciales')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicitar servicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '(313) 555-0142' })).toBeTruthy();
  });

  it('shows the form in Spanish: sections, labels, hints, and the license types by the values the API takes', async () => {
    const i18n = activeI18n();
    await openPage();
    const sections = [...document.querySelectorAll('form > fieldset > legend')].map((legend) => legend.textContent);
    expect(sections).toEqual([
      'Información personal',
      'Domicilios',
      'Información de la licencia',
      'Otras licencias',
      'Experiencia',
      'Accidentes e infracciones',
      'Historial de empleo',
      'Licencias negadas',
      'Documentos',
      'Información adicional',
      'Certificación',
    ]);
    expect(screen.getByText('Debe tener al menos 18 años.')).toBeTruthy();
    expect(field('Años de experiencia')).toBeTruthy();
    expect(field('Vive en este domicilio desde').getAttribute('type')).toBe('month');
    // The certification's own words, in Spanish, and the draft's note.
    expect(screen.getByText(APPLICATION_CERTIFICATION.es.certification)).toBeTruthy();
    expect(screen.getByText(APPLICATION_CERTIFICATION.es.authorization)).toBeTruthy();
    expect(screen.getByText(/Su avance se guarda en este dispositivo/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar otro domicilio' })).toBeTruthy();
    expect(screen.getByText('Cada empleador de los últimos 3 años, el más reciente primero.', { exact: false })).toBeTruthy();
    expect(screen.getByText('Llene todos los campos obligatorios (marcados con *)')).toBeTruthy();

    const licenseTypes = [...field('Tipo de licencia').querySelectorAll('option')].map((option) => [option.value, option.textContent]);
    expect(licenseTypes).toEqual([
      ['', 'Seleccione un tipo de licencia'],
      ...['CDL', 'Chauffeur', 'Non-Commercial'].map((type) => [type, sharedLabel(i18n, 'licenseType', type)]),
    ]);
    expect(sharedLabel(i18n, 'licenseType', 'Non-Commercial')).toBe('Licencia no comercial');

    const medicalCard = sharedLabel(i18n, 'driverDocument', 'medicalCardFile');
    expect(field(`${medicalCard} (opcional)`)).toBeTruthy();
    expect(screen.getAllByText('PDF, JPG, PNG, hasta 5 MB.')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Elegir archivo' })).toHaveLength(3);
    expect(screen.getByLabelText('Tomar una foto de su licencia de conducir')).toBeTruthy();
  });
});

describe('the form in Spanish', () => {
  it('submitted empty: marks each required field and document in Spanish, says why and sends nothing', async () => {
    const i18n = activeI18n();
    const { user, network } = await openPage();

    await user.click(submitButton());

    await waitFor(() => expect(invalidFields()).toContain('Información personal / Nombre: Obligatorio'));
    const shown = invalidFields();
    expect(shown).toContain('Información de la licencia / Número de licencia: Obligatorio');
    expect(shown).toContain(
      `Documentos / Elegir archivo: ${sharedMessage(i18n, codedMessage(SHARED_MESSAGES.documentRequired, { document: 'resumeFile' }))}`,
    );
    expect(shown.filter((line) => /Required|is required/.test(line))).toEqual([]);
    expect(shownToasts()).toEqual([MISSING_TOAST]);
    expect(network.requests).toEqual([]);
  });

  it('checks the rules as the applicant types, in Spanish', async () => {
    const i18n = activeI18n();
    const { user } = await openPage();
    setValue('Fecha de nacimiento', addDays(subtractYears(today, 18), 1));
    await waitFor(() =>
      expect(errorOf(field('Fecha de nacimiento'))).toBe(sharedMessage(i18n, codedMessage(SHARED_MESSAGES.minimumAge, { age: 18 }))),
    );
    expect(errorOf(field('Fecha de nacimiento'))).toMatch(/18 años/);

    await user.upload(field(sharedLabel(i18n, 'driverDocument', 'resumeFile')), new File(['<html>'], 'notas.html', { type: 'text/html' }));
    const refused = `Documentos / Elegir archivo: ${sharedMessage(i18n, uploadMessages.unsupported('notas.html'))}`;
    expect(invalidFields()).toContain(refused);
    expect(refused).toContain('notas.html no es');
  });

  it('names what the history lacks in Spanish: the months without an address, the unexplained gap', async () => {
    const history = typedHistory(today);
    saveHistoryDraft({ ...history, previousAddresses: [], employment: history.employment.slice(0, 1) });
    const { user, network } = await openPage();
    await fillRequiredFields(user);
    await attachDocuments(user);

    await user.click(submitButton());

    expect(await screen.findByText(`Agregue dónde vivió de ${monthsBefore(today, 35)} a ${monthsBefore(today, 25)}`)).toBeTruthy();
    expect(
      screen.getByText(
        `Explique el periodo de ${monthsBefore(today, 119)} a ${monthsBefore(today, 31)}: agregue un empleador o un periodo sin empleo`,
      ),
    ).toBeTruthy();
    expect(network.requests).toEqual([]);
  });

  it('sends a complete application, showing its progress, and confirms it in Spanish with the reference ID', async () => {
    saveHistoryDraft();
    const answer = heldAnswer({ status: 201, body: { referenceId: REFERENCE_ID } });
    const { user, network } = await openPage(answer.route);
    await fillRequiredFields(user);
    await attachDocuments(user);
    expect(screen.queryByText('Llene todos los campos obligatorios (marcados con *)')).toBeNull();

    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Enviando solicitud...' })).toBeTruthy();
    expect(screen.getByText('Enviando su solicitud… 50 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progreso del envío' })).toBeTruthy();
    answer.release();

    const heading = await screen.findByRole('heading', { level: 1, name: '¡Solicitud enviada!' });
    const confirmation = heading.closest('section') as HTMLElement;
    expect(within(confirmation).getByTestId('reference-id').textContent).toBe(REFERENCE_ID);
    expect(within(confirmation).getByText(/nuestro equipo de reclutamiento la revisará en un plazo de 2 a 3 días hábiles/)).toBeTruthy();
    expect(within(confirmation).getByText('Menciónelo cuando se comunique con nosotros acerca de su solicitud.')).toBeTruthy();
    expect(within(confirmation).getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(shownToasts()).toEqual([['¡Solicitud enviada con éxito!', `Su número de referencia es ${REFERENCE_ID}`]]);
    // The choices go as the API names them, whatever the page's language.
    expect(textFields(network.requestsTo(SUBMIT_ROUTE)[0]?.body)).toMatchObject({ licenseType: 'CDL', cdlClass: 'A', state: 'MI' });
  });

  it('shows a refusal in Spanish: the fields the server names, and what to do', async () => {
    saveHistoryDraft();
    const i18n = activeI18n();
    const refusal = codedMessage(SHARED_MESSAGES.licenseNumberCharacters);
    const { user } = await openPage({
      status: 400,
      body: apiError(
        'Bad Request',
        { code: 'api.invalidFields', message: 'Please correct these fields' },
        {
          fieldErrors: { licenseNumber: refusal.message },
          fieldErrorCodes: { licenseNumber: { code: refusal.code } },
        },
      ),
    });
    await fillRequiredFields(user);
    await attachDocuments(user);

    await user.click(submitButton());

    await waitFor(() =>
      expect(shownToasts()).toEqual([['No se pudo enviar la solicitud', 'Corrija los campos marcados y vuelva a enviar la solicitud.']]),
    );
    expect(invalidFields()).toEqual([`Información de la licencia / Número de licencia: ${sharedMessage(i18n, refusal)}`]);
    expect(invalidFields()[0]).toContain('Use solo letras');
  });

  it('asks to try again when the server fails', async () => {
    saveHistoryDraft();
    const { user } = await openPage({ status: 503, body: { error: 'Service Unavailable', message: 'Down for maintenance' } });
    await fillRequiredFields(user);
    await attachDocuments(user);

    await user.click(submitButton());

    await waitFor(() => expect(shownToasts()).toEqual([['No se pudo enviar la solicitud', 'Inténtelo de nuevo.']]));
  });
});

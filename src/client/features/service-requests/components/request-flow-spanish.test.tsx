// The request forms and the confirmation in Spanish (issue 23): the headings, sections, labels and
// options a Spanish-reading customer sees, the shared schemas' validation messages in Spanish, the
// server's refusals shown by their codes, and the toasts and confirmation after a request is sent.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Before the confirmation, which shows the company's phone and e-mail.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { TEXTS_AVAILABILITY_PATH } from '@shared/text-messages/text-messages';
import { API_ERROR_CODES } from '@shared/api-error-codes';
import { SHARED_MESSAGES } from '@shared/shared-messages';
import { apiError, stubNetwork } from '@/test-support/fake-network';
import { fieldNamed, invalidFields } from '@/test-support/form-state';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { Confirmation } from './confirmation';
import { RequestForm, type SubmittedRequest } from './request-form';

const REFERENCE_ID = 'SR-2026-0412-8831-0042';
const SUBMIT_ROUTE = 'POST /api/service-requests';

let onSubmitted: ReturnType<typeof vi.fn<(result: SubmittedRequest) => void>>;
beforeEach(() => {
  onSubmitted = vi.fn<(result: SubmittedRequest) => void>();
  sessionStorage.clear();
  inLanguage('es');
});
afterEach(() => vi.unstubAllGlobals());

/** The open toasts as [title, description], whatever the language of the region's own label. */
function openToasts(): string[][] {
  return [...document.querySelectorAll('li[data-state="open"]')].map((toast) =>
    [...(toast.firstElementChild?.children ?? [])].map((part) => part.textContent ?? ''),
  );
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the shipper form in Spanish', () => {
  it('names its sections, fields and choices in Spanish', () => {
    stubNetwork({});
    renderWithApp(<RequestForm role="shipper" onBack={() => {}} onSubmitted={onSubmitted} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de envío' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a la selección de función' })).toBeTruthy();
    for (const section of [
      'Detalles del servicio',
      'Información de la mercancía',
      'Lugar de recogida',
      'Lugar de entrega',
      'Preferencias de fecha y horario',
      'Información de contacto',
    ])
      expect(group(section)).toBeTruthy();
    const serviceType = fieldNamed('Tipo de servicio');
    expect([...serviceType.querySelectorAll('option')].map((option) => option.textContent)).toContain('Muebles');
    expect(within(serviceType).getByRole('option', { name: 'Seleccione un tipo de servicio' })).toBeTruthy();
    expect(fieldNamed('Urgencia').querySelector('option[value="urgent"]')?.textContent).toBe('Urgente');
    expect(fieldNamed('Horario preferido').querySelector('option[value="morning"]')?.textContent).toBe('Mañana (8 a. m. - 12 p. m.)');
    expect(fieldNamed('Ciudad', group('Lugar de recogida'))).toBeTruthy();
    expect(fieldNamed('Instrucciones de entrega', group('Lugar de entrega'))).toBeTruthy();
    expect(screen.getByText('Fotos de la mercancía')).toBeTruthy();
    expect(screen.getByText('Hasta 5 archivos: PDF, JPG, PNG o GIF, de 10 MB cada uno.')).toBeTruthy();
    expect(screen.getByText('Complete todos los campos obligatorios (marcados con *)')).toBeTruthy();
  });

  it('submitted empty: says so in Spanish and marks each required field with the Spanish message', async () => {
    const network = stubNetwork({});
    const { user } = renderWithApp(<RequestForm role="shipper" onBack={() => {}} onSubmitted={onSubmitted} />);

    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de envío' }));

    await waitFor(() =>
      expect(invalidFields()).toEqual([
        'Detalles del servicio / Tipo de servicio: Obligatorio',
        'Detalles del servicio / Descripción del servicio: Obligatorio',
        'Lugar de recogida / Dirección: Obligatorio',
        'Lugar de recogida / Ciudad: Obligatorio',
        'Lugar de recogida / Estado: Obligatorio',
        'Lugar de recogida / Código postal (ZIP): Obligatorio',
        'Lugar de entrega / Dirección: Obligatorio',
        'Lugar de entrega / Ciudad: Obligatorio',
        'Lugar de entrega / Estado: Obligatorio',
        'Lugar de entrega / Código postal (ZIP): Obligatorio',
        'Información de contacto / Nombre completo: Obligatorio',
        'Información de contacto / Correo electrónico: Obligatorio',
        'Información de contacto / Teléfono: Obligatorio',
      ]),
    );
    expect(openToasts()).toEqual([['Faltan campos obligatorios', 'Complete todos los campos obligatorios antes de enviar.']]);
    // Nothing was sent (the form only asked whether texts are available).
    expect(network.requests.filter((request) => request.url !== TEXTS_AVAILABILITY_PATH)).toEqual([]);
  });

  it('refuses a malformed e-mail address with the Spanish message as it is typed', async () => {
    stubNetwork({});
    const { user } = renderWithApp(<RequestForm role="shipper" onBack={() => {}} onSubmitted={onSubmitted} />);
    await user.type(fieldNamed('Correo electrónico'), 'jordan@rivera');
    expect(invalidFields()).toEqual(['Información de contacto / Correo electrónico: Correo electrónico no válido']);
  });
});

describe('the broker form in Spanish', () => {
  it('sends the request and announces its reference ID in Spanish', async () => {
    stubNetwork({ [SUBMIT_ROUTE]: { status: 201, body: { referenceId: REFERENCE_ID } } });
    const { user } = renderWithApp(<RequestForm role="broker" onBack={() => {}} onSubmitted={onSubmitted} />);
    expect(group('Resumen del servicio')).toBeTruthy();
    expect(group('Requisitos del transportista')).toBeTruthy();

    await user.selectOptions(fieldNamed('Tipo de servicio'), 'spot-market');
    await user.type(fieldNamed('Descripción del servicio'), 'Cargas semanales de Detroit a Chicago.');
    await user.type(fieldNamed('Nombre completo'), 'Jordan Rivera');
    await user.type(fieldNamed('Correo electrónico'), 'jordan@rivera.example');
    await user.type(fieldNamed('Teléfono'), '3135550199');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de corredor' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ referenceId: REFERENCE_ID, email: 'jordan@rivera.example' }));
    expect(openToasts()).toEqual([['¡Solicitud de corredor enviada con éxito!', `Su número de referencia es ${REFERENCE_ID}`]]);
  });

  it("marks the fields the server refused with the Spanish of each refusal's code, whatever the English says", async () => {
    // English the page has never seen (a reworded server): only the codes can say what it is.
    const network = stubNetwork({
      [SUBMIT_ROUTE]: {
        status: 400,
        body: apiError(
          'Bad Request',
          {
            code: API_ERROR_CODES.invalidFields,
            message: 'Please correct these fields: contactName: Too short; carrierRequirements: Too long',
          },
          {
            fieldErrors: { contactName: 'Too short', carrierRequirements: 'Too long' },
            fieldErrorCodes: {
              contactName: { code: SHARED_MESSAGES.contactNameTooShort.id },
              carrierRequirements: { code: SHARED_MESSAGES.maxCharacters.id, values: { max: 2000 } },
            },
          },
        ),
      },
    });
    const { user } = renderWithApp(<RequestForm role="broker" onBack={() => {}} onSubmitted={onSubmitted} />);
    await user.selectOptions(fieldNamed('Tipo de servicio'), 'spot-market');
    await user.type(fieldNamed('Descripción del servicio'), 'Cargas semanales de Detroit a Chicago.');
    await user.type(fieldNamed('Nombre completo'), 'Jo');
    await user.type(fieldNamed('Correo electrónico'), 'jordan@rivera.example');
    await user.type(fieldNamed('Teléfono'), '3135550199');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de corredor' }));

    await waitFor(() => expect(openToasts()).toEqual([['No se pudo enviar', 'Corrija los campos marcados y vuelva a enviar.']]));
    expect(network.requestsTo(SUBMIT_ROUTE)).toHaveLength(1);
    expect(invalidFields()).toEqual([
      'Requisitos del transportista / Requisitos del transportista: Debe tener como máximo 2000 caracteres',
      'Información de contacto / Nombre completo: Debe tener al menos 2 caracteres',
    ]);
    expect(document.body.textContent).not.toMatch(/Too short|Too long/);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('tells the customer in Spanish when the request could not be sent', async () => {
    stubNetwork({ [SUBMIT_ROUTE]: { status: 500, body: { message: 'Internal error' } } });
    const { user } = renderWithApp(<RequestForm role="dispatcher" onBack={() => {}} onSubmitted={onSubmitted} />);
    await user.selectOptions(fieldNamed('Tipo de servicio'), 'load-sourcing');
    await user.type(fieldNamed('Descripción del servicio'), 'Flota de 6 camiones.');
    await user.type(fieldNamed('Nombre completo'), 'Jordan Rivera');
    await user.type(fieldNamed('Correo electrónico'), 'jordan@rivera.example');
    await user.type(fieldNamed('Teléfono'), '3135550199');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de despachador' }));

    await waitFor(() =>
      expect(openToasts()).toEqual([['No se pudo enviar', 'Inténtelo de nuevo o comuníquese directamente con nosotros.']]),
    );
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

describe('the confirmation in Spanish', () => {
  it('shows the reference ID, what happens next and how to reach us', () => {
    renderWithApp(<Confirmation role="dispatcher" referenceId={REFERENCE_ID} email="jordan@rivera.example" onSubmitAnother={() => {}} />);

    expect(screen.getByRole('heading', { level: 1, name: '¡Recibimos su solicitud de despachador!' })).toBeTruthy();
    expect(screen.getByText('Su número de referencia')).toBeTruthy();
    expect(screen.getByTestId('reference-id').textContent).toBe(REFERENCE_ID);
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Próximos pasos' })).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toContain('Le enviamos una confirmación por correo electrónico a jordan@rivera.example.');
    expect(steps).toContain('Dé seguimiento a su solicitud en cualquier momento con su número de referencia y su correo electrónico.');
    expect(screen.getByRole('link', { name: 'Dé seguimiento a su solicitud' }).getAttribute('href')).toBe(`/track?ref=${REFERENCE_ID}`);
    expect(screen.getByText('¿Necesita ayuda inmediata?')).toBeTruthy();
    expect(screen.getByText(`${TEST_COMPANY.supportPhone} (soporte 24/7)`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar otra solicitud' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Llame ahora para servicio inmediato' })).toBeTruthy();
  });
});

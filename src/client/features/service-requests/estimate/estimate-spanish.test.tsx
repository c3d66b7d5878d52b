// The home page's estimate block in Spanish (issue 23): its labels and choices, its own field
// complaints, and the range with the team's-confirmation note, formatted for the language.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstantEstimate } from '@shared/service-requests/instant-estimate-texts';
import { stubNetwork } from '@/test-support/fake-network';
import { errorOf, fieldNamed } from '@/test-support/form-state';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { EstimateBlock } from './estimate-block';
// Loaded up front: the block loads it lazily.
import './estimate-live';

const ESTIMATE: InstantEstimate = {
  lowCents: 212_300,
  highCents: 271_800,
  estimatedMiles: 851.4,
  pickupZip: '10001',
  deliveryZip: '60601',
  serviceType: 'furniture',
  weightPounds: 350,
  urgency: 'standard',
};

beforeEach(() => inLanguage('es'));
afterEach(() => vi.unstubAllGlobals());

const liveRegion = () => document.querySelector('[aria-live="polite"]');

describe('the estimate block in Spanish', () => {
  it('names its fields in Spanish and prompts until they are filled', () => {
    stubNetwork({});
    renderWithApp(<EstimateBlock onStart={() => {}} />);
    expect(screen.getByRole('form', { name: 'Obtenga un precio estimado' })).toBeTruthy();
    expect(fieldNamed('Código postal de recogida')).toBeTruthy();
    expect(fieldNamed('Código postal de entrega')).toBeTruthy();
    expect(fieldNamed('Peso (lb)')).toBeTruthy();
    expect(fieldNamed('Tipo de servicio').querySelector('option[value="furniture"]')?.textContent).toBe('Muebles');
    expect(liveRegion()?.textContent).toBe('Ingrese ambos códigos postales, un tipo de servicio y el peso para ver un precio estimado.');
    expect(screen.getByRole('button', { name: 'Solicitar este envío' })).toBeTruthy();
  });

  it('says in Spanish what is wrong with a ZIP code or a weight once the field is left', () => {
    stubNetwork({});
    renderWithApp(<EstimateBlock onStart={() => {}} />);
    const pickupZip = fieldNamed('Código postal de recogida');
    fireEvent.change(pickupZip, { target: { value: '100' } });
    fireEvent.blur(pickupZip);
    expect(errorOf(pickupZip)).toBe('Ingrese un código postal de 5 dígitos');
    const weight = fieldNamed('Peso (lb)');
    fireEvent.change(weight, { target: { value: '0' } });
    fireEvent.blur(weight);
    expect(errorOf(weight)).toBe('Ingrese un peso en libras, mayor que 0 y de 200,000 como máximo');
  });

  it('shows the range, the miles and the note in Spanish', async () => {
    stubNetwork({ 'GET /api/estimate': { status: 200, body: ESTIMATE } });
    const { user } = renderWithApp(<EstimateBlock onStart={() => {}} />);
    await user.type(fieldNamed('Código postal de recogida'), '10001');
    await user.type(fieldNamed('Código postal de entrega'), '60601');
    await user.selectOptions(fieldNamed('Tipo de servicio'), 'furniture');
    await user.type(fieldNamed('Peso (lb)'), '350');
    await waitFor(() => expect(liveRegion()?.textContent).toContain('Precio estimado: $2,123 – $2,718 · aprox. 851.4 mi'));
    expect(liveRegion()?.textContent).toContain(
      'Esto es un estimado, no una cotización. Nuestro equipo confirma el precio cuando le envía su cotización.',
    );
  });
});

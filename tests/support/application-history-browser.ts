// The 391.21 history of the join-us form (issue 41) filled in a real browser the shortest honest
// way: at the current address for five years, one class of equipment, no accidents or convictions
// (ticked), one employer for eleven years (enough for a CDL's ten), no license denied or
// suspended, the name typed and the signature drawn with the mouse. Words in English or Spanish.
import type { Page } from 'playwright-core';
import { monthsBefore } from '../../src/shared/driver-applications/test-support/complete-history.js';
import { todayIsoDate } from '../../src/shared/format.js';
import { daysFromToday, yearsAgo } from './driver-applications.js';

const WORDS = {
  en: {
    addresses: 'Addresses',
    since: 'Living at this address since',
    experience: 'Experience',
    addEquipment: 'Add another class of equipment',
    equipment: 'Equipment 1: Class of equipment',
    miles: 'Equipment 1: Approximate total miles',
    equipmentFrom: 'Equipment 1: From (month)',
    safety: 'Accidents and convictions',
    noAccidents: 'None: I had no accidents in the last 3 years',
    noConvictions: /^None: I had no traffic convictions/,
    employment: 'Employment history',
    addEmployer: 'Add an employer',
    employer: 'Employer 1',
    name: 'Employer name',
    position: 'Position held',
    address: 'Street Address',
    city: 'City',
    state: 'State',
    zip: 'ZIP Code',
    phone: 'Employer phone',
    from: 'From (month)',
    reason: 'Reason for Leaving',
    fmcsr: 'I was subject to the Federal Motor Carrier Safety Regulations there',
    denials: 'License denials',
    no: 'No',
    certification: 'Certification',
    signedName: 'Your full name',
    signature: 'Your signature',
  },
  es: {
    addresses: 'Domicilios',
    since: 'Vive en este domicilio desde',
    experience: 'Experiencia',
    addEquipment: 'Agregar otra clase de equipo',
    equipment: 'Equipo 1: Clase de equipo',
    miles: 'Equipo 1: Millas totales aproximadas',
    equipmentFrom: 'Equipo 1: Desde (mes)',
    safety: 'Accidentes e infracciones',
    noAccidents: 'Ninguno: no tuve accidentes en los últimos 3 años',
    noConvictions: /^Ninguna: no tuve infracciones de tránsito/,
    employment: 'Historial de empleo',
    addEmployer: 'Agregar un empleador',
    employer: 'Empleador 1',
    name: 'Nombre del empleador',
    position: 'Puesto',
    address: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    phone: 'Teléfono del empleador',
    from: 'Desde (mes)',
    reason: 'Motivo de salida',
    fmcsr: 'Ahí estaba sujeto a las Regulaciones Federales de Seguridad de Autotransportes (FMCSR)',
    denials: 'Licencias negadas',
    no: 'No',
    certification: 'Certificación',
    signedName: 'Su nombre completo',
    signature: 'Su firma',
  },
} as const;

/** The employer the history names: what the spec's previous-employer columns are filled from. */
export const BROWSER_EMPLOYER = { name: 'Great Lakes Haulers', monthsAgo: 132 } as const;

export async function fillApplicationHistory(page: Page, language: 'en' | 'es' = 'en', signedName = 'Dana Whitfield') {
  const w = WORDS[language];
  const today = todayIsoDate();

  await page.getByRole('group', { name: w.addresses, exact: true }).getByLabel(w.since).fill(monthsBefore(today, 60));

  const experience = page.getByRole('group', { name: w.experience, exact: true });
  await experience.getByRole('button', { name: w.addEquipment }).click();
  await experience.getByLabel(w.equipment).selectOption('tractor_semitrailer');
  await experience.getByLabel(w.miles).fill('900000');
  await experience.getByLabel(w.equipmentFrom).fill(monthsBefore(today, 120));

  const safety = page.getByRole('group', { name: w.safety, exact: true });
  await safety.getByLabel(w.noAccidents).check();
  await safety.getByLabel(w.noConvictions).check();

  const employment = page.getByRole('group', { name: w.employment, exact: true });
  await employment.getByRole('button', { name: w.addEmployer }).click();
  const employer = employment.getByRole('group', { name: w.employer, exact: true });
  const field = (label: string) => employer.getByLabel(`${w.employer}: ${label}`);
  await field(w.name).fill(BROWSER_EMPLOYER.name);
  await field(w.position).fill('Linehaul driver');
  await field(w.address).fill('400 Terminal Way');
  await field(w.city).fill('Toledo');
  await field(w.state).selectOption('OH');
  await field(w.zip).fill('43604');
  await field(w.phone).pressSequentially('4195550188');
  await field(w.from).fill(monthsBefore(today, BROWSER_EMPLOYER.monthsAgo));
  await field(w.reason).fill('Still employed');
  await field(w.fmcsr).check();

  const denials = page.getByRole('group', { name: w.denials, exact: true });
  for (const answer of await denials.getByRole('radio', { name: w.no, exact: true }).all()) await answer.check();

  const certification = page.getByRole('group', { name: w.certification, exact: true });
  await certification.getByLabel(w.signedName).fill(signedName);
  await signOnTheScreen(page, w.signature);
}

/** A stroke across the pad with the mouse, as a finger would draw it. */
export async function signOnTheScreen(page: Page, padName: string) {
  const pad = page.getByRole('img', { name: padName });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 90, { steps: 8 });
  await page.mouse.move(box.x + 200, box.y + 50, { steps: 8 });
  await page.mouse.up();
}

/** The Spanish form's first two sections, as Rosa Delgado of Detroit fills them: who she is, and her Michigan CDL. */
export async function fillSpanishApplicantAndLicense(page: Page, email: string) {
  const personal = page.getByRole('group', { name: 'Información personal' });
  await personal.getByLabel('Nombre').fill('Rosa');
  await personal.getByLabel('Apellido').fill('Delgado');
  await personal.getByLabel('Correo electrónico').fill(email);
  await personal.getByLabel('Teléfono').pressSequentially('3135550177');
  await personal.getByLabel('Fecha de nacimiento').fill(yearsAgo(41));
  await personal.getByLabel('Dirección').fill('2200 W Vernor Hwy');
  await personal.getByLabel('Ciudad').fill('Detroit');
  await personal.getByLabel(/^Estado/).selectOption('MI');
  await personal.getByLabel('Código postal').fill('48216');

  const license = page.getByRole('group', { name: 'Información de la licencia' });
  await license.getByLabel('Tipo de licencia').selectOption('CDL');
  await license.getByLabel('Clase de CDL').selectOption({ label: 'Clase A' });
  await license.getByLabel('Número de licencia').fill('D456-789-123-456');
  await license.getByLabel('Estado que emitió la licencia').selectOption('MI');
  await license.getByLabel('Vencimiento de la licencia').fill(daysFromToday(900));
  return { license };
}

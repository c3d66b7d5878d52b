// The words the applicant signs under (49 CFR 391.21(b)(12)) and the authorization for the
// previous employers' safety performance history (391.23), in both languages. Plain constants, not
// catalog messages (as the rate confirmation's consent, decision 080): the form shows them above
// the signature and recruiting reads the same words in the application; a translation edited
// later must not change what was signed.
import type { Locale } from '../i18n.js';

export const APPLICATION_CERTIFICATION: Readonly<Record<Locale, { certification: string; authorization: string }>> = {
  en: {
    certification:
      'This certifies that this application was completed by me, and that all entries on it and information in it are true and complete to the best of my knowledge.',
    authorization:
      'I authorize the company to investigate my safety performance history with the employers I have listed for the previous three years, as 49 CFR 391.23 requires, and I understand that I may review, correct and rebut the information they give.',
  },
  es: {
    certification:
      'Certifico que completé esta solicitud yo mismo, y que todos los datos y la información que contiene son verdaderos y completos según mi leal saber y entender.',
    authorization:
      'Autorizo a la empresa a investigar mi historial de desempeño en seguridad con los empleadores que he indicado para los tres años anteriores, como lo exige 49 CFR 391.23, y entiendo que puedo revisar, corregir y refutar la información que proporcionen.',
  },
};

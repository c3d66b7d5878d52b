// Each role's texts on its form and its confirmation (spec sections 2 and 8). Messages of the
// `request` catalog, which loads with the form; the role cards of the home page are in roles.ts.
import type { MessageDescriptor } from '@lingui/core';
import type { UserRole } from '@shared/service-requests/service-requests';

interface RoleCopy {
  formTitle: MessageDescriptor;
  formIntro: MessageDescriptor;
  /** What the role is asked to describe, in the service description's placeholder. */
  descriptionPlaceholder: MessageDescriptor;
  submitLabel: MessageDescriptor;
  successToast: MessageDescriptor;
  confirmationTitle: MessageDescriptor;
  confirmationText: MessageDescriptor;
}

export const ROLE_COPY: Record<UserRole, RoleCopy> = {
  shipper: {
    formTitle: /*i18n*/ { id: 'request.shipper.formTitle' },
    formIntro: /*i18n*/ { id: 'request.shipper.formIntro' },
    descriptionPlaceholder: /*i18n*/ { id: 'request.shipper.descriptionPlaceholder' },
    submitLabel: /*i18n*/ { id: 'request.shipper.submit' },
    successToast: /*i18n*/ { id: 'request.shipper.successToast' },
    confirmationTitle: /*i18n*/ { id: 'request.shipper.confirmationTitle' },
    confirmationText: /*i18n*/ { id: 'request.shipper.confirmationText' },
  },
  broker: {
    formTitle: /*i18n*/ { id: 'request.broker.formTitle' },
    formIntro: /*i18n*/ { id: 'request.broker.formIntro' },
    descriptionPlaceholder: /*i18n*/ { id: 'request.broker.descriptionPlaceholder' },
    submitLabel: /*i18n*/ { id: 'request.broker.submit' },
    successToast: /*i18n*/ { id: 'request.broker.successToast' },
    confirmationTitle: /*i18n*/ { id: 'request.broker.confirmationTitle' },
    confirmationText: /*i18n*/ { id: 'request.broker.confirmationText' },
  },
  dispatcher: {
    formTitle: /*i18n*/ { id: 'request.dispatcher.formTitle' },
    formIntro: /*i18n*/ { id: 'request.dispatcher.formIntro' },
    descriptionPlaceholder: /*i18n*/ { id: 'request.dispatcher.descriptionPlaceholder' },
    submitLabel: /*i18n*/ { id: 'request.dispatcher.submit' },
    successToast: /*i18n*/ { id: 'request.dispatcher.successToast' },
    confirmationTitle: /*i18n*/ { id: 'request.dispatcher.confirmationTitle' },
    confirmationText: /*i18n*/ { id: 'request.dispatcher.confirmationText' },
  },
};

import type { UserRole } from '@shared/service-requests';

export interface RoleOption {
  role: UserRole;
  title: string;
  description: string;
  detail: string;
}

// Spec section 2, step 0: the cards' texts, word for word.
export const ROLE_OPTIONS: readonly RoleOption[] = [
  {
    role: 'shipper',
    title: 'Shipper',
    description: 'I need to ship goods from one location to another',
    detail: 'Direct shipping services for your cargo',
  },
  {
    role: 'broker',
    title: 'Freight Broker',
    description: "I'm arranging transportation for my clients",
    detail: 'Professional logistics coordination services',
  },
  {
    role: 'dispatcher',
    title: 'Dispatcher',
    description: "I'm coordinating loads and routes",
    detail: 'Fleet management and dispatch services',
  },
];

interface RoleCopy {
  formTitle: string;
  formIntro: string;
  submitLabel: string;
  successToast: string;
  confirmationTitle: string;
  confirmationText: string;
}

// Step 1 and step 2 texts per role (spec sections 2 and 8).
export const ROLE_COPY: Record<UserRole, RoleCopy> = {
  shipper: {
    formTitle: 'Shipping Request',
    formIntro: 'Tell us what you are shipping, where from and where to. We will get back to you with a quote.',
    submitLabel: 'Submit Shipping Request',
    successToast: 'Shipping Request Submitted Successfully!',
    confirmationTitle: 'Shipping Request Submitted!',
    confirmationText:
      'Thank you for choosing us for your shipment. Our team will review your request and contact you within 2-4 hours during business hours with a quote.',
  },
  broker: {
    formTitle: 'Freight Broker Request',
    formIntro: 'Tell us about the loads you are arranging and the carriers you need.',
    submitLabel: 'Submit Broker Request',
    successToast: 'Broker Request Submitted Successfully!',
    confirmationTitle: 'Broker Request Submitted!',
    confirmationText:
      'Thank you for your interest in working with us. Our team will review your carrier requirements and contact you within 2-4 hours during business hours.',
  },
  dispatcher: {
    formTitle: 'Dispatcher Request',
    formIntro: 'Tell us about your fleet, your loads and the dispatch services you need.',
    submitLabel: 'Submit Dispatcher Request',
    successToast: 'Dispatcher Request Submitted Successfully!',
    confirmationTitle: 'Dispatcher Request Submitted!',
    confirmationText:
      'Thank you for reaching out. Our dispatch team will review your request and contact you within 2-4 hours during business hours.',
  },
};

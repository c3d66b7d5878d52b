import type { MessageDescriptor } from '@lingui/core';
import type { UserRole } from '@shared/service-requests/service-request-values';

export interface RoleOption {
  role: UserRole;
  title: MessageDescriptor;
  description: MessageDescriptor;
  detail: MessageDescriptor;
}

// Spec section 2, step 0: the cards' texts, word for word in English (the home catalog). The
// titles are ROLE_LABELS's, which the home page does not load the shared catalog for.
export const ROLE_OPTIONS: readonly RoleOption[] = [
  {
    role: 'shipper',
    title: /*i18n*/ { id: 'home.role.shipper.title' },
    description: /*i18n*/ { id: 'home.role.shipper.description' },
    detail: /*i18n*/ { id: 'home.role.shipper.detail' },
  },
  {
    role: 'broker',
    title: /*i18n*/ { id: 'home.role.broker.title' },
    description: /*i18n*/ { id: 'home.role.broker.description' },
    detail: /*i18n*/ { id: 'home.role.broker.detail' },
  },
  {
    role: 'dispatcher',
    title: /*i18n*/ { id: 'home.role.dispatcher.title' },
    description: /*i18n*/ { id: 'home.role.dispatcher.description' },
    detail: /*i18n*/ { id: 'home.role.dispatcher.detail' },
  },
];

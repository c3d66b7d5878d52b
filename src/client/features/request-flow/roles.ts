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

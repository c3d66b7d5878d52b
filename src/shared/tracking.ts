// Interaction event types collected in the background (spec section 4).

export const INTERACTION_TYPES = [
  'page_view',
  'form_start',
  'form_complete',
  'button_click',
  'payment_view',
  'payment_complete',
  'element_click',
  'form_field_focus',
  'section_view',
  'session_summary',
  'page_load',
] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

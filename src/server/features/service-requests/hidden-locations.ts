// Broker and dispatcher forms do not ask for addresses (spec section 3); their rows store these
// placeholders in the address columns. The demo data set writes the same (src/server/demo).
const HIDDEN_LOCATIONS = {
  broker: { address: 'TBD', city: 'TBD', state: 'MI', zip: '00000' },
  dispatcher: { address: 'Various', city: 'Multiple', state: 'MI', zip: '00000' },
} as const;

/** The pickup and delivery columns of a broker's or dispatcher's request. */
export function hiddenLocationColumns(role: keyof typeof HIDDEN_LOCATIONS) {
  const hidden = HIDDEN_LOCATIONS[role];
  return {
    pickupAddress: hidden.address,
    pickupCity: hidden.city,
    pickupState: hidden.state,
    pickupZip: hidden.zip,
    deliveryAddress: hidden.address,
    deliveryCity: hidden.city,
    deliveryState: hidden.state,
    deliveryZip: hidden.zip,
  };
}

/** Whether a street is a placeholder's ('TBD', 'Various'): a place with it has no known street yet. */
export function isPlaceholderStreet(address: string): boolean {
  return Object.values(HIDDEN_LOCATIONS).some((hidden) => hidden.address === address);
}

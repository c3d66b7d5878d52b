// What the home page's "Get an estimate" block hands to the shipper form when the customer goes on
// to request the service: the route, service type and weight already typed, so the form opens
// with them instead of asking twice. Every value is a form field's text, as typed.
export interface ShipperPrefill {
  serviceType: string;
  pickupZip: string;
  deliveryZip: string;
  weight: string;
}

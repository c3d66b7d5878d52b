// How the bill of lading's choices read, on the office's editor and on the PDF (English: the BOL
// is a US shipping paper; decision 079).
import type { FreightTerms, PackageType } from './bill-of-lading.js';

export const PACKAGE_TYPE_LABELS: Record<PackageType, string> = {
  pallet: 'Pallet',
  skid: 'Skid',
  carton: 'Carton',
  crate: 'Crate',
  drum: 'Drum',
  bundle: 'Bundle',
  roll: 'Roll',
  bag: 'Bag',
  tote: 'Tote',
  piece: 'Piece',
};

export const FREIGHT_TERMS_LABELS: Record<FreightTerms, string> = {
  prepaid: 'Prepaid',
  collect: 'Collect',
  third_party: '3rd party',
};

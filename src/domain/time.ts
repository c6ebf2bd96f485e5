/** Lengths of time in milliseconds, for arithmetic on `Date.now()` and `getTime()`: server, browser and tests. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

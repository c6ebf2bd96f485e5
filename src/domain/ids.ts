/** The shape of every id the database hands out (a UUID, any version): anything else names nothing that exists. */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isId = (value: unknown): value is string => typeof value === "string" && ID_PATTERN.test(value);

export * from "./auth";
export * from "./clubs";
export * from "./events";
export * from "./learning";
export * from "./rate-limits";
export * from "./support";

/** Types of scripts/route-table.mjs for the TypeScript files that read the route table (vite.config.ts, e2e/). */
export declare const ROUTER_FILE: string;
export declare function routeTable(routerSource: string): Array<{ path: string; imports: string[] }>;

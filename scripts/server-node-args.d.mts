export const SERVER_HEAP_MB: number;
export const SERVER_SEMI_SPACE_MB: number;
export function serverNodeArgs(nodeOptions?: string, databaseUrl?: string): string[];

export const SERVER_HEAP_MB: number;
export function serverNodeArgs(nodeOptions?: string): string[];

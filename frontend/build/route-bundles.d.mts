export type Sizes = { raw: number; gzip: number; br: number };
export type RouteBundle = Sizes & { route: string; module: string; files: string[]; routeGzip: number };

export declare const budgetsKb: { default: number } & Record<string, number>;
export declare const keptOff: Record<string, { name: string; marker: string }[]>;
export declare function routeBundles(
  frontendRoot: string,
  dist?: string,
): { rows: RouteBundle[]; entry: Sizes & { files: string[] }; dist: string };
export declare function budgetFor(route: string): number;
export declare const goalKb: { default: number } & Record<string, number | null>;
export declare function goalFor(route: string): number | null;

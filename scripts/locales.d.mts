export declare const LOCALES: string[];
export declare function mergeLocales(srcDir: string): Record<string, Record<string, { message: string; description?: string }>>;

export declare const SANITIZER: string;
export declare function codeOnly(source: string): string;
export declare function coreViolations(path: string, source: string): string[];
export declare function rawHtmlViolations(path: string, source: string): string[];
export declare function lintRepository(root?: string): string[];

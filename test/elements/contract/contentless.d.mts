export declare const CONTENTLESS: readonly string[];

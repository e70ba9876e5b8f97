// Types of import-map.mjs, for the TypeScript that imports it (the demo server).
export function sri(content: string | Uint8Array, algorithm?: string): string;
export function importMap(integrity: Record<string, string>, base: string): { map: { imports: Record<string, string>; integrity: Record<string, string> }; json: string; html: string; cspHash: string };
export function loaderTable(loaderSource: string): Record<string, string>;
export function pageFiles(read: (file: string) => string, tags: string[], options?: { api?: boolean }): string[];
export function pageGraph(read: (file: string) => string, tags: string[], options?: { api?: boolean }): { files: string[]; manifests: string[] };
export function manifestsTag(manifests: string[]): string;
export function loaderTag(src: string, integrity: string): string;
export interface PagePins {
  files: string[];
  integrity: Record<string, string>;
  json: string;
  cspHash: string;
  /** The import map's inline script, for before the loader's tag. */
  map: string;
  /** The page's copies of its integrity manifests, for before the loader's tag. */
  copies: string;
  /** The loader's pinned tag (at `src`, by default the base's svc-elements.js) followed by the preloads of the elements' chunks. */
  loader: (src?: string) => string;
}
export function pagePins(read: (file: string) => string, tags: string[], options: { api?: boolean; base: string; hashes?: Record<string, string> }): PagePins;
export function pageUses(texts: string[], known: string[]): { tags: string[]; api: boolean };
export function pageScripts(html: string): string[];
export interface PinnedPage {
  html: string;
  /** The page's CSP meta policy with the map's hash added to `script-src` (undefined without a meta policy). */
  policy: string | undefined;
  tags: string[];
  api: boolean;
  files: string[];
  cspHash: string;
}
export function pinPage(html: string, options: { base: string; read: (file: string) => string; scripts?: string[] }): PinnedPage;
export function pinPageFile(html: string, options: { pageFolder: string; kitFolder: string; base: string }): PinnedPage;

/** What a person would see as broken in a page at its present width (layout-faults.mjs). */
export interface LayoutFault {
  kind: 'cut' | 'scroll' | 'outside';
  /** The element whose shadow root holds it, or `page`. */
  host: string;
  tag: string;
  part: string;
  text: string;
}
export declare function layoutFaults(root?: ParentNode): LayoutFault[];

/** Status badges of the kit's lists: the status in words, a colour family, and a `badge-<status>` part. */
import { html, type TemplateResult } from 'lit';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

/** A status as a safe part/class name fragment (`ACTIVE` → `active`). */
export function statusSlug(status: string): string {
  return status.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'unknown';
}

/** The badge of a status: always in words, the colour only adds to them. */
export const badge = (status: string, label: string, tone: BadgeTone): TemplateResult =>
  html`<span part="badge badge-${statusSlug(status)}" class="badge tone-${tone}">${label}</span>`;

/** Status badges of the kit: the status in words, a colour family, and a `badge-<status>` part. */
import { css, html, type TemplateResult } from 'lit';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

/** A status as a safe part/class name fragment (`ACTIVE` → `active`). */
export function statusSlug(status: string): string {
  return status.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'unknown';
}

/** The badge of a status: always in words, the colour only adds to them. */
export const badge = (status: string | undefined, label: string, tone: BadgeTone): TemplateResult =>
  html`<span part="badge badge-${statusSlug(status ?? 'not-given')}" class="badge tone-${tone}">${label}</span>`;

/** The badges' look: a pill in the tone's colour (list-styles.ts and any other element showing badges). */
export const badgeStyles = css`
  .badge {
    padding: 0.1em 0.6em;
    border: 1px solid currentColor;
    border-radius: 999px;
    font-size: 0.85em;
    font-weight: 600;
    line-height: 1.5;
    white-space: nowrap;
  }
  .tone-success {
    color: var(--_success);
  }
  .tone-warning {
    color: var(--_warning);
  }
  .tone-danger {
    color: var(--_danger);
  }
  .tone-neutral {
    color: var(--_muted);
  }
  @media (forced-colors: active) {
    .badge {
      forced-color-adjust: auto;
    }
  }
`;

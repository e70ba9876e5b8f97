/**
 * The consumer's devices for strong customer authentication, each with its name, platform, status
 * and registration date. Without an active one, the consumer cannot approve anything: said plainly.
 */
import { html, nothing } from 'lit';
import type { Consumer } from '../../api/schemas/consumer.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { labelIn } from '../../i18n/labels.js';
import { badge } from '../list/badge.js';
import type { ListFormat } from '../list/list-format.js';
import { toneOf } from '../consumer/statuses.js';

export function scaDevices(consumer: Consumer, messages: Catalog, formats: ListFormat) {
  const texts = messages.consumerStatus;
  const devices = consumer.scaDevices ?? [];
  if (devices.length === 0) return html`<p class="notice" part="notice">${texts.noDevices}</p>`;
  const noneActive = !devices.some((device) => device.status === 'ACTIVE');
  const deviceStatus = (status: string | undefined) =>
    status === undefined ? messages.common.notGiven : labelIn(texts.deviceStatuses, status);
  return html`${noneActive ? html`<p class="notice" part="notice">${texts.noActiveDevice}</p>` : nothing}
    <ul class="devices">
      ${devices.map(
        (device) => html`<li class="device" part="row">
          <span class="device-name">${device.name || texts.unnamedDevice}</span>
          ${device.platform ? html`<span class="note">${device.platform}</span>` : nothing}
          ${badge(device.status, deviceStatus(device.status), toneOf('device', device.status))}
          <span class="note">${format(texts.registeredOn, { date: formats.date(device.creationDate, messages.common.notGiven) })}</span>
        </li>`,
      )}
    </ul>`;
}

import { CUSTOM_ELEMENTS_SCHEMA, Component, signal } from '@angular/core';
import { successResult } from 'svc-elements/events';
import { createSandboxAdapter } from 'svc-elements/sandbox';
import type { SvcEvent } from 'svc-elements/angular';
import 'svc-elements/svc-provider';
import 'svc-elements/svc-consumer-form';

/**
 * Onboarding inside an Angular app. CUSTOM_ELEMENTS_SCHEMA lets the template use the kit's tags;
 * `[adapter]` is a property binding, so the adapter object reaches the element as an object.
 * The sandbox adapter stands in for a partner backend (use createFetchAdapter in production).
 */
@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <h1>Open an account</h1>
    <svc-provider [adapter]="adapter" locale="en">
      <svc-consumer-form terms-version="2025-01" (svc-success)="created($event)"></svc-consumer-form>
    </svc-provider>
    @if (welcome(); as text) {
      <p class="welcome" role="status">{{ text }}</p>
    }
  `,
})
export class AppComponent {
  protected readonly adapter = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter;
  protected readonly welcome = signal('');

  // strictTemplates types `$event` from the kit's event map: the handler takes the kit's event type,
  // and successResult types the result by its operation (the form also reports its other steps).
  protected created(event: SvcEvent<'svc-consumer-form', 'svc-success'>): void {
    const consumer = successResult(event.detail, 'createConsumer');
    if (consumer) this.welcome.set(`Welcome! Your profile ${consumer.id} is ready.`);
  }
}

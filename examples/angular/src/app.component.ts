import { CUSTOM_ELEMENTS_SCHEMA, Component, signal } from '@angular/core';
import { createSandboxAdapter, type SvcSuccessEvent } from 'svc-elements';
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

  // With CUSTOM_ELEMENTS_SCHEMA Angular types `$event` as a plain Event.
  protected created(event: Event): void {
    const { detail } = event as SvcSuccessEvent;
    const consumer = detail.result as { id: string };
    this.welcome.set(`Welcome! Your profile ${consumer.id} is ready.`);
  }
}

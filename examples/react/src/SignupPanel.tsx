import { useRef, useState } from 'react';
import type { SvcConsumerForm } from 'svc-elements';

/**
 * A sign-up form driven by the app's own buttons through a ref: Check validates (the form shows what
 * is missing), Sign up submits (the form sends one request however often it is pressed).
 */
export function SignupPanel() {
  const form = useRef<SvcConsumerForm>(null);
  const [status, setStatus] = useState('');

  const check = () => {
    const issues = form.current?.validate() ?? [];
    setStatus(issues.length === 0 ? 'Ready to send' : `${issues.length} fields to fix`);
  };
  const signUp = async () => {
    const created = await form.current?.submit();
    if (created) setStatus(`Created consumer ${created.id}`);
  };

  return (
    <section aria-labelledby="signup-title">
      <h2 id="signup-title">Sign up</h2>
      <svc-consumer-form
        ref={form}
        terms-version="2026-01"
        // Objects and arrays go in as properties.
        metadata={{ source: 'react-example', channels: ['web', 'app'] }}
        onsvc-error={(event) => setStatus(`Not sent: ${event.detail.error.message}`)}
      >
        <span slot="submit-label">Create my account</span>
      </svc-consumer-form>
      <button type="button" onClick={check}>
        Check
      </button>
      <button type="button" onClick={() => void signUp()}>
        Sign up
      </button>
      <p role="status" data-testid="signup-status">
        {status}
      </p>
    </section>
  );
}

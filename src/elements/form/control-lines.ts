/**
 * What the console says when a partner's field control (`fields`) cannot be followed: a required
 * field it hides, a locked value that is refused. `FormModel` fetches this module as soon as a
 * control locks or hides a field, so that pages whose forms the partner does not control never
 * carry these words, and says each line once.
 */

/** A line to say: the field, and for a locked one the rule or code that refused its value. */
export type ControlLine = { kind: 'hidden'; path: string } | { kind: 'locked'; path: string; code: string };

/** Says the line in the console, naming the form and the journey step it is in. */
export function sayLine(host: unknown, line: ControlLine): void {
  const text =
    line.kind === 'hidden'
      ? `the field "${line.path}" is required: it cannot be hidden, and stays shown.`
      : `the locked field "${line.path}" is refused (${line.code}): the person is asked to contact you.`;
  const element = host instanceof Element ? host : undefined;
  const step = element?.closest('[data-step]')?.getAttribute('data-step');
  const root = element?.getRootNode();
  const journey = step && root instanceof ShadowRoot ? `<${root.host.localName}> step "${step}", ` : '';
  console.error(`${journey}<${element?.localName ?? 'form'}>: ${text}`);
}

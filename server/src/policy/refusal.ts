/** A request the policy refuses: the status and the error body the browser gets (no service text in it). */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  field?: string;
  /** Each field's problem: its dotted path and a stable code (`unknown-field`, `too_big`…). */
  errors?: { field: string; code: string }[];
}

export class PolicyRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
    this.name = 'PolicyRefusal';
  }
}

export const refuse = (status: number, code: string, message: string, field?: string, errors?: Refusal['errors']): never => {
  throw new PolicyRefusal({ status, code, message, ...(field !== undefined ? { field } : {}), ...(errors ? { errors } : {}) });
};

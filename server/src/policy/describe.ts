/**
 * The policy in rows, for docs/backend.md (`npm run routes`): per operation, what each caller may
 * send and see, read from the table, the schemas and the projections, so the page cannot drift.
 */
import { operationNames, operations, type OperationDef, type OperationName } from 'svc-elements/operations';
import { kindOfId } from '../ownership.js';
import { projectionText } from './project.js';
import { idPaths } from './strict.js';
import { policy, type OperationPolicy, type SendRule } from './table.js';

export interface PolicyRow {
  operation: OperationName;
  /** What an end user (or, for the sign-up, anyone) may not send. */
  endUserForbidden: string[];
  /** What an end user's request always carries: pinned values, the session's own id. */
  endUserCarries: string[];
  /** The ids checked against the end user's records. */
  endUserIds: string[];
  onboarding: boolean;
  staffForbidden: string[];
  staffCarries: string[];
  /** What an end user sees of the answer, beyond `partnerMetadata` hidden everywhere. */
  endUserSees?: string;
}

const named = (path: string) => path.replace(/^body\./, '').replace(/\[\]/g, '[]');
const carries = (rule: SendRule | undefined) => Object.entries(rule?.pinned ?? {}).map(([path, value]) => `${named(path)} = ${value}`);

export function policyRows(): PolicyRow[] {
  return operationNames.map((operation) => {
    const line = policy[operation] as OperationPolicy;
    const def: OperationDef = operations[operation];
    const ids = (['params', 'query', 'body'] as const).flatMap((part) => idPaths(def[part]).map((path) => [part, path] as const));
    const endUser = line.endUser ?? line.signUp;
    const self = line.endUser ? ids.filter(([, path]) => kindOfId(path.slice(path.lastIndexOf('.') + 1).replace(/\[\]$/, '')) === 'self') : [];
    const checked = line.endUser ? ids.filter(([, path]) => !['self', 'catalogue'].includes(kindOfId(path.slice(path.lastIndexOf('.') + 1).replace(/\[\]$/, '')) ?? '')) : [];
    return {
      operation,
      endUserForbidden: (endUser?.forbidden ?? []).map(named),
      endUserCarries: [
        ...carries(endUser),
        ...self.map(([part, path]) => `${part === 'body' ? path : `${part}.${path}`} = the session’s`),
        ...(line.signUp ? [`${named(line.signUp.partnerName)} = the server’s`] : []),
      ],
      endUserIds: checked.map(([part, path]) => (part === 'body' ? path : `${part}.${path}`)),
      onboarding: line.onboarding === true,
      staffForbidden: (line.staff?.forbidden ?? []).map(named),
      staffCarries: carries(line.staff),
      endUserSees: line.endUser ? projectionText[operation] : undefined,
    };
  });
}

/**
 * A document may relate to one object (a transaction, a beneficiary, an address or a company
 * person), chosen in a select and named by an identifier field. Shared by the document request
 * and the upload's metadata.
 */
import { RELATION_KINDS, relationPath, type RelationKind } from '../../api/schemas/document.js';
import type { FormModel } from '../form/form-model.js';

/**
 * The person chose another kind of object (`next`): the identifier typed so far under the previous
 * kind moves to the new one, so nothing typed is lost to a change of mind. Call it from the
 * relation group's `change` event; it ignores changes of the identifier field itself.
 */
export function carryRelationId(event: Event, form: FormModel, next: RelationKind | undefined): void {
  if ((event.target as HTMLElement).localName !== 'select') return;
  if (!next || form.get(relationPath(next)) !== undefined) return;
  const previous = RELATION_KINDS.find((kind) => kind !== next && form.get(relationPath(kind)) !== undefined);
  if (!previous) return;
  const typed = form.get(relationPath(previous));
  form.set(relationPath(previous), undefined);
  form.set(relationPath(next), typed);
}

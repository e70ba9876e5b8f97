/**
 * What a document form offers depends on whose documents they are: a consumer is never offered a
 * company's documents (articles of association, incorporation, registry extract) nor a relation to
 * a corporate's related person. Unsaid, everything is offered, as the kit did before.
 */
import { CompanyDocumentType } from '../../api/enums/document.js';
import type { RelationKind } from '../../api/schemas/document.js';

/** Whose documents: a consumer's (a person) or a corporate's (a company). */
export type EndUserKind = 'consumer' | 'corporate';

const companyOnly: ReadonlySet<string> = new Set(CompanyDocumentType);

/** The document types (as values or as choices) to offer for this kind of end-user. */
export const documentTypesFor = <T extends string | { value: string }>(types: readonly T[], kind: EndUserKind | undefined): T[] =>
  kind === 'consumer' ? types.filter((type) => !companyOnly.has(typeof type === 'string' ? type : type.value)) : [...types];

/** The relations to offer for this kind of end-user (a corporate related person only for a corporate). */
export const relationKindsFor = (kinds: readonly RelationKind[], kind: EndUserKind | undefined): RelationKind[] =>
  kind === 'consumer' ? kinds.filter((relation) => relation !== 'corporateRelated') : [...kinds];

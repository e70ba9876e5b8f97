/**
 * Reading an upload's file rows as a person sees them: one copy for the tests of
 * `<svc-document-upload>` (its rows as listed while the file list loads, and after).
 */
import { root, type FormElement } from './form-helpers.js';

/** Every file's row, in the list's order. */
export const rows = (el: FormElement) => Array.from(root(el).querySelectorAll<HTMLElement>('[part~="file"]'));
/** The row of the file of this name. */
export const row = (el: FormElement, name: string) => rows(el).find((candidate) => candidate.querySelector('[part="file-name"]')!.textContent === name)!;
/** What the row of this file says of it. */
export const statusOf = (el: FormElement, name: string) => row(el, name).querySelector('[part="status"]')!.textContent!.trim();
/** Each row's file name and what it says of the file. */
export const statuses = (el: FormElement) => rows(el).map((each) => [each.querySelector('[part="file-name"]')!.textContent, each.querySelector('[part="status"]')!.textContent!.trim()]);
/** A button of this file's row, by its part (`remove-button`, `cancel-button`, `retry-button`). */
export const buttonIn = (el: FormElement, name: string, action: string) => row(el, name).querySelector<HTMLButtonElement>(`[part="${action}"]`);

/** The document upload form in a language, for the tests of how it counts files. */
import { fixture, html } from '@open-wc/testing';
import '../../src/elements/document-upload/define.js';
import type { SvcDocumentUpload } from '../../src/elements/document-upload/svc-document-upload.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import { part } from './form-helpers.js';

/** The upload form in `locale`, and `counts`: what its submit button says after each pick of that many more PDF files (each named apart). */
export async function uploadForm(locale: string) {
  const { adapter } = createSandboxAdapter();
  const el = await fixture<SvcDocumentUpload>(html`<svc-document-upload locale=${locale} end-user-id=${SEED.consumers.bruno} .adapter=${adapter}></svc-document-upload>`);
  let picked = 0;
  const pick = async (count: number) => {
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    const files = new DataTransfer();
    for (let index = 0; index < count; index++) files.items.add(new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], `scan-${picked++}.pdf`, { type: 'application/pdf' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
    await el.updateComplete;
  };
  const counts = async (picks: number[]) => {
    const said: string[] = [];
    for (const count of picks) {
      await pick(count);
      said.push(part(el, 'submit-button')!.textContent!.trim());
    }
    return said;
  };
  return { el, counts };
}

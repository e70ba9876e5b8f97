/**
 * Holders known on this page to have a share: those declared with one and those given one through
 * any <svc-corporate-related-form>. Shares are unique per holder, so a second share for one of them
 * is refused before anything is sent; the service refuses the holders the page never saw.
 */
const holders = new Set<string>();

export const shareHolders = {
  add: (relatedId: string) => void holders.add(relatedId.toLowerCase()),
  has: (relatedId: string | undefined) => relatedId !== undefined && holders.has(relatedId.trim().toLowerCase()),
};

/**
 * Lists of an end-user's own things that a form offers (accounts, saved cards) hang on whose they
 * are, the signed-in end-user's (`end-user`) or the one the partner named (`end-user-id`), and on
 * the adapter that asks: a change of either lists them again.
 */
export interface HolderHost<Adapter> {
  readonly endUser: boolean;
  readonly endUserId?: string;
  readonly config?: { readonly adapter?: Adapter };
}

/** Whose things to list is known. */
export function holderKnown(host: HolderHost<unknown>): boolean {
  return host.endUser || !!host.endUserId;
}

/** The key of such a list: undefined (nothing asked) until both the holder and an adapter are known. */
export function holderListKey<Adapter>(host: HolderHost<Adapter>) {
  const adapter = host.config?.adapter;
  return holderKnown(host) && adapter ? ([host.endUser, host.endUserId ?? '', adapter] as const) : undefined;
}

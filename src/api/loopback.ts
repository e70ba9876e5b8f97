/**
 * The one list of loopback hosts: names of the person's own machine, where plain http crosses no
 * network (a page in development, the sandbox behind the reference server). The adapter's base URL,
 * an acquiring return address and a download link may use http only on one of them.
 */
const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a URL's `hostname` (an IPv6 address in brackets, as `URL` gives it) is a loopback host. */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.includes(hostname);

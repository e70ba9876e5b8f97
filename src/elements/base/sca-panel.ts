/**
 * The SCA panel is fetched the first time an element runs an operation that may need a strong
 * authentication, not with the element: a page whose people never approve anything never downloads
 * it. Rendering `<svc-sca-pending>` before it is defined is harmless (it upgrades in place, keeping
 * the properties already set); only moving focus into it has to wait for `loadScaPanel()`, which never rejects.
 */
import { loadOnce } from './load-once.js';

export const loadScaPanel = loadOnce(() => import('../sca-pending/define.js'), 'the SCA panel');

/** What `<svc-provider>` gives the elements inside it (by context), and the module-level default for elements outside any provider. */
import { createContext } from '@lit/context';
import type { ScaStrategyValue } from '../../api/enums.js';
import type { FetchAdapter } from '../../client/adapter.js';

export interface ServiceConfig {
  /** Undefined while it is being set up (the sandbox loads on demand) or when nothing is configured. */
  adapter?: FetchAdapter;
  locale: string;
  scaStrategy: ScaStrategyValue;
  sandbox: boolean;
}

export const serviceConfigContext = createContext<ServiceConfig>(Symbol('svc-service-config'));

let defaultConfig: ServiceConfig | undefined;

/**
 * Sets the configuration used by elements that have no `adapter` of their own and no
 * `<svc-provider>` around them. Pass undefined to clear it.
 */
export function setDefaultConfig(config: Partial<ServiceConfig> & { adapter: FetchAdapter } | undefined): void {
  defaultConfig = config
    ? { locale: 'en', scaStrategy: 'PUSH_NOTIFICATION', sandbox: config.adapter.sandbox, ...config }
    : undefined;
}

export function getDefaultConfig(): ServiceConfig | undefined {
  return defaultConfig;
}

/** Enumerations several areas share: countries, currencies, operators, sorting, SCA strategies. */
export const Operator = ['END_USER', 'PARTNER', 'SERVICE'] as const;
/** (partial) ISO 3166-1 alpha-3; any alpha-3 code is accepted. */
export const CountryCode = ['ABW', 'AFG', 'AGO', 'AIA', 'ALA', 'ALB', 'AND', 'ARE', 'ARG', 'ARM'] as const;
/** (partial) ISO 4217; any ISO 4217 code is accepted. */
export const Currency = ['EUR', 'GBP', 'USD', 'PLN', 'AUD', 'CHF', 'CAD', 'SEK', 'NOK', 'JPY'] as const;
export const SortDirection = ['ASC', 'DESC'] as const;
export const ScaStrategy = ['PUSH_NOTIFICATION', 'DATA_SIGNING', 'BY_PASS'] as const;

export type ScaStrategyValue = (typeof ScaStrategy)[number];

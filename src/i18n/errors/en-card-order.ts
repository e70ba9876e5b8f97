/** Messages of the error codes met only through <svc-card-order>'s operation (Create card). */
export const cardOrderErrors = {
  CARD_PROFILE_INACTIVE: 'This card profile is not active.',
} as const;

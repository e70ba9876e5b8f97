/** Messages of the error codes met only through <svc-card-view>'s operations (Get PIN, temporary PAN credentials). */
export const cardViewErrors = {
  CARD_NOT_USABLE: 'This card cannot do this in its current status.',
} as const;
